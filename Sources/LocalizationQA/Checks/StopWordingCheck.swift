import Guidance
import GuidanceModel
import Localization

/// `stop-wording`: an arrive step announced the same way whether it ends at an intermediate stop
/// or at the final destination. The arrival then calls the place a stop ("Você chegou à sua
/// parada") after the approach called it the destination; `instruction.destination` must select
/// on `$stop`.
public struct StopWordingCheck: LintCheck {
    /// The id its findings carry.
    public let id = "stop-wording"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let (_, renderer) = subject.rendering else { return [] }
        var same: [String] = []
        for maneuver: Maneuver in [.destination, .destinationLeft, .destinationRight] {
            for road in [nil, "Aurora"] {
                var prompt = PlannedPrompt.sample(.prepare, .sample(maneuver, road: road), distance: 200)
                let destination = renderer.render(prompt).text.display
                prompt.intermediateStops = [1]
                let stop = renderer.render(prompt).text.display
                if stop == destination { same.append("\"\(stop)\"") }
            }
        }
        guard !same.isEmpty else { return [] }
        return [
            subject.finding(
                id, severity, key: "instruction.destination",
                "an intermediate stop is announced as the destination: \(same.joined(separator: ", ")); select on $stop"
            )
        ]
    }
}
