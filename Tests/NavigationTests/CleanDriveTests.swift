import GuidanceModel
import Location
import Navigation
import Simulator
import Testing

/// (a) Fed the simulator's own positions, the follower says what the simulator says.
@Suite struct CleanDriveTests {
    static let routes = TestRoutes.engineAnswers + TestRoutes.examples

    /// The simulator's drive and the follower's answer to its positions.
    static func drive(_ name: String) throws -> (simulated: [NavigatorEvent], followed: FollowerRun) {
        let route = try TestRoutes.named(name)
        let simulated = Array(NavigationSimulation(route: route))
        var run = FollowerRun(route)
        for event in simulated {
            guard let info = event.navInfo, info.navState == .enroute, let location = info.location,
                let time = event.timestamp
            else { continue }
            run.feed(
                Fix(
                    time: 1_800_000_000 + time, coordinate: location.coordinate,
                    speed: info.speedMetersPerSecond,
                    track: location.bearing, horizontalError: 2, mode: .threeDimensional))
        }
        return (simulated, run)
    }

    @Test(arguments: routes)
    func theStepsAreTheSimulatorsSteps(_ name: String) throws {
        let (simulated, run) = try Self.drive(name)
        let simulatedSteps = Self.stepSequence(simulated.compactMap(\.navInfo))
        let followedSteps = Self.stepSequence(run.updates)
        #expect(followedSteps == simulatedSteps, "\(name)")
    }

    @Test(arguments: routes)
    func theDistancesAgreeWithinAFewMeters(_ name: String) throws {
        let (simulated, run) = try Self.drive(name)
        var simulatedByTime: [Double: NavInfo] = [:]
        for event in simulated {
            if let info = event.navInfo, info.navState == .enroute, let time = event.timestamp {
                simulatedByTime[time] = simulatedByTime[time] ?? info
            }
        }
        var compared = 0
        var worst = 0.0
        for event in run.events {
            guard let followed = event.navInfo, followed.navState == .enroute, let time = event.timestamp,
                let expected = simulatedByTime[time], (expected.distanceToNextDestinationMeters ?? 0) > 30
            else { continue }
            compared += 1
            let final = abs(
                (followed.distanceToFinalDestinationMeters ?? -1)
                    - (expected.distanceToFinalDestinationMeters ?? 0))
            worst = max(worst, final)
            if followed.currentStep?.stepNumber == expected.currentStep?.stepNumber {
                let toStep = abs(
                    (followed.distanceToCurrentStepMeters ?? -1) - (expected.distanceToCurrentStepMeters ?? 0)
                )
                worst = max(worst, toStep)
            }
        }
        print("clean drive \(name): \(compared) updates compared, worst difference \(worst) m")
        #expect(compared > 10, "\(name)")
        #expect(worst <= 3, "\(name): worst difference \(worst) m")
    }

    @Test(arguments: routes)
    func everyWaypointArrivesOnceNearWhereTheSimulatorArrives(_ name: String) throws {
        let (simulated, run) = try Self.drive(name)
        let expected = simulated.compactMap {
            if case .arrival(let waypoint) = $0.payload { waypoint } else { nil }
        }
        #expect(run.arrivals == expected, "\(name)")
        let changes = { (events: [NavigatorEvent]) in events.filter { $0.kind == .routeChanged }.count }
        #expect(changes(run.events) == changes(simulated), "\(name)")
        #expect(run.events.last?.navInfo?.navState == .stopped, "\(name)")
        #expect(run.follower.status == .finished)
        // Each arrival comes when the simulator is within the arrival distance (plus one second's
        // driving) of the waypoint.
        for event in run.events where event.kind == .arrival {
            let simulatedThen = simulated.first { $0.timestamp == event.timestamp && $0.navInfo != nil }?
                .navInfo
            #expect((simulatedThen?.distanceToNextDestinationMeters ?? 0) <= 25 + 25, "\(name)")
        }
    }

    @Test func afterTheFinalArrivalNothingMoreIsSaid() throws {
        var (_, run) = try Self.drive("osrm-sp-motorway-exit-polyline.json")
        let drive = TrueDrive(try TestRoutes.engine("osrm-sp-motorway-exit-polyline.json"))
        #expect(run.feed(drive.fix(at: drive.duration + 100)).isEmpty)
    }

    @Test func theFirstUpdateIsTheSimulatorsFirst() throws {
        let (simulated, run) = try Self.drive("sao-paulo.osrm.json")
        #expect(Array(run.events.prefix(4).map(\.kind)) == Array(simulated.prefix(4).map(\.kind)))
        #expect(run.updates.first?.routeChanged == true)
        #expect(run.updates.first?.remainingSteps.count == 10)
        #expect(run.events.first?.timestamp == 0)
    }

    /// The current step numbers in order, each once.
    static func stepSequence(_ updates: [NavInfo]) -> [Int] {
        var sequence: [Int] = []
        for info in updates where info.navState == .enroute {
            if let number = info.currentStep?.stepNumber, sequence.last != number { sequence.append(number) }
        }
        return sequence
    }
}
