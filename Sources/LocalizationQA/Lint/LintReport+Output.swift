import Foundation

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
        var out = "{\"locales\": [" + locales.map(JSONText.quoted).joined(separator: ", ") + "], "
        out += "\"errors\": \(errorCount), \"warnings\": \(warningCount), \"findings\": ["
        out += findings.map { finding in
            "\n  {\"check\": \(JSONText.quoted(finding.checkID)), \"severity\": \(JSONText.quoted(finding.severity.rawValue)), "
                + "\"locale\": \(JSONText.quoted(finding.locale)), \"file\": \(JSONText.quoted(finding.file)), "
                + "\"line\": \(finding.line), \"column\": \(finding.column), "
                + "\"key\": \(finding.key.map(JSONText.quoted) ?? "null"), \"message\": \(JSONText.quoted(finding.message))}"
        }.joined(separator: ",")
        out += findings.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }
}

/// JSON string quoting for the QA outputs.
enum JSONText {
    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
