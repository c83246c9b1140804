import Guidance
import StrictJSON

/// The matrix as a reviewer reads it: plain text grouped by section, JSON for tools, or the
/// SSML documents a synthesizer is given.
public enum MatrixPage {
    /// Sections with one block per case: id and input, then display, spoken and problems.
    public static func text(_ rows: [MatrixRow], locale: String) -> String {
        var out = "# \(locale): \(rows.count) cases\n"
        var group = ""
        for row in rows {
            if row.matrixCase.group != group {
                group = row.matrixCase.group
                out += "\n## \(group)\n"
            }
            out += "\n\(row.matrixCase.id)  (\(row.matrixCase.label))\n"
            out += "  display: \(row.display)\n"
            if row.spoken != row.display { out += "  spoken:  \(row.spoken)\n" }
            for problem in row.problems { out += "  PROBLEM: \(problem)\n" }
        }
        return out
    }

    /// `{"locale": ..., "cases": [{"id", "group", "key", "label", "stage", "display", "spoken",
    /// "ssml", "problems"}]}`.
    public static func json(_ rows: [MatrixRow], locale: String) -> String {
        let items = rows.map { row in
            let stage = row.matrixCase.stage.map { JSONWriter.quoted($0.rawValue) } ?? "null"
            return
                "\n  {\"id\": \(JSONWriter.quoted(row.matrixCase.id)), \"group\": \(JSONWriter.quoted(row.matrixCase.group)), "
                + "\"key\": \(JSONWriter.quoted(row.matrixCase.key)), \"label\": \(JSONWriter.quoted(row.matrixCase.label)), "
                + "\"stage\": \(stage), \"display\": \(JSONWriter.quoted(row.display)), "
                + "\"spoken\": \(JSONWriter.quoted(row.spoken)), \"ssml\": \(JSONWriter.quoted(row.ssml)), "
                + "\"problems\": [\(row.problems.map(JSONWriter.quoted).joined(separator: ", "))]}"
        }
        return "{\"locale\": \(JSONWriter.quoted(locale)), \"cases\": [" + items.joined(separator: ",")
            + "\n]}\n"
    }

    /// Each spoken case's `<speak>` document on one line, after a `<!-- id -->` comment line.
    public static func ssml(_ rows: [MatrixRow]) -> String {
        rows.compactMap { row in
            row.ssmlDocument.map { "<!-- \(row.matrixCase.id) -->\n\($0)\n" }
        }.joined()
    }
}
