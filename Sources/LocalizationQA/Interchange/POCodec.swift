/// GNU gettext PO files of a locale's messages: `msgctxt` is the key, `msgid` the source
/// locale's message, `msgstr` the translation; the lines the templates file has before a message
/// (comments, `@param` docs) are extracted comments (`#.`), one per line, and `#:` points at the
/// templates file. The header's `Language` is the target locale, `X-Source-Language` the source,
/// `X-Guidance-Trailer` the text after the last message.
public enum POCodec {
    /// The PO text of a document.
    public static func encode(_ document: InterchangeDocument) -> String {
        var out =
            "# Guidance messages of \(document.targetLocale), translated from \(document.sourceLocale).\n"
        out += "# Each msgstr is a MessageFormat 2 message; keep its {$placeholders} and {{patterns}}.\n"
        out += "msgid \"\"\nmsgstr \"\"\n"
        let header = [
            "Project-Id-Version: Guidance",
            "Language: \(document.targetLocale)",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: 8bit",
            "X-Source-Language: \(document.sourceLocale)",
            "X-Guidance-Original: \(document.original)",
            "X-Guidance-Trailer: \(InterchangeText.escapeLine(document.trailer))",
        ]
        for field in header { out += quoted(field + "\n") + "\n" }
        for unit in document.units {
            out += "\n"
            if !unit.notes.isEmpty {
                for line in unit.notes.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
                    out += line.isEmpty ? "#.\n" : "#. \(line)\n"
                }
            }
            if unit.line > 0 { out += "#: \(document.original):\(unit.line)\n" }
            out += "msgctxt " + quoted(unit.key) + "\n"
            out += "msgid " + string(unit.source) + "\n"
            out += "msgstr " + string(unit.target ?? "") + "\n"
        }
        return out
    }

    /// A PO string: one line, or `""` followed by one quoted line per line of the text.
    static func string(_ text: String) -> String {
        guard text.contains("\n") else { return quoted(text) }
        var out = "\"\""
        var rest = Substring(text)
        while let newline = rest.firstIndex(of: "\n") {
            out += "\n" + quoted(String(rest[...newline]))
            rest = rest[rest.index(after: newline)...]
        }
        if !rest.isEmpty { out += "\n" + quoted(String(rest)) }
        return out
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Reads a PO file back. Every entry needs `msgctxt` (the key); obsolete (`#~`) entries and
    /// previous strings (`#|`) are ignored; errors are `file:line: reason`.
    public static func decode(_ text: String, file: String) throws(InterchangeError) -> InterchangeDocument {
        var reader = POReader(file: file)
        let entries = try reader.entries(text)
        guard let header = entries.first(where: { $0.context == nil && $0.id.isEmpty }) else {
            throw InterchangeError(file: file, line: 1, reason: "no header entry (msgid \"\")")
        }
        var fields: [String: String] = [:]
        for line in header.str.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            fields[String(line[..<colon])] = String(value)
        }
        guard let target = fields["Language"], !target.isEmpty else {
            throw InterchangeError(file: file, line: header.line, reason: "the header has no Language")
        }
        var units: [InterchangeUnit] = []
        for entry in entries where !(entry.context == nil && entry.id.isEmpty) {
            guard let key = entry.context, !key.isEmpty else {
                throw InterchangeError(
                    file: file, line: entry.line, reason: "an entry without msgctxt (the message key)")
            }
            let notes = entry.notes.map { $0 + "\n" }.joined()
            units.append(
                InterchangeUnit(
                    key: key, source: entry.id, target: entry.str.isEmpty ? nil : entry.str, notes: notes,
                    line: entry.strLine))
        }
        let trailer = try InterchangeText.unescapeLine(
            fields["X-Guidance-Trailer"] ?? "\\n", file: file, at: header.line)
        return InterchangeDocument(
            sourceLocale: fields["X-Source-Language"] ?? "en-US", targetLocale: target,
            original: fields["X-Guidance-Original"] ?? "templates/\(target).mf2", units: units,
            trailer: trailer, file: file)
    }
}
