import Foundation
import GuidanceModel
import Localization
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

    static func renderer(_ tag: String, units: UnitSystem? = nil) throws -> TemplateRenderer {
        let bundle = try LocaleCatalog(directory: directory).bundle(for: tag)
        return try TemplateRenderer(bundle: bundle, units: units)
    }

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
