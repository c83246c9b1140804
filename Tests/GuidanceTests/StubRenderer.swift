import GuidanceModel

@testable import Guidance

/// A renderer that writes what it was asked, so listener tests can check decisions without
/// depending on templates.
struct StubRenderer: PromptRendering {
    var localeTag = "xx-XX"
    var textDirection = "ltr"
    var reroutingText = "REROUTING"

    func render(_ prompt: PlannedPrompt) -> RenderedPrompt {
        let text = "\(prompt.stage.rawValue) \(prompt.step?.maneuver.wireName ?? "-")"
        return RenderedPrompt(
            text: RenderedText(display: text, spoken: text, ssml: text),
            ssmlDocument: "<speak>\(text)</speak>")
    }

    func instruction(for step: StepInfo) -> RenderedText {
        let text = "\(step.maneuver.wireName) \(step.roadName ?? "")"
        return RenderedText(display: text, spoken: text, ssml: text)
    }

    func followingInstruction(for step: StepInfo) -> RenderedText {
        let text = "then \(step.maneuver.wireName)"
        return RenderedText(display: text, spoken: text, ssml: text)
    }

    func distance(_ meters: Double) -> (meters: Double, text: String) {
        let rounded = (meters / 100).rounded() * 100
        return (rounded, "\(Int(rounded)) m")
    }

    func duration(_ seconds: Double) -> String {
        "\(Int((seconds / 60).rounded(.up))) min"
    }
}
