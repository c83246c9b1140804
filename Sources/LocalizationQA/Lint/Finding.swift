/// One problem found in a locale: which check found it, how much it matters, and exactly where
/// (`templates/pt-PT.mf2:123:9`), so that a translator can jump to it.
public struct Finding: Sendable, Hashable {
    /// The id of the check, e.g. `missing-plural`.
    public var checkID: String
    /// Error or warning.
    public var severity: Severity
    /// The locale the finding is about.
    public var locale: String
    /// The file, relative to the data directory (`templates/pt-PT.mf2`, `locales/pt-PT.json`).
    public var file: String
    /// 1-based line; 0 when the finding is about the whole file.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int
    /// The message key, when the finding is about one message.
    public var key: String?
    /// What is wrong and what to do, in one sentence.
    public var message: String

    /// Creates a finding.
    public init(
        checkID: String, severity: Severity, locale: String, file: String, line: Int, column: Int,
        key: String? = nil, message: String
    ) {
        self.checkID = checkID
        self.severity = severity
        self.locale = locale
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    /// `file:line:column`, leaving out what is unknown.
    public var location: String {
        var text = file
        if line > 0 {
            text += ":\(line)"
            if column > 0 { text += ":\(column)" }
        }
        return text
    }

    /// The one-line form: `templates/pt-PT.mf2:123:9: error [missing-plural] message lanes.use: ...`.
    public var formatted: String {
        let subject = key.map { "message \($0): " } ?? ""
        return "\(location): \(severity.rawValue) [\(checkID)] \(subject)\(message)"
    }
}

extension Finding: Comparable {
    /// Sorted by locale, file, line and column, then check id, so that output is stable.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.locale, lhs.file, lhs.line, lhs.column, lhs.checkID, lhs.message)
            < (rhs.locale, rhs.file, rhs.line, rhs.column, rhs.checkID, rhs.message)
    }
}
