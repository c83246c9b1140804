/// One check of `guidance qa lint`: a small value with a stable id and a severity, that looks at
/// one locale and returns what it finds (docs/qa.md lists the checks and what each looks for).
/// Checks know no language: words and patterns come from the locale data (articles, unit
/// words, ordinal suffixes) or from the source locale.
public protocol LintCheck: Sendable {
    /// The id printed in findings and accepted by `@allow`, e.g. `missing-plural`.
    var id: String { get }
    /// The severity of what it finds.
    var severity: Severity { get }
    /// The findings for one locale.
    func findings(in subject: LintSubject) -> [Finding]
}

extension LintCheck {
    /// A finding of this check about a message, at an offset of its source (nil: the key).
    func finding(_ subject: LintSubject, _ entry: LintSubject.Entry, at offset: Int?, _ message: String)
        -> Finding
    {
        subject.finding(id, severity, entry: entry, offset: offset, message)
    }

    /// A finding of this check about the locale's templates file at a line and column (0:
    /// unknown), about the message `key` when given: for what no offset of a message locates.
    func templatesFinding(
        _ subject: LintSubject, line: Int, column: Int = 0, key: String? = nil, _ message: String
    ) -> Finding {
        Finding(
            checkID: id, severity: severity, locale: subject.tag, file: subject.templatesFile, line: line,
            column: column, key: key, message: message)
    }
}
