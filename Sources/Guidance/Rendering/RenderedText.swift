/// One piece of guidance in its three forms: what a screen shows, what a plain-text synthesizer
/// reads, and the SSML fragment a synthesizer with SSML reads.
public struct RenderedText: Sendable, Hashable {
    /// As displayed, with names as the navigator wrote them.
    public var display: String
    /// As spoken, with abbreviations and symbols spelled out.
    public var spoken: String
    /// An escaped SSML fragment (no `<speak>` root).
    public var ssml: String

    /// Creates a rendering.
    public init(display: String, spoken: String, ssml: String) {
        self.display = display
        self.spoken = spoken
        self.ssml = ssml
    }
}

/// A finished prompt: its text in three forms and the complete SSML document.
public struct RenderedPrompt: Sendable, Hashable {
    /// The sentence(s) in three forms.
    public var text: RenderedText
    /// A `<speak>` document with `xml:lang`, ready for the synthesizer.
    public var ssmlDocument: String
    /// Template problems met while rendering (the text then contains MF2 fallbacks).
    public var problems: [String]

    /// The message keys of the templates that built the prompt (`prompt.prepare`,
    /// `instruction.turn`, `lanes`...), in the order first used: a translator who hears a wrong
    /// word finds the template from the prompt record at once.
    public var messageKeys: [String] {
        get { keys.texts }
        set { keys = MessageKeyList(newValue) }
    }

    /// The keys as the renderer noted them; their texts are made when a record asks.
    var keys: MessageKeyList

    /// Creates a prompt rendering.
    public init(text: RenderedText, ssmlDocument: String, problems: [String] = [], messageKeys: [String] = [])
    {
        self.init(
            text: text, ssmlDocument: ssmlDocument, problems: problems, keys: MessageKeyList(messageKeys))
    }

    /// A prompt rendering with the keys as the renderer noted them.
    init(text: RenderedText, ssmlDocument: String, problems: [String], keys: MessageKeyList) {
        self.text = text
        self.ssmlDocument = ssmlDocument
        self.problems = problems
        self.keys = keys
    }
}
