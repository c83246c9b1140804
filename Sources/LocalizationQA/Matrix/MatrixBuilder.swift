import Guidance
import GuidanceModel
import Localization

/// Builds the representative inputs for one locale: every maneuver with and without a name,
/// every kind of name the locale's grammar distinguishes, roundabout exits 1–12, distances at
/// every rounding edge and plural boundary of every unit system, lanes, arrivals, alerts and
/// screen texts. The result is one page a reviewer reads top to bottom.
public struct MatrixBuilder: Sendable {
    /// The locale's facts (names and rounding tables come from them).
    public let facts: LocaleFacts

    /// Creates a builder.
    public init(facts: LocaleFacts) {
        self.facts = facts
    }

    /// Every case, grouped and in reading order.
    public func cases() -> [MatrixCase] {
        maneuverCases() + nameCases() + roundaboutCases() + distanceCases() + laneCases() + followingCases()
            + arrivalCases() + alertCases() + screenCases()
    }

    private var names: [SampleName] { SampleName.samples(for: facts) }

    /// The name used where one name stands for all: a feminine or masculine head when the
    /// locale has one, else the plain name.
    private var typicalName: SampleName {
        names.first { $0.kind == "feminine" || $0.kind == "masculine" || $0.kind == "neuter" }
            ?? names[names.count - 1]
    }

    private static func instructionKey(_ maneuver: Maneuver) -> String {
        switch maneuver.family {
        case .arrive: "instruction.destination"
        default: "instruction.\(maneuver.family.rawValue)"
        }
    }

    private func maneuverCases() -> [MatrixCase] {
        var cases: [MatrixCase] = []
        let name = typicalName
        for maneuver in Maneuver.allCases {
            let key = Self.instructionKey(maneuver)
            let spoken = maneuver.wireName
            let stage: PromptStage =
                maneuver == .depart ? .depart : maneuver.family == .arrive ? .prepare : .now
            let distance: Double? = stage == .prepare ? 200 : nil
            let exit = maneuver.family == .offRamp ? "12A" : nil
            let roundabout = maneuver.family == .roundabout ? 2 : -1
            cases.append(
                MatrixCase(
                    id: "\(stage.rawValue)-\(spoken)", group: "Maneuvers", key: key,
                    label: "\(spoken); no name",
                    input: .prompt(.sample(stage, .sample(maneuver), distance: distance))))
            let towards =
                maneuver.family == .fork || maneuver.family == .onRamp || maneuver.family == .offRamp
            let withName = StepInfo.sample(
                maneuver, road: name.name, exit: exit, roundabout: roundabout,
                towards: towards ? SampleName.proper + " Norte" : nil)
            var label = "\(spoken); road \"\(name.name)\" (\(name.kind))"
            if let exit { label += "; exit \(exit)" }
            if roundabout > 0 { label += "; exit number \(roundabout)" }
            if towards { label += "; toward \"\(SampleName.proper) Norte\"" }
            cases.append(
                MatrixCase(
                    id: "\(stage == .now ? "prepare" : stage.rawValue)-\(spoken)-named", group: "Maneuvers",
                    key: key, label: label,
                    input: .prompt(.sample(stage == .now ? .prepare : stage, withName, distance: 200))))
        }
        return cases
    }

    private func nameCases() -> [MatrixCase] {
        var cases: [MatrixCase] = []
        let maneuvers: [Maneuver] = [.turnRight, .straight, .destinationRight]
        for name in names {
            for maneuver in maneuvers {
                cases.append(
                    MatrixCase(
                        id: "prepare-\(maneuver.wireName)-\(name.kind)", group: "Names",
                        key: Self.instructionKey(maneuver),
                        label: "\(maneuver.wireName); road \"\(name.name)\" (\(name.kind))",
                        input: .prompt(.sample(.prepare, .sample(maneuver, road: name.name), distance: 300))))
            }
            cases.append(
                MatrixCase(
                    id: "continue-\(name.kind)", group: "Names", key: "stage.continue",
                    label: "continue on \"\(name.name)\" (\(name.kind)) for 5000 m",
                    input: .prompt(.sample(.continue, nil, distance: 5000, road: name.name))))
            cases.append(
                MatrixCase(
                    id: "arrival-final-\(name.kind)", group: "Names", key: "arrival.final",
                    label: "arrival at \"\(name.name)\" (\(name.kind))",
                    input: .prompt(.sampleArrival(Waypoint(title: name.name, isFinal: true)))))
        }
        return cases
    }

    private func roundaboutCases() -> [MatrixCase] {
        let maneuver = Maneuver.first(of: .roundabout)
        return (1...12).map { exit in
            MatrixCase(
                id: "prepare-roundabout-exit-\(exit)", group: "Roundabout exits",
                key: "instruction.roundabout",
                label: "\(maneuver.wireName); exit number \(exit); road \"\(typicalName.name)\"",
                input: .prompt(
                    .sample(
                        .prepare, .sample(maneuver, road: typicalName.name, roundabout: exit), distance: 300))
            )
        }
    }

    /// Distances just below and at every band's start, at a quarter, a half, three quarters, one,
    /// one and a half and two of its unit (those the band reaches), and below the smallest band.
    public func sampleDistances(_ system: UnitSystem) -> [Double] {
        guard let table = facts.rounding[system] else { return [] }
        var meters: Set<Double> = []
        for band in table.bands {
            let edge = band.from * band.unit.meters
            meters.insert((edge * 0.99 * 100).rounded() / 100)
            meters.insert((edge * 100).rounded() / 100)
            for amount in [0.25, 0.5, 0.75, 1.0, 1.5, 2.0] where amount >= band.from {
                meters.insert((amount * band.unit.meters * 100).rounded() / 100)
            }
        }
        meters.insert((table.below * table.belowUnit.meters * 0.5 * 100).rounded() / 100)
        return meters.sorted(by: >)
    }

    private func distanceCases() -> [MatrixCase] {
        UnitSystem.allCases.flatMap { system in
            sampleDistances(system).map { meters in
                let text = meters.plainText
                // Distances an early prompt says (500 m and more) go through stage.early.
                let stage: PromptStage = meters >= 500 ? .early : .prepare
                return MatrixCase(
                    id: "\(stage.rawValue)-distance-\(system.rawValue)-\(text)",
                    group: "Distances (\(system.rawValue))", key: "stage.\(stage.rawValue)",
                    label: "turnRight in \(text) m",
                    input: .prompt(.sample(stage, .sample(.turnRight), distance: meters)), units: system)
            }
        }
    }

    private func laneCases() -> [MatrixCase] {
        (1...4).flatMap { count in
            LaneHint.Position.allCases.map { position in
                MatrixCase(
                    id: "prepare-lanes-\(count)-\(position.rawValue)", group: "Lanes", key: "lanes.use",
                    label: "turnLeft; \(count) \(position.rawValue) lane(s) of 5",
                    input: .prompt(
                        .sample(
                            .prepare, .sample(.turnLeft), distance: 300,
                            lanes: LaneHint(count: count, position: position, total: 5))))
            }
        }
    }

    private func followingCases() -> [MatrixCase] {
        [
            MatrixCase(
                id: "now-then-named", group: "Two maneuvers", key: "stage.then",
                label: "turnRight, then turnLeft onto \"\(typicalName.name)\"",
                input: .prompt(
                    .sample(.now, .sample(.turnRight), following: .sample(.turnLeft, road: typicalName.name)))
            ),
            MatrixCase(
                id: "prepare-then-lanes", group: "Two maneuvers", key: "stage.then",
                label: "in 200 m turnRight with 2 right lanes, then turnLeft",
                input: .prompt(
                    .sample(
                        .prepare, .sample(.turnRight), distance: 200, following: .sample(.turnLeft),
                        lanes: LaneHint(count: 2, position: .right, total: 4)))),
        ]
    }

    private func arrivalCases() -> [MatrixCase] {
        var cases: [MatrixCase] = []
        for isFinal in [false, true] {
            for place in [nil, typicalName.name] {
                for side in WaypointSide.allCases {
                    let kind = isFinal ? "final" : "waypoint"
                    let id = "arrival-\(kind)-\(place == nil ? "unnamed" : "named")-\(side.wireName)"
                    cases.append(
                        MatrixCase(
                            id: id, group: "Arrival", key: "arrival.\(kind)",
                            label:
                                "\(kind); \(place.map { "\"\($0)\"" } ?? "no name"); side \(side.wireName)",
                            input: .prompt(
                                .sampleArrival(Waypoint(title: place, side: side, isFinal: isFinal)))))
                }
            }
        }
        return cases + stopCases() + noteCases()
    }

    /// The arrive step of an intermediate stop, announced ahead, and the same steps as a
    /// screen's line, which stands alone.
    private func stopCases() -> [MatrixCase] {
        var cases: [MatrixCase] = []
        for maneuver: Maneuver in [.destination, .destinationLeft, .destinationRight] {
            for road in [nil, typicalName.name] {
                var stop = PlannedPrompt.sample(.prepare, .sample(maneuver, road: road), distance: 200)
                stop.intermediateStops = [1]
                let named = road == nil ? "unnamed" : "named"
                cases.append(
                    MatrixCase(
                        id: "prepare-\(maneuver.wireName)-stop-\(named)", group: "Arrival",
                        key: "instruction.destination",
                        label:
                            "\(maneuver.wireName) at an intermediate stop; \(road.map { "\"\($0)\"" } ?? "no name")",
                        input: .prompt(stop)))
            }
            cases.append(
                MatrixCase(
                    id: "screen-instruction-\(maneuver.wireName)", group: "Screens",
                    key: "instruction.destination", label: "instruction line: \(maneuver.wireName)",
                    input: .screenInstruction(.sample(maneuver))))
        }
        return cases
    }

    /// Opening-hours notes at hours whose words differ from their digits in some language (1,
    /// 2, 21, 22 are feminine words in Portuguese), at minutes under ten and on the hour.
    private func noteCases() -> [MatrixCase] {
        let notes: [(String, ArrivalNote)] = [
            ("closesSoon-22-15", .closesSoon(hour: 22, minute: 15)),
            ("closesSoon-21-05", .closesSoon(hour: 21, minute: 5)),
            ("closesSoon-13-00", .closesSoon(hour: 13, minute: 0)),
            ("closesSoon-12-30", .closesSoon(hour: 12, minute: 30)),
            ("closed-1-30-today", .closed(opensHour: 1, opensMinute: 30, day: .today)),
            ("closed-2-00-tomorrow", .closed(opensHour: 2, opensMinute: 0, day: .tomorrow)),
            ("closed-6-30-weekday", .closed(opensHour: 6, opensMinute: 30, day: .weekday(6))),
            ("closed-0-00-tomorrow", .closed(opensHour: 0, opensMinute: 0, day: .tomorrow)),
        ]
        return notes.map { id, note in
            MatrixCase(
                id: "arrival-note-\(id)", group: "Arrival", key: "arrival.spokenTime", label: "note \(id)",
                input: .prompt(.sampleArrival(Waypoint(isFinal: true), note: note)))
        }
    }

    private func alertCases() -> [MatrixCase] {
        let alerts: [(String, String, PlannedPrompt.Alert)] =
            DelayCategory.allCases.map { ("traffic-\($0.wireName)", "alert.traffic", .traffic($0)) }
            + SpeedAlertSeverity.allCases.map { ("speeding-\($0.wireName)", "alert.speeding", .speeding($0)) }
            + RouteStatus.allCases.map {
                ("routeFailed-\($0.wireName)", "alert.routeFailed", .routeFailed($0))
            }
        let rerouting = MatrixCase(
            id: "rerouting", group: "Alerts", key: "alert.rerouting", label: "rerouting",
            input: .prompt(PlannedPrompt(id: 0, stage: .rerouting, promptClass: .alert, routeVersion: 0)))
        return [rerouting]
            + alerts.map { id, key, alert in
                MatrixCase(
                    id: "alert-\(id)", group: "Alerts", key: key, label: id,
                    input: .prompt(
                        PlannedPrompt(
                            id: 0, stage: .alert, promptClass: .alert, alert: alert, routeVersion: 0)))
            }
    }

    private func screenCases() -> [MatrixCase] {
        [
            MatrixCase(
                id: "screen-rerouting", group: "Screens", key: "casting.rerouting", label: "rerouting line",
                input: .screenRerouting),
            MatrixCase(
                id: "screen-instruction", group: "Screens", key: "instruction.turn",
                label: "instruction line: turnLeft onto \"\(typicalName.name)\"",
                input: .screenInstruction(.sample(.turnLeft, road: typicalName.name))),
            MatrixCase(
                id: "screen-following", group: "Screens", key: "casting.then",
                label: "second line: then turnRight",
                input: .screenFollowing(.sample(.turnRight))),
        ]
            + [30, 60, 3540, 3600, 3660, 7500].map { (seconds: Double) in
                MatrixCase(
                    id: "screen-duration-\(Int(seconds))", group: "Screens", key: "casting.duration",
                    label: "time left: \(Int(seconds)) s", input: .screenDuration(seconds: seconds))
            }
    }
}
