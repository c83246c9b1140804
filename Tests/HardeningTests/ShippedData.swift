import Foundation
import Guidance
import GuidanceModel
import Localization
import Synchronization
import TestSupport

/// The shipped templates and locales, found from this source file's checkout.
enum ShippedData {
    static let directory = Repository.dataDirectory

    /// The checkout's locale catalog, read once and shared by every suite and case.
    static let catalog: Result<LocaleCatalog, LocalizationError> = {
        do throws(LocalizationError) {
            return .success(try LocaleCatalog(directory: directory))
        } catch {
            return .failure(error)
        }
    }()

    /// Every locale the checkout ships.
    static var tags: [String] {
        (try? catalog.get().shippedTags) ?? []
    }

    /// A new renderer of a shipped locale (its memos empty: hostile names fill them), from the
    /// locale's bundle read once and shared by every suite.
    static func renderer(_ tag: String) throws -> TemplateRenderer {
        if let known = bundles.withLock({ $0[tag] }) { return try TemplateRenderer(bundle: known) }
        let bundle = try catalog.get().bundle(for: tag)
        bundles.withLock { $0[tag] = bundle }
        return try TemplateRenderer(bundle: bundle)
    }

    /// The bundles ``renderer(_:)`` read.
    private static let bundles = Mutex<[String: LocaleBundle]>([:])

    /// One prompt for every message that takes a name: every maneuver at every guidance stage
    /// (road, exit, signposted destination and the following step all carrying the name), the
    /// continue prompt (current road), and arrivals at both sides (waypoint title).
    static func prompts(naming name: String, maneuvers: [Maneuver] = Maneuver.allCases) -> [PlannedPrompt] {
        var prompts: [PlannedPrompt] = []
        var id = 0
        func add(_ prompt: PlannedPrompt) {
            var prompt = prompt
            id += 1
            prompt.id = id
            prompts.append(prompt)
        }
        for maneuver in maneuvers {
            let step = StepInfo(
                maneuver: maneuver, fullRoadName: name, simpleRoadName: name, exitNumber: name,
                roundaboutTurnNumber: maneuver.rawValue >= 45 ? 2 : -1, stepNumber: 2,
                distanceFromPrevStepMeters: 800, timeFromPrevStepSeconds: 60, destinations: name)
            let following = StepInfo(maneuver: .turnLeft, simpleRoadName: name, stepNumber: 3)
            for stage in [PromptStage.depart, .early, .prepare, .now] {
                add(
                    PlannedPrompt(
                        id: 0, stage: stage, promptClass: .guidance, step: step,
                        following: stage == .prepare ? following : nil, currentRoad: name,
                        distanceMeters: 300, routeVersion: 1))
            }
        }
        add(
            PlannedPrompt(
                id: 0, stage: .continue, promptClass: .guidance, currentRoad: name, distanceMeters: 2500,
                routeVersion: 1))
        for side in [WaypointSide.left, .right, .unspecified] {
            for isFinal in [true, false] {
                add(
                    PlannedPrompt(
                        id: 0, stage: .arrival, promptClass: .guidance,
                        waypoint: Waypoint(title: name, side: side, isFinal: isFinal), routeVersion: 1))
            }
        }
        return prompts
    }
}
