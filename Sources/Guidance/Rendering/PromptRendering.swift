import GuidanceModel
import Localization

/// Turns planned prompts and display facts into words. The template renderer is the real one;
/// tests of the listeners can use simpler ones.
public protocol PromptRendering: Sendable {
    /// The BCP 47 tag of the rendered text.
    var localeTag: String { get }
    /// `ltr` or `rtl`.
    var textDirection: String { get }
    /// The full prompt for a planned prompt.
    func render(_ prompt: PlannedPrompt) -> RenderedPrompt
    /// The instruction for a step as a screen's main line ("Vire à direita na Rua Augusta").
    func instruction(for step: StepInfo) -> RenderedText
    /// The instruction for a step, saying whether an arrive step ends at an intermediate stop
    /// ("Your stop is on the left") rather than at the destination.
    func instruction(for step: StepInfo, endsAtStop: Bool) -> RenderedText
    /// The screen's second line for a maneuver that follows closely ("Depois, vire à esquerda").
    func followingInstruction(for step: StepInfo) -> RenderedText
    /// The instruction in a few words for a screen read at a glance ("Turn right onto Alameda
    /// Santos"), or nil when the renderer has none (screens then show the full instruction).
    func shortInstruction(for step: StepInfo, endsAtStop: Bool) -> String?
    /// A clock time as screens show it ("5:30 PM", "17:30"), or nil when the renderer has none.
    func clockTime(hour: Int, minute: Int) -> String?
    /// A distance as displayed, with the value it was rounded to.
    func distance(_ meters: Double) -> (meters: Double, text: String)
    /// A duration as displayed ("9 min", "1 h 20 min").
    func duration(_ seconds: Double) -> String
    /// What a screen shows while rerouting.
    var reroutingText: String { get }
    /// The speech voice the locale names (its eSpeak NG voice), or nil when it names none.
    var voiceName: String? { get }
    /// How long a rendering is estimated to last when said, in seconds, when no audio tells.
    func estimatedSeconds(_ rendering: RenderedPrompt) -> Double
}

extension PromptRendering {
    /// No voice of its own by default.
    public var voiceName: String? { nil }

    /// No short form by default: screens show the full instruction.
    public func shortInstruction(for step: StepInfo, endsAtStop: Bool) -> String? { nil }

    /// The pace of eSpeak NG's Latin-script voices by default.
    public func estimatedSeconds(_ rendering: RenderedPrompt) -> Double {
        SpeechPace().seconds(rendering.text.spoken)
    }

    /// No clock format by default: screens show the duration alone.
    public func clockTime(hour: Int, minute: Int) -> String? { nil }
}

/// Makes the renderer of the language a driver switches to mid-drive (a BCP 47 tag, negotiated
/// against the shipped locales); throws when no locale serves it.
public typealias LocaleRendererSource = @Sendable (String) throws -> any PromptRendering

/// A `locale` event named a language the listener cannot speak; the old language stays.
package struct LocaleChangeError: Error, Sendable, CustomStringConvertible {
    /// The tag asked for.
    public var tag: String
    /// Why it cannot be used.
    public var reason: String

    /// Creates the error.
    public init(tag: String, reason: String) {
        self.tag = tag
        self.reason = reason
    }

    /// "locale fr-XX: …".
    public var description: String { "locale \(tag): \(reason)" }
}

extension PromptRendering {
    /// Renderers that do not tell stops from the destination word every arrival the same.
    public func instruction(for step: StepInfo, endsAtStop: Bool) -> RenderedText {
        instruction(for: step)
    }
}
