import GuidanceModel
import Testing

@testable import Geometry
@testable import Simulator

/// Helpers to look into a drive.
extension Array where Element == NavigatorEvent {
    var updates: [(time: Double, info: NavInfo)] {
        compactMap { event in
            if case .navInfo(let info) = event.payload { return (event.timestamp ?? -1, info) }
            return nil
        }
    }

    var enrouteUpdates: [(time: Double, info: NavInfo)] { updates.filter { $0.info.navState == .enroute } }

    var arrivals: [(time: Double, waypoint: Waypoint)] {
        compactMap { event in
            if case .arrival(let waypoint) = event.payload { return (event.timestamp ?? -1, waypoint) }
            return nil
        }
    }

    func times(of kind: NavigatorEvent.Kind) -> [Double] {
        filter { $0.kind == kind }.map { $0.timestamp ?? -1 }
    }
}

@Suite struct SimulationTests {
    /// depart 1000 m (100 s), turn right 500 m (50 s), arrive: 10 m/s throughout.
    private func drive(_ options: SimulationOptions = SimulationOptions()) throws -> [NavigatorEvent] {
        Array(NavigationSimulation(route: try TestRoutes.simple(), options: options))
    }

    @Test func startsWithRouteChangedAndAFlaggedUpdate() throws {
        let events = try drive()
        #expect(events[0].kind == .routeChanged)
        #expect(events[0].timestamp == 0)
        let updates = events.updates
        #expect(updates[0].info.routeChanged)
        #expect(!updates[1].info.routeChanged)
        #expect(updates[0].info.navState == .enroute)
    }

    @Test func theCurrentStepIsTheUpcomingManeuver() throws {
        let updates = try drive().enrouteUpdates
        let onFirstRoad = try #require(updates.first { $0.time == 50 })
        #expect(onFirstRoad.info.currentStep?.stepNumber == 1)
        #expect(onFirstRoad.info.currentStep?.maneuver == .turnRight)
        #expect(onFirstRoad.info.distanceToCurrentStepMeters == 500)
        #expect(onFirstRoad.info.timeToCurrentStepSeconds == 50)
        #expect(onFirstRoad.info.remainingSteps.map(\.stepNumber) == [2])
        #expect(onFirstRoad.info.distanceToFinalDestinationMeters == 1000)
        #expect(onFirstRoad.info.timeToFinalDestinationSeconds == 100)
        let onSecondRoad = try #require(updates.first { $0.time == 120 })
        #expect(onSecondRoad.info.currentStep?.stepNumber == 2)
        #expect(onSecondRoad.info.distanceToCurrentStepMeters == 300)
        #expect(onSecondRoad.info.remainingSteps.isEmpty)
    }

    @Test func ticksAdvanceTheClockAndTheVehicle() throws {
        let updates = try drive().enrouteUpdates
        #expect(updates.map(\.time) == (0...150).map(Double.init))
        for (earlier, later) in zip(updates, updates.dropFirst()) {
            let covered =
                (earlier.info.distanceToFinalDestinationMeters ?? .nan)
                - (later.info.distanceToFinalDestinationMeters ?? .nan)
            #expect(abs(covered - 10) < 1e-6)
        }
        #expect(updates.allSatisfy { abs(($0.info.speedMetersPerSecond ?? 0) - 10) < 1e-9 })
    }

    @Test func aLongerTickCoversMoreGroundPerUpdate() throws {
        let updates = try drive(SimulationOptions(tickSeconds: 2.5)).enrouteUpdates
        #expect(updates.map(\.time) == (0...60).map { Double($0) * 2.5 })
        #expect(abs((updates[1].info.distanceToFinalDestinationMeters ?? .nan) - 1475) < 1e-6)
    }

    @Test func theMultiplierSpeedsTheVehicleUp() throws {
        let updates = try drive(SimulationOptions(speedMultiplier: 2)).enrouteUpdates
        #expect(updates.last?.time == 75)
        #expect(abs((updates[1].info.distanceToFinalDestinationMeters ?? .nan) - 1480) < 1e-6)
        #expect(abs((updates[1].info.speedMetersPerSecond ?? 0) - 20) < 1e-9)
        // Times to go stay in the route's own time.
        #expect(abs((updates[1].info.timeToFinalDestinationSeconds ?? .nan) - 148) < 1e-6)
    }

    @Test func nonPositiveMultipliersAreIgnored() throws {
        #expect(try drive(SimulationOptions(speedMultiplier: -3)).enrouteUpdates.last?.time == 150)
        #expect(try drive(SimulationOptions(speedMultiplier: 0)).enrouteUpdates.last?.time == 150)
    }

    @Test func aFixedSpeedReplacesTheRoutesDurations() throws {
        let updates = try drive(SimulationOptions(speed: .fixed(kilometersPerHour: 72))).enrouteUpdates
        #expect(updates.last?.time == 75)
        #expect(abs((updates[0].info.timeToFinalDestinationSeconds ?? .nan) - 75) < 1e-9)
        // The steps' own durations follow the chosen speed too.
        #expect(updates[0].info.currentStep?.timeFromPrevStepSeconds == 50)
        #expect(updates[0].info.remainingSteps.first?.timeFromPrevStepSeconds == 25)
    }

    @Test func remainingTimeAndDistanceAreThrottled() throws {
        let events = try drive()
        #expect(events.times(of: .remainingTime) == stride(from: 0.0, through: 150, by: 10).map { $0 })
        #expect(events.times(of: .remainingDistance) == events.times(of: .remainingTime))
        let values = events.compactMap { event -> Double? in
            if case .remainingTime(let seconds) = event.payload { return seconds }
            return nil
        }
        #expect(values.first == 150)
        #expect(values.last == 0)
    }

    @Test func arrivalComesOnceThenAStoppedUpdateEndsTheDrive() throws {
        let events = try drive()
        #expect(events.arrivals.count == 1)
        #expect(events.arrivals[0].waypoint.isFinal)
        #expect(events.arrivals[0].waypoint.title == "Destino")
        #expect(events.arrivals[0].waypoint.side == .left)
        #expect(events.arrivals[0].time == 150)
        let last = try #require(events.updates.last)
        #expect(last.info.navState == .stopped)
        #expect(last.info.currentStep == nil)
        #expect(events.last?.kind == .navInfo)
        let arrivalIndex = try #require(events.firstIndex { $0.kind == .arrival })
        #expect(arrivalIndex == events.count - 2)
    }

    @Test func locationsAreSnappedToTheRoad() throws {
        let updates = try drive().enrouteUpdates
        let halfway = try #require(updates.first { $0.time == 50 }?.info.location)
        #expect(abs(halfway.coordinate.latitude - 500 / TestRoutes.metersPerDegree) < 1e-7)
        #expect(halfway.coordinate.longitude == 0)
        #expect(abs(halfway.bearing ?? -1) < 1e-9)
        #expect(halfway.speed == 10)
    }

    @Test func aPauseHoldsThePositionWhileUpdatesContinue() throws {
        let events = try drive(SimulationOptions(pause: .init(step: 1, seconds: 5)))
        let updates = events.enrouteUpdates
        let held = updates.filter { $0.info.speedMetersPerSecond == 0 }
        #expect(held.map(\.time) == [100, 101, 102, 103, 104])
        #expect(
            held.allSatisfy {
                $0.info.currentStep?.stepNumber == 1 && $0.info.distanceToCurrentStepMeters == 0
            })
        #expect(Set(held.compactMap { $0.info.location?.coordinate }).count == 1)
        #expect(events.arrivals.map(\.time) == [155])
        #expect(updates.last?.time == 155)
    }

    @Test func nonsensicalPausesEndAtOnce() throws {
        for seconds in [-5, Double.nan, 0] {
            let events = try drive(SimulationOptions(pause: .init(step: 1, seconds: seconds)))
            #expect(events.arrivals.map(\.time) == [150])
        }
        let beyondTheRoute = try drive(SimulationOptions(pause: .init(step: 99, seconds: 5)))
        #expect(beyondTheRoute.arrivals.map(\.time) == [150])
    }

    @Test func jitterIsDeterministicPerSeed() throws {
        let plain = try drive().enrouteUpdates.compactMap { $0.info.location?.coordinate }
        let first = try drive(SimulationOptions(jitterMeters: 8, seed: 42)).enrouteUpdates
        let again = try drive(SimulationOptions(jitterMeters: 8, seed: 42)).enrouteUpdates
        let other = try drive(SimulationOptions(jitterMeters: 8, seed: 43)).enrouteUpdates
        let firstPoints = first.compactMap { $0.info.location?.coordinate }
        #expect(firstPoints == again.compactMap { $0.info.location?.coordinate })
        #expect(firstPoints != other.compactMap { $0.info.location?.coordinate })
        let offsets = zip(firstPoints, plain).map { Geodesy.distance($0, $1) }
        #expect(offsets.allSatisfy { $0 <= 8 + 1e-6 })
        #expect(offsets.contains { $0 > 1 })
        // Jitter moves the reported location only, never the navigation distances.
        let plainDistances = try drive().enrouteUpdates.map(\.info.distanceToFinalDestinationMeters)
        #expect(first.map(\.info.distanceToFinalDestinationMeters) == plainDistances)
    }

    @Test func splitMixIsTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        // First outputs of SplitMix64 seeded with 0 (Vigna's reference implementation).
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        let unit = generator.nextUnit()
        #expect(unit >= 0 && unit < 1)
    }

    @Test func anInjectedRerouteRenumbersTheRemainingRoute() throws {
        let data = TestRoutes.response(
            legs: [
                [
                    TestStep(type: "depart", name: "Avenida A", meters: 1000, seconds: 100),
                    TestStep(type: "turn", modifier: "right", name: "Rua B", meters: 500, seconds: 50),
                    TestStep(type: "turn", modifier: "left", name: "Rua C", meters: 500, seconds: 50),
                    TestStep(type: "arrive", modifier: "right", name: "Rua C"),
                ]
            ], waypointNames: ["A", "Z"])
        let route = try TestRoutes.importing(data)
        let events = Array(
            NavigationSimulation(route: route, options: SimulationOptions(reroute: .init(step: 2))))
        let rerouting = events.updates.filter { $0.info.navState == .rerouting }
        #expect(rerouting.map(\.time) == [125, 126, 127])
        #expect(rerouting.allSatisfy { $0.info.currentStep == nil && $0.info.remainingSteps.isEmpty })
        #expect(events.times(of: .routeChanged) == [0, 128])
        let after = try #require(events.enrouteUpdates.first { $0.time == 128 })
        #expect(after.info.routeChanged)
        #expect(after.info.currentStep?.maneuver == .turnLeft)
        #expect(after.info.currentStep?.stepNumber == 1)
        #expect(after.info.currentStep?.distanceFromPrevStepMeters == 250)
        #expect(after.info.distanceToCurrentStepMeters == 250)
        #expect(after.info.remainingSteps.map(\.stepNumber) == [2])
        #expect(after.info.distanceToFinalDestinationMeters == 750)
        let before = try #require(events.enrouteUpdates.first { $0.time == 124 })
        #expect(before.info.currentStep?.stepNumber == 2)
        #expect(events.arrivals.map(\.time) == [203])
        #expect(events.arrivals.map(\.waypoint.title) == ["Z"])
    }

    @Test func multiLegDrivesArriveAtEachWaypoint() throws {
        let data = TestRoutes.response(
            legs: [TestRoutes.simpleSteps, TestRoutes.simpleSteps], waypointNames: ["A", "B", "C"])
        let events = Array(NavigationSimulation(route: try TestRoutes.importing(data)))
        #expect(events.arrivals.map(\.time) == [150, 300])
        #expect(events.arrivals.map(\.waypoint.title) == ["B", "C"])
        #expect(events.arrivals.map(\.waypoint.isFinal) == [false, true])
        #expect(events.times(of: .routeChanged) == [0, 150])
        let atStop = try #require(events.enrouteUpdates.first { $0.time == 150 })
        #expect(atStop.info.currentStep?.stepNumber == 2)
        #expect(atStop.info.distanceToNextDestinationMeters == 0)
        let nextLeg = try #require(events.enrouteUpdates.first { $0.time == 151 })
        #expect(nextLeg.info.routeChanged)
        #expect(nextLeg.info.currentStep?.stepNumber == 4)
        #expect(nextLeg.info.distanceToNextDestinationMeters == 1490)
        let early = try #require(events.enrouteUpdates.first { $0.time == 10 })
        #expect(early.info.distanceToNextDestinationMeters == 1400)
        #expect(early.info.distanceToFinalDestinationMeters == 2900)
    }

    @Test func aRouteOfOneStepIsDrivenToItsEnd() throws {
        let data = TestRoutes.response(legs: [
            [TestStep(type: "depart", name: "Rua Única", meters: 300, seconds: 30)]
        ])
        let events = Array(NavigationSimulation(route: try TestRoutes.importing(data)))
        #expect(events.enrouteUpdates.first?.info.currentStep?.stepNumber == 0)
        #expect(events.enrouteUpdates.first?.info.distanceToCurrentStepMeters == 300)
        #expect(events.arrivals.map(\.time) == [30])
        #expect(events.updates.last?.info.navState == .stopped)
    }

    @Test func aRouteOfOnlyAnArrivalArrivesAtOnce() throws {
        let data = TestRoutes.response(legs: [[TestStep(type: "arrive", name: "Aqui")]])
        let events = Array(NavigationSimulation(route: try TestRoutes.importing(data)))
        #expect(events.arrivals.map(\.time) == [0])
        #expect(
            events.map(\.kind) == [
                .routeChanged, .navInfo, .remainingTime, .remainingDistance, .arrival, .navInfo,
            ])
    }
}

@Suite struct EventPacerTests {
    @Test func offsetsFollowTheRecordedTimestamps() {
        #expect(EventPacer.offsets(for: [nil, 5, 6, 4, nil, 9.5]) == [0, 0, 1, 1, 1, 4.5])
        #expect(EventPacer.offsets(for: [100, 100, 101]) == [0, 0, 1])
        #expect(EventPacer.offsets(for: []) == [])
    }

    @Test func playingDeliversEveryEventInOrder() async {
        let events = (0..<5).map {
            NavigatorEvent(.remainingTime(seconds: Double($0)), timestamp: Double($0) / 1000)
        }
        let collector = Collector()
        await EventPacer(rate: 1).play(events) { event in
            await collector.add(event)
            return true
        }
        #expect(await collector.events == events)
    }

    actor Collector {
        var events: [NavigatorEvent] = []
        func add(_ event: NavigatorEvent) { events.append(event) }
    }
}
