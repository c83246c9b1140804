import GuidanceModel
import Testing

@testable import Guidance

/// Distances and times far beyond any road reach the planner, the renderer and the casting
/// records without an integer conversion that traps: a library caller may hand a navigator any
/// `Double` (the event feed itself clamps to 1e9), and `directions` once trapped on 1e308 m.
@Suite struct ExtremeNumberRenderingTests {
    static let values: [Double] = [1e308, .greatestFiniteMagnitude, 1e18, 1e9, -1e308, .infinity, .nan, -0.0]

    @Test(arguments: Shipped.allLocales)
    func theRendererWritesAnyDistanceAndDuration(locale: String) throws {
        let renderer = try Shipped.renderer(locale)
        for value in Self.values {
            #expect(!renderer.distance(value).text.isEmpty, "\(locale) \(value) m")
            #expect(!renderer.duration(value).isEmpty, "\(locale) \(value) s")
            var step = Shipped.step(.turnRight, road: "Rua Augusta")
            step.distanceFromPrevStepMeters = value
            step.timeFromPrevStepSeconds = value
            for stage in [PromptStage.early, .prepare, .now] {
                let prompt = Shipped.prompt(stage, step, distance: value)
                #expect(!renderer.render(prompt).text.display.isEmpty, "\(locale) \(stage) \(value)")
            }
        }
    }

    @Test(arguments: ["en-US", "pt-BR"])
    func aDriveWithExtremeNumbersIsPlannedSpokenAndCast(locale: String) throws {
        let renderer = try Shipped.renderer(locale)
        var steps = FeedBuilder.steps([
            (.depart, 0, "A"), (.turnRight, 1e308, "B"), (.destination, 1e18, "C"),
        ])
        steps[1].timeFromPrevStepSeconds = 1e308
        let navigator = Navigator()
        var records: [PromptRecord] = []
        var casting: [String] = []
        navigator.addListener(VoiceListener(renderer: renderer) { records.append($0) })
        navigator.addListener(CastingListener(renderer: renderer) { casting.append($0.json) })
        for value in Self.values {
            let info = NavInfo(
                navState: .enroute, currentStep: steps[1], remainingSteps: [steps[2]],
                distanceToCurrentStepMeters: value, timeToCurrentStepSeconds: value,
                distanceToFinalDestinationMeters: value, timeToFinalDestinationSeconds: value,
                distanceToNextDestinationMeters: value, timeToNextDestinationSeconds: value,
                speedMetersPerSecond: value)
            navigator.dispatch(NavigatorEvent(.navInfo(info)))
            navigator.dispatch(NavigatorEvent(.remainingDistance(meters: value)))
            navigator.dispatch(NavigatorEvent(.remainingTime(seconds: value)))
        }
        #expect(!casting.isEmpty)
        #expect(records.allSatisfy { !$0.rendering.text.display.isEmpty })
    }
}
