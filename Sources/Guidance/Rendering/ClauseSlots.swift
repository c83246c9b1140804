import GuidanceModel

/// The variables of an instruction clause as a renderer fills them: each keyword (the maneuver,
/// the travel mode, the direction, the `yes`/`no` flags, the side, the stop, the ferry) as its
/// small code (its word in ``MessageSlot/keyword(_:)``), and the names as the step's own strings.
/// ``SlotArguments/init(_:)`` gives the variables as the text the messages read.
struct ClauseSlots {
    /// The maneuver (its code is its raw value).
    var maneuver: Maneuver
    /// The code of the travel mode.
    var mode: Int
    /// The code of the maneuver's direction.
    var direction: Int
    /// Whether the clause follows a lead-in.
    var lead: Bool
    /// The road, the signs, the exit and the roundabout's name: empty when blank or absent (their
    /// `has…` flags then say `no`).
    var road = ""
    var towards = ""
    var exit = ""
    var roundaboutName = ""
    /// `$roundaboutExit`, 0 when unknown.
    var roundaboutExit = 0
    /// The codes of `$ferry`, `$side` and `$stop`, -1 where the maneuver has none.
    var ferry = -1
    var side = -1
    var stop = -1

    /// The variables of a maneuver, its names and signs not yet set.
    init(_ maneuver: Maneuver, mode: TravelMode, lead: Bool) {
        self.maneuver = maneuver
        self.mode = Self.code(of: mode)
        self.direction = Self.directionCodes[maneuver.rawValue]
        self.lead = lead
    }

    /// The code of a keyword slot's value, nil when the slot is not a keyword or has no value.
    subscript(code slot: MessageSlot) -> Int? {
        switch slot {
        case .maneuver: maneuver.rawValue
        case .mode: mode
        case .direction: direction
        case .lead: lead ? 1 : 0
        case .hasRoad: road.isEmpty ? 0 : 1
        case .hasTowards: towards.isEmpty ? 0 : 1
        case .hasExit: exit.isEmpty ? 0 : 1
        case .hasRoundaboutName: roundaboutName.isEmpty ? 0 : 1
        case .hasRoundaboutExit: roundaboutExit >= 1 ? 1 : 0
        case .ferry: ferry < 0 ? nil : ferry
        case .side: side < 0 ? nil : side
        case .stop: stop < 0 ? nil : stop
        default: nil
        }
    }

    subscript(string slot: MessageSlot) -> String? {
        switch slot {
        case .road: road
        case .towards: towards
        case .exit: exit
        case .roundaboutName: roundaboutName
        default: self[code: slot].map { slot.keyword($0) }
        }
    }

    /// The code of a travel mode.
    static func code(of mode: TravelMode) -> Int {
        switch mode {
        case .drive: 0
        case .walk: 1
        case .cycle: 2
        case .transit: 3
        }
    }

    /// The code of each maneuver's direction (its position among the cases), by the maneuver's
    /// raw value (raw values run from 0 in case order, without gaps): made once, so that a clause
    /// finds it by index.
    private static let directionCodes: [Int] = Maneuver.allCases.map { maneuver in
        ManeuverDirection.allCases.firstIndex(of: maneuver.direction) ?? 0
    }
}
