import Guidance
import GuidanceModel

/// The product sentences a name of the corpus is heard in: a turn onto it, a roundabout exit
/// onto it, a signposted exit towards it, going on along it and arriving at it. Each is a
/// planned prompt the product's own renderer renders, so the name is declined, given its
/// article and expanded exactly as on a drive.
struct NameSentences: Sendable {
    /// Which sentence, for the finding's text.
    var label: String
    /// The prompt to render.
    var prompt: PlannedPrompt

    /// The sentences of one name.
    static func sentences(for name: String) -> [NameSentences] {
        [
            NameSentences(
                label: "turn", prompt: .sample(.prepare, .sample(.turnRight, road: name), distance: 300)),
            NameSentences(
                label: "roundabout",
                prompt: .sample(
                    .prepare, .sample(.first(of: .roundabout), road: name, roundabout: 3), distance: 300)),
            NameSentences(
                label: "towards",
                prompt: .sample(.prepare, .sample(.first(of: .offRamp), towards: name), distance: 500)),
            NameSentences(label: "continue", prompt: .sample(.continue, nil, distance: 5000, road: name)),
            NameSentences(label: "arrival", prompt: .sampleArrival(Waypoint(title: name, isFinal: true))),
        ]
    }
}
