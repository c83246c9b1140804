import MessageFormat

/// What the report shows of one locale.
public struct LocaleReport: Sendable {
    /// The tag.
    public var tag: String
    /// The locale's own name.
    public var name: String
    /// The locale's messages (key and MF2 source), in file order.
    public var messages: [(key: String, source: String)]
    /// The rendered matrix.
    public var rows: [MatrixRow]
    /// The synthesized prompts (empty when audio was not made).
    public var audio: [PromptAudio]
    /// Lint and timing findings.
    public var findings: [Finding]
    /// The source locale's display text of each case, by case id (empty when not rendered).
    public var sourceTexts: [String: String]
    /// What the locale covers of the source.
    public var coverage: LocaleCoverage?

    /// Creates a locale's report data.
    public init(
        tag: String, name: String, messages: [(key: String, source: String)], rows: [MatrixRow],
        audio: [PromptAudio], findings: [Finding], sourceTexts: [String: String] = [:],
        coverage: LocaleCoverage? = nil
    ) {
        self.sourceTexts = sourceTexts
        self.coverage = coverage
        self.tag = tag
        self.name = name
        self.messages = messages
        self.rows = rows
        self.audio = audio
        self.findings = findings
    }
}
