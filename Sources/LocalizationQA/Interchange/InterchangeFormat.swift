/// The file formats translation tools exchange (Weblate, Pontoon, Poedit, Okapi and CAT tools).
public enum InterchangeFormat: String, Sendable, CaseIterable {
    /// XLIFF 1.2, the version every translation tool reads and writes.
    case xliff
    /// GNU gettext PO: `msgctxt` is the message key, `msgid` the source text, `msgstr` the target.
    case po

    /// The format a file name's extension names (`.xlf`, `.xliff`, `.po`), if any.
    public static func guess(path: String) -> InterchangeFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".po") || lower.hasSuffix(".pot") { return .po }
        if lower.hasSuffix(".xlf") || lower.hasSuffix(".xliff") { return .xliff }
        return nil
    }
}
