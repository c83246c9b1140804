import Foundation
import Guidance
import StrictJSON

extension LintReport {
    /// One finding per line, then a summary line (`3 errors, 1 warning in 4 locales`).
    public func text() -> String {
        var lines = findings.map(\.formatted)
        let errors = errorCount == 1 ? "1 error" : "\(errorCount) errors"
        let warnings = warningCount == 1 ? "1 warning" : "\(warningCount) warnings"
        lines.append("\(errors), \(warnings) in \(locales.count) locale\(locales.count == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON document: `{"locales": [...], "errors": N, "warnings": N, "findings": [{...}]}`,
    /// one object per finding with `check`, `severity`, `locale`, `file`, `line`, `column`,
    /// `key` (or null) and `message`.
    public func json() -> String {
        var out = "{\"locales\": [" + locales.map(JSONWriter.quoted).joined(separator: ", ") + "], "
        out += "\"errors\": \(errorCount), \"warnings\": \(warningCount), \"findings\": ["
        out += findings.map { finding in
            "\n  {\"check\": \(JSONWriter.quoted(finding.checkID)), \"severity\": \(JSONWriter.quoted(finding.severity.rawValue)), "
                + "\"locale\": \(JSONWriter.quoted(finding.locale)), \"file\": \(JSONWriter.quoted(finding.file)), "
                + "\"line\": \(finding.line), \"column\": \(finding.column), "
                + "\"key\": \(finding.key.map(JSONWriter.quoted) ?? "null"), \"message\": \(JSONWriter.quoted(finding.message))}"
        }.joined(separator: ",")
        out += findings.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }
}
