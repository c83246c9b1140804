/// One message as a translation tool sees it: the key, the source locale's text, the target
/// locale's text (nil while untranslated) and the lines written before it in the templates file
/// (its comments and `@param` docs, and any section head or blank line), which the tool shows as
/// notes and the import writes back unchanged.
public struct InterchangeUnit: Sendable, Equatable {
    /// The full message key, e.g. `instruction.turn` (PO `msgctxt`, XLIFF `id`).
    public var key: String
    /// The source locale's message as written (MF2, continuation lines indented).
    public var source: String
    /// The target locale's message as written; nil when the target has none yet.
    public var target: String?
    /// The lines before the message, each ending with a line feed.
    public var notes: String
    /// The line of the target text in the interchange file (for import errors; 0 when unknown).
    public var line: Int

    /// Creates a unit.
    public init(key: String, source: String, target: String?, notes: String, line: Int = 0) {
        self.key = key
        self.source = source
        self.target = target
        self.notes = notes
        self.line = line
    }
}
