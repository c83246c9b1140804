import StrictJSON

/// The record of one prompt, written for every prompt whether spoken or not: integrators, tests
/// and translators read what was decided, when, and why it was or was not heard.
public struct PromptRecord: Sendable, Hashable {
    /// The planner's decision.
    public var prompt: PlannedPrompt
    /// The locale it was rendered in.
    public var localeTag: String
    /// The rendering.
    public var rendering: RenderedPrompt
    /// The gate's decision under the setting in force.
    public var gate: GateDecision
    /// The audio file written for it, when audio goes to files.
    public var audioPath: String?
    /// The audio duration in milliseconds, when synthesized.
    public var audioMilliseconds: Int?
    /// A speech failure (the prompt stays in the record and the feed goes on).
    public var speechError: String?
    /// The voice that said it: an eSpeak NG voice name, or a neural voice model's name.
    public var voice: String?
    /// How long the prompt waited, once due, for audio made on demand (for it or for the forms
    /// the planner measured) rather than prefetched: what a slow voice costs at the trigger.
    /// Measured time, so it stays out of the JSON record, which is the same on every run.
    public var synthesisWaitSeconds = 0.0
    /// Why the neural voice configured for the prompt's language did not say it (eSpeak NG did).
    public var voiceFallback: String?

    /// Creates a record.
    public init(prompt: PlannedPrompt, localeTag: String, rendering: RenderedPrompt, gate: GateDecision) {
        self.prompt = prompt
        self.localeTag = localeTag
        self.rendering = rendering
        self.gate = gate
    }

    /// Whether synthesis failed, so that the gate let the prompt through but nobody heard it.
    public var speechFailed: Bool {
        gate.isSpoken && speechError != nil && audioMilliseconds == nil
    }

    /// Whether the prompt was heard: let through by the gate, and synthesized.
    public var wasSpoken: Bool {
        gate.isSpoken && !speechFailed
    }

    /// The record as one JSON line.
    public var json: String {
        var writer = JSONWriter()
        writer.add("id", prompt.id)
        writer.add("timestamp", prompt.timestamp)
        writer.add("routeVersion", prompt.routeVersion)
        writer.add("step", prompt.step?.stepNumber)
        writer.add("maneuver", prompt.step?.maneuver.wireName)
        writer.add("stage", prompt.stage.rawValue)
        writer.add("class", prompt.promptClass.rawValue)
        writer.add("locale", localeTag)
        writer.add("text", rendering.text.display)
        writer.add("spokenText", rendering.text.spoken)
        writer.add("ssml", rendering.ssmlDocument)
        writer.addStrings("messages", rendering.messageKeys)
        if !prompt.omitted.isEmpty { writer.addStrings("omitted", prompt.omitted.names) }
        writer.add("spoken", wasSpoken)
        writer.add("notSpokenReason", wasSpoken ? nil : speechFailed ? "speechFailed" : gate.reason)
        writer.add("audio", audioPath)
        writer.add("audioMs", audioMilliseconds)
        writer.add("voice", voice)
        writer.add("voiceFallback", voiceFallback)
        writer.add("speechError", speechError)
        if !rendering.problems.isEmpty { writer.addStrings("problems", rendering.problems) }
        return writer.json
    }
}
