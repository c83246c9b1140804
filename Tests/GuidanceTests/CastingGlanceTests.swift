import GuidanceModel
import MessageFormat
import Testing

@testable import Guidance

/// The fields glanceable screens draw: the short instruction, badges, the next maneuver, the
/// arrival clock time and the arrival that outlasts the stop.
@Suite struct CastingGlanceTests {
    func cast(
        _ events: [NavigatorEvent], renderer: any PromptRendering, clock: CastingClock? = nil
    ) -> [CastingRecord] {
        var records: [CastingRecord] = []
        let navigator = Navigator()
        navigator.addListener(CastingListener(renderer: renderer, clock: clock) { records.append($0) })
        for event in events { navigator.dispatch(event) }
        return records
    }

    func update(_ step: StepInfo, following: [StepInfo] = [], seconds: Double? = nil, at time: Double? = nil)
        -> NavigatorEvent
    {
        NavigatorEvent(
            .navInfo(
                NavInfo(
                    navState: .enroute, currentStep: step, remainingSteps: following,
                    distanceToCurrentStepMeters: 300, timeToCurrentStepSeconds: 30,
                    timeToFinalDestinationSeconds: seconds)), timestamp: time)
    }

    @Test func aSignpostedExitIsShortWithItsNumberAndRoadNumbersAsBadges() throws {
        let step = StepInfo(
            maneuver: .offRampRight, exitNumber: "23B", stepNumber: 4,
            destinations: "SP-330: Campinas, Jundiaí, Valinhos")
        let state = try #require(cast([update(step)], renderer: Shipped.renderer("pt-BR")).first?.state)
        #expect(state.short == "Pegue a saída à direita sentido Campinas, Jundiaí")
        #expect(state.exit == "23B")
        #expect(state.refs == ["SP-330"])
        #expect(state.region == "BR")
        #expect(state.primary?.contains("Valinhos") == true)  // the full sentence keeps every place
    }

    @Test func aNumberedRoadIsItsOwnBadge() throws {
        let step = StepInfo(maneuver: .turnRight, simpleRoadName: "BR-116", stepNumber: 2)
        let record = try #require(cast([update(step)], renderer: Shipped.renderer("pt-BR")).first)
        #expect(record.state.short == "Vire à direita na BR-116")
        #expect(record.state.refs == ["BR-116"])
        #expect(record.json.contains(#""short":"Vire à direita na BR-116","refs":["BR-116"],"region":"BR""#))
    }

    @Test func aRoundaboutSaysItsExit() throws {
        var step = StepInfo(
            maneuver: .roundaboutRightCounterClockwise, simpleRoadName: "Avenida Paulista", stepNumber: 3)
        step.roundaboutTurnNumber = 3
        let state = try #require(cast([update(step)], renderer: Shipped.renderer("en-US")).first?.state)
        #expect(state.short == "Take the 3rd exit onto Avenida Paulista")
        #expect(state.refs.isEmpty && state.exit == nil)
    }

    @Test func aCloseFollowingManeuverIsPreviewed() throws {
        let steps = FeedBuilder.steps([(.turnLeft, 300, "Rua Augusta"), (.turnRight, 60, "Rua Haddock Lobo")])
        let record = try #require(
            cast([update(steps[0], following: [steps[1]])], renderer: Shipped.renderer("en-US")).first)
        #expect(
            record.state.next
                == CastingPreview(maneuver: .turnRight, short: "Turn right onto Rua Haddock Lobo"))
        #expect(
            record.json.contains(
                #""next":{"maneuver":"turnRight","maneuverRaw":7,"short":"Turn right onto Rua Haddock Lobo"}"#
            ))
    }

    @Test func theArrivalClockTimeIsLocalToTheGivenZone() throws {
        let step = StepInfo(maneuver: .turnLeft, simpleRoadName: "Rua Augusta", stepNumber: 1)
        // 2025-11-30T10:00:00Z plus 12 minutes, in São Paulo (UTC-3).
        let saoPaulo = CastingClock(fixedOffsetSeconds: -3 * 3600)
        let brazil = try #require(
            cast(
                [update(step, seconds: 720, at: 1_764_496_800)], renderer: Shipped.renderer("pt-BR"),
                clock: saoPaulo
            )
            .first)
        #expect(brazil.state.arrival == CastingArrival(time: "2025-11-30T07:12-03:00", text: "07:12"))
        #expect(brazil.json.contains(#""arrival":{"time":"2025-11-30T07:12-03:00","text":"07:12"}"#))
        // Just after midnight UTC is the evening before in São Paulo.
        let evening = cast(
            [update(step, seconds: 60, at: 1_764_460_800)], renderer: try Shipped.renderer("en-US"),
            clock: saoPaulo)
        #expect(
            evening.first?.state.arrival == CastingArrival(time: "2025-11-29T21:01-03:00", text: "9:01 PM"))
        // Fourteen hours on, in Tokyo, is the next morning.
        let tokyo = cast(
            [update(step, seconds: 14 * 3600, at: 1_764_496_800)], renderer: try Shipped.renderer("en-GB"),
            clock: CastingClock(fixedOffsetSeconds: 9 * 3600))
        #expect(tokyo.first?.state.arrival == CastingArrival(time: "2025-12-01T09:00+09:00", text: "09:00"))
    }

    @Test func aRecordingTimedFromItsStartHasNoClockTime() throws {
        let step = StepInfo(maneuver: .turnLeft, simpleRoadName: "Rua Augusta", stepNumber: 1)
        let records = cast(
            [update(step, seconds: 720, at: 12)], renderer: try Shipped.renderer("pt-BR"),
            clock: CastingClock(fixedOffsetSeconds: 0))
        #expect(records.first?.state.arrival == nil)
        #expect(records.first?.state.etaText == "12 min")
        #expect(records.first?.json.contains("arrival") == false)
    }

    @Test func theArrivalOutlastsTheStopUntilANewRoute() throws {
        let arrive = StepInfo(maneuver: .destinationRight, simpleRoadName: "Rua Oscar Freire", stepNumber: 5)
        let stopped = NavigatorEvent(.navInfo(NavInfo(navState: .stopped)))
        let place = Waypoint(title: "Livraria da Esquina", side: .right, isFinal: true)
        let next = StepInfo(maneuver: .depart, simpleRoadName: "Rua Augusta", stepNumber: 0)
        let records = cast(
            [update(arrive), NavigatorEvent(.arrival(place)), stopped, update(next), stopped],
            renderer: StubRenderer())
        #expect(records.map(\.state.arrived) == [false, true, true, false, false])
        let stop = records[2]
        #expect(stop.state.mode == .stopped && stop.state.place?.name == "Livraria da Esquina")
        #expect(stop.json.contains(#""place":{"name":"Livraria da Esquina","attributions":[]}"#))
        #expect(stop.json.hasSuffix(#""arrived":true}"#))
        #expect(records[4].state.place == nil)
    }

    @Test func everyLocaleWordsEveryManeuverShort() throws {
        for tag in Shipped.allLocales {
            let renderer = try Shipped.renderer(tag)
            for maneuver in Maneuver.allCases {
                for (road, towards) in [("Rua Augusta", nil), (nil, "Campinas, Jundiaí"), (nil, nil)]
                    as [(String?, String?)]
                {
                    var step = StepInfo(
                        maneuver: maneuver, simpleRoadName: road, stepNumber: 1, destinations: towards)
                    if maneuver.family == .roundabout {
                        step.roundaboutTurnNumber = maneuver.rawValue % 2 == 0 ? 2 : -1
                    }
                    for stop in [false, true] {
                        let text = try #require(
                            renderer.shortInstruction(for: step, endsAtStop: stop), "\(tag) \(maneuver)")
                        #expect(
                            !text.isEmpty && !text.contains("{") && !text.contains("}"),
                            "\(tag) \(maneuver): \(text)")
                        // The name, or its stem before a case ending that lengthens its last
                        // vowel (hu "a Rua Augustára").
                        if let road, maneuver.family != .arrive {
                            #expect(
                                text.contains(road) || text.contains(road.dropLast()),
                                "\(tag) \(maneuver): \(text)")
                        }
                    }
                }
            }
            for hour in 0..<24 {
                let clock = try #require(renderer.clockTime(hour: hour, minute: 5), "\(tag) \(hour)")
                #expect(clock.contains(":05"), "\(tag): \(clock)")
            }
            #expect(renderer.clockTime(hour: 24, minute: 0) == nil)
        }
    }

    @Test func localMinutesFollowTheGregorianCalendar() {
        #expect(LocalMinute(unixMinute: 0, offsetMinutes: 0).iso8601 == "1970-01-01T00:00Z")
        #expect(LocalMinute(unixMinute: -1, offsetMinutes: 0).iso8601 == "1969-12-31T23:59Z")
        #expect(LocalMinute(unixMinute: 951_782_400 / 60, offsetMinutes: 0).iso8601 == "2000-02-29T00:00Z")
        #expect(
            LocalMinute(unixMinute: 951_782_400 / 60, offsetMinutes: 330).iso8601 == "2000-02-29T05:30+05:30")
        #expect(
            LocalMinute(unixMinute: 4_107_542_400 / 60, offsetMinutes: -60).iso8601
                == "2100-02-28T23:00-01:00")
        #expect(CastingClock(fixedOffsetSeconds: 0).arrival(now: .nan, seconds: 60) == nil)
        #expect(CastingClock(fixedOffsetSeconds: 0).arrival(now: 1_764_496_800, seconds: .infinity) == nil)
    }

    @Test func theRegionComesFromTheLocaleTag() {
        #expect(LanguageTag("pt-BR")?.region == "BR")
        #expect(LanguageTag("es-419")?.region == "419")
        #expect(LanguageTag("en-Latn-us")?.region == "US")
        #expect(LanguageTag("ar")?.region == nil)
        #expect(LanguageTag("de-x-ch")?.region == nil)
    }
}
