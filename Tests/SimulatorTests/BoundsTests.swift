import Foundation
import GuidanceModel
import Testing

@testable import RouteImport
@testable import Simulator

/// A drive's output is bounded: absurd distances and durations are import errors, each update
/// lists at most ``SimulationOptions/maxRemainingSteps`` steps (so the output grows linearly with
/// the route, not with its square), and no drive runs past ``SimulationOptions/maximumUpdates``.
@Suite struct BoundsTests {
    private func importError(_ data: Data) -> RouteImportError? {
        do {
            _ = try RouteImporter.importRoute(data: data, source: "test.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["distance", "duration"])
    func hugeMeasuresAreImportErrorsNamingTheField(key: String) throws {
        var steps = TestRoutes.simpleSteps
        steps[1].extra[key] = 1e308
        let error = try #require(importError(TestRoutes.response(legs: [steps])))
        #expect(error.field == "routes[0].legs[0].steps[1].\(key)")
        #expect(error.line != nil)
        #expect(error.reason.hasSuffix("found 1e+308"))
        steps[1].extra[key] = RouteImporter.largestMeasure
        #expect(importError(TestRoutes.response(legs: [steps])) == nil)
    }

    @Test func deeplyNestedRoutesAreImportErrors() throws {
        let deep = String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000)
        let text = #"{"code":"Ok","vendor":\#(deep),"routes":[]}"#
        let error = try #require(importError(Data(text.utf8)))
        #expect(error.reason.contains("nesting deeper than 512 levels"))
        #expect(error.line == 1)
    }

    /// A straight route of `count` steps of 100 m, 10 s each.
    static func longRoute(_ count: Int) throws -> ImportedRoute {
        var steps = [TestStep(type: "depart", name: "Rua 0", meters: 100, seconds: 10)]
        for index in 1..<(count - 1) {
            steps.append(
                TestStep(
                    type: "turn", modifier: index % 2 == 0 ? "left" : "right", name: "Rua \(index)",
                    meters: 100,
                    seconds: 10))
        }
        steps.append(TestStep(type: "arrive", name: "Rua \(count)"))
        return try TestRoutes.importing(TestRoutes.response(legs: [steps]))
    }

    @Test func updatesListAtMostTenRemainingSteps() throws {
        let route = try Self.longRoute(3000)
        var updates = 0
        var listed = 0
        var bytes = 0
        for event in NavigationSimulation(route: route, options: SimulationOptions(tickSeconds: 10)) {
            guard case .navInfo(let info) = event.payload else { continue }
            updates += 1
            listed += info.remainingSteps.count
            #expect(info.remainingSteps.count <= SimulationOptions.defaultMaxRemainingSteps)
            if let current = info.currentStep, let first = info.remainingSteps.first {
                #expect(first.stepNumber == current.stepNumber + 1)
            }
            bytes = max(bytes, try event.wireLine().utf8.count)
        }
        #expect(updates > 2900)
        #expect(listed <= 10 * updates)
        #expect(bytes < 8_000)
    }

    @Test(arguments: [0, 1, 3, Int.max])
    func theNumberOfRemainingStepsIsAnOption(limit: Int) throws {
        let route = try Self.longRoute(40)
        let options = SimulationOptions(tickSeconds: 5, maxRemainingSteps: limit)
        let first = try #require(
            Array(NavigationSimulation(route: route, options: options)).enrouteUpdates.first)
        let current = try #require(first.info.currentStep)
        #expect(first.info.remainingSteps.count == min(limit, route.steps.count - current.stepNumber - 1))
    }

    @Test func theDriveIsTheSameWhateverTheLimitBeyondTheRoute() throws {
        let route = try Self.longRoute(30)
        let capped = Array(
            NavigationSimulation(route: route, options: SimulationOptions(maxRemainingSteps: 100)))
        let all = Array(
            NavigationSimulation(route: route, options: SimulationOptions(maxRemainingSteps: .max)))
        #expect(capped == all)
        #expect(capped.enrouteUpdates.first?.info.remainingSteps.count == 28)
    }

    @Test func expectedUpdatesFollowTheTickAndTheMultiplier() throws {
        let route = try TestRoutes.simple()
        let plain = NavigationSimulation.expectedUpdates(route: route, options: SimulationOptions())
        let actual = Array(NavigationSimulation(route: route)).updates.count
        #expect(abs(plain - Double(actual)) <= 3)
        let tiny = NavigationSimulation.expectedUpdates(
            route: route, options: SimulationOptions(tickSeconds: 1e-9))
        #expect(tiny > 1e10)
        let slow = NavigationSimulation.expectedUpdates(
            route: route, options: SimulationOptions(speedMultiplier: 1e-300))
        #expect(slow > 1e300)
        #expect(!slow.isNaN)
    }

    @Test func noDriveRunsPastTheUpdateLimit() throws {
        let options = SimulationOptions(tickSeconds: 1e-6, maximumUpdates: 500)
        let events = Array(NavigationSimulation(route: try TestRoutes.simple(), options: options))
        #expect(events.updates.count <= 501)
        #expect(
            events.last.map { event in
                if case .navInfo(let info) = event.payload { return info.navState == .stopped }
                return false
            } == true)
    }

    @Test func pacingClampsHugeOffsetsInsteadOfTrapping() {
        #expect(EventPacer.delay(1e300, rate: 1) == .seconds(Int64(EventPacer.longestDelaySeconds)))
        #expect(EventPacer.delay(.infinity, rate: 1) == .seconds(Int64(EventPacer.longestDelaySeconds)))
        #expect(EventPacer.delay(.nan, rate: 1) == .zero)
        #expect(EventPacer.delay(-5, rate: 1) == .zero)
        #expect(EventPacer.delay(1.5, rate: 2) == .milliseconds(750))
    }

    // MARK: - Names and signs

    /// A megabyte of a road name in two-byte letters.
    static let megabyteName = String(repeating: "ã", count: 1 << 19)

    @Test func aMegabyteRoadNameIsCutAtImportWithAWarningNamingStepAndField() throws {
        var steps = TestRoutes.simpleSteps
        steps[1].name = Self.megabyteName
        let route = try TestRoutes.importing(TestRoutes.response(legs: [steps]))
        let step = route.steps[1]
        #expect(step.simpleRoadName == String(repeating: "ã", count: 256))
        #expect(step.fullRoadName == step.simpleRoadName)
        let warning = try #require(route.warnings.first)
        #expect(route.warnings.count == 1)
        #expect(warning.field == "routes[0].legs[0].steps[1].name")
        #expect(warning.message == "1048576 bytes, cut to the first 512")
        let line = try #require(warning.line)
        #expect(
            warning.formatted(source: "route.json")
                == "route.json:\(line): field routes[0].legs[0].steps[1].name: 1048576 bytes, cut to the first 512"
        )
    }

    @Test func aDriveOfAMegabyteRoadNameStaysSmall() throws {
        var steps = TestRoutes.simpleSteps
        steps[1].name = Self.megabyteName
        let route = try TestRoutes.importing(TestRoutes.response(legs: [steps]))
        var total = 0
        var updates = 0
        for event in NavigationSimulation(route: route) {
            let bytes = try event.wireLine().utf8.count
            #expect(bytes < 4_000)
            total += bytes
            updates += 1
        }
        #expect(updates > 100)
        #expect(total < 1_000_000)
    }

    @Test(arguments: ["ref", "destinations", "exits", "rotary_name", "junction_name"])
    func everyNameAndSignIsCutWithAWarningNamingIt(key: String) throws {
        var steps = TestRoutes.simpleSteps
        steps[1].extra[key] = String(repeating: "Campinas ", count: 100)
        let route = try TestRoutes.importing(TestRoutes.response(legs: [steps]))
        // Destinations are also joined to the road's name for the full name, cut in turn.
        let joined = key == "destinations" ? ["routes[0].legs[0].steps[1]"] : []
        #expect(route.warnings.map(\.field) == ["routes[0].legs[0].steps[1].\(key)"] + joined)
        #expect(route.warnings.first?.message == "900 bytes, cut to the first 512")
        let imported = route.routeSteps[1]
        for text in [
            imported.info.fullRoadName, imported.info.simpleRoadName, imported.info.destinations,
            imported.info.exitNumber, imported.info.roundaboutName, imported.rotaryName,
            imported.junctionName,
        ] {
            #expect((text?.utf8.count ?? 0) <= TextBounds.maximumNameBytes)
        }
    }

    @Test func anInstructionAndAWaypointNameAreCutToo() throws {
        var steps = TestRoutes.simpleSteps
        steps[0].maneuverExtra["instruction"] = String(repeating: "Siga em frente ", count: 50)
        let route = try TestRoutes.importing(
            TestRoutes.response(
                legs: [steps], waypointNames: ["Início", String(repeating: "Destino ", count: 80)]))
        #expect(
            route.warnings.map(\.field) == [
                "routes[0].legs[0].steps[0].maneuver.instruction", "waypoints[1].name",
            ])
        #expect(route.steps[0].fullInstructionText?.utf8.count ?? 0 <= TextBounds.maximumNameBytes)
        #expect(route.waypoints[1].title?.utf8.count ?? 0 <= TextBounds.maximumNameBytes)
    }

    @Test func aNameAndDestinationsJoinedBeyondTheBoundAreCutForTheFullName() throws {
        var steps = TestRoutes.simpleSteps
        steps[1].name = String(repeating: "n", count: 400)
        steps[1].extra["destinations"] = String(repeating: "d", count: 400)
        let route = try TestRoutes.importing(TestRoutes.response(legs: [steps]))
        #expect(route.steps[1].simpleRoadName == String(repeating: "n", count: 400))
        #expect(
            route.steps[1].fullRoadName == String(repeating: "n", count: 400) + " / "
                + String(repeating: "d", count: 109))
        #expect(route.warnings.map(\.field) == ["routes[0].legs[0].steps[1]"])
        #expect(
            route.warnings.first?.message
                == "fullRoadName (name / destinations): 803 bytes, cut to the first 512")
    }
}
