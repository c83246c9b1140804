import Foundation
import GuidanceModel
import Localization
import Synchronization
import TestSupport

@testable import Guidance

/// Loads the shipped locales once for the rendering tests.
enum Shipped {
    static let directory = Repository.dataDirectory
    /// The locales with golden transcripts in GoldenRenderingTests (the others have theirs in
    /// NewLocaleTests).
    static let locales = ["en-US", "pt-BR", "pt-PT"]
    /// Every shipped locale, for the checks that hold in all of them.
    static let allLocales = Repository.shippedLocales

    /// The shipped bundle of a locale, read once and shared by every suite: reading one (its
    /// templates parsed, its plural tables listed) is most of what these tests cost in a debug
    /// build, and a bundle is a value no test changes.
    static func bundle(_ tag: String) throws -> LocaleBundle {
        if let known = made.withLock({ $0.bundles[tag] }) { return known }
        let bundle = try LocaleCatalog(directory: directory).bundle(for: tag)
        made.withLock { $0.bundles[tag] = bundle }
        return bundle
    }

    /// A renderer of a shipped locale, made once per locale and unit system and shared by every
    /// suite: its memos change none of its words (FirstRenderingTests, which makes its own).
    static func renderer(_ tag: String, units: UnitSystem? = nil) throws -> TemplateRenderer {
        let key = tag + "/" + (units?.rawValue ?? "")
        if let known = made.withLock({ $0.renderers[key] }) { return known }
        let renderer = try TemplateRenderer(bundle: try bundle(tag), units: units)
        made.withLock { $0.renderers[key] = renderer }
        return renderer
    }

    /// What ``bundle(_:)`` and ``renderer(_:units:)`` made.
    private static let made = Mutex<(bundles: [String: LocaleBundle], renderers: [String: TemplateRenderer])>(
        ([:], [:]))

    /// A step as the golden files and grammar tests use it.
    static func step(_ maneuver: Maneuver, road: String?, exit: String? = nil, towards: String? = nil)
        -> StepInfo
    {
        var step = StepInfo(
            maneuver: maneuver, simpleRoadName: road, exitNumber: exit, stepNumber: 1,
            distanceFromPrevStepMeters: 500, timeFromPrevStepSeconds: 40, destinations: towards)
        if maneuver.family == .roundabout, maneuver.rawValue >= 45 { step.roundaboutTurnNumber = 2 }
        return step
    }

    static func prompt(_ stage: PromptStage, _ step: StepInfo, distance: Double = 200) -> PlannedPrompt {
        PlannedPrompt(
            id: 1, stage: stage, promptClass: .guidance, step: step, distanceMeters: distance, routeVersion: 1
        )
    }
}
