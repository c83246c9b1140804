/// One maneuver of the route and the road it leads onto, as the navigator describes it.
public struct StepInfo: Sendable, Hashable, Codable {
    /// What the driver does at the end of the previous step.
    public var maneuver: Maneuver
    /// The road name with its signposts, e.g. "CA-85 / Mtn View"; shown on screens.
    public var fullRoadName: String?
    /// The bare road name, e.g. "CA-85"; the one prompts say.
    public var simpleRoadName: String?
    /// The navigator's own sentence in the device language; kept for reference, never rendered.
    public var fullInstructionText: String?
    /// The signposted exit number, e.g. "9A".
    public var exitNumber: String?
    /// The exit count from the roundabout entry; -1 when the step is not a roundabout.
    public var roundaboutTurnNumber: Int
    /// Which side traffic drives on.
    public var drivingSide: DrivingSide
    /// The index of the step in the whole route, first step 0.
    public var stepNumber: Int
    /// The length of the step in meters.
    public var distanceFromPrevStepMeters: Double
    /// The duration of the step in seconds.
    public var timeFromPrevStepSeconds: Double
    /// The lanes before the maneuver, left to right; empty when unknown.
    public var lanes: [Lane]
    /// Signposted destinations of a ramp or fork ("toward Santos"), when the source knows them.
    public var destinations: String?
    /// The name of the roundabout the maneuver goes round ("Praça Roosevelt"), when the source
    /// knows it (OSRM's `rotary_name`); never the road the exit leads onto.
    public var roundaboutName: String?

    /// Creates a step.
    public init(
        maneuver: Maneuver,
        fullRoadName: String? = nil,
        simpleRoadName: String? = nil,
        fullInstructionText: String? = nil,
        exitNumber: String? = nil,
        roundaboutTurnNumber: Int = -1,
        drivingSide: DrivingSide = .right,
        stepNumber: Int,
        distanceFromPrevStepMeters: Double = 0,
        timeFromPrevStepSeconds: Double = 0,
        lanes: [Lane] = [],
        destinations: String? = nil,
        roundaboutName: String? = nil
    ) {
        self.maneuver = maneuver
        self.fullRoadName = fullRoadName
        self.simpleRoadName = simpleRoadName
        self.fullInstructionText = fullInstructionText
        self.exitNumber = exitNumber
        self.roundaboutTurnNumber = roundaboutTurnNumber
        self.drivingSide = drivingSide
        self.stepNumber = stepNumber
        self.distanceFromPrevStepMeters = distanceFromPrevStepMeters
        self.timeFromPrevStepSeconds = timeFromPrevStepSeconds
        self.lanes = lanes
        self.destinations = destinations
        self.roundaboutName = roundaboutName
    }

    /// The name prompts should say: the simple name, else the full one; nil when both are empty.
    public var roadName: String? {
        for name in [simpleRoadName, fullRoadName] {
            if let name, !name.allSatisfy(\.isWhitespace) { return name }
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case maneuver, fullRoadName, simpleRoadName, fullInstructionText, exitNumber, roundaboutTurnNumber
        case drivingSide, stepNumber, distanceFromPrevStepMeters, timeFromPrevStepSeconds, lanes, destinations
        case roundaboutName
        case fullInstructions, instruction, distanceMeters, durationSeconds
    }

    /// Decodes with the SDK's defaults for absent fields and clamps distances and times; the
    /// wrappers' spellings of the instruction, length and duration are accepted. Names, signs and
    /// the instruction are cut to ``TextBounds/maximumNameBytes``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let notes = FieldNoteCollector.of(decoder)
        maneuver = try container.decode(Maneuver.self, forKey: .maneuver)
        fullRoadName = try container.decodeNameIfPresent(.fullRoadName, notes: notes)
        simpleRoadName = try container.decodeNameIfPresent(.simpleRoadName, notes: notes)
        fullInstructionText = try container.firstPresent(Spelling.instructionText).flatMap {
            try container.decodeNameIfPresent($0, notes: notes)
        }
        exitNumber = try container.decodeNameIfPresent(.exitNumber, notes: notes)
        roundaboutTurnNumber = try container.decodeIntegerIfPresent(.roundaboutTurnNumber) ?? -1
        drivingSide = try container.decodeIfPresent(DrivingSide.self, forKey: .drivingSide) ?? .right
        stepNumber = try container.decodeIntegerIfPresent(.stepNumber) ?? 0
        distanceFromPrevStepMeters =
            try container.firstPresent(Spelling.stepDistance).flatMap { try container.decodeClamped($0) } ?? 0
        timeFromPrevStepSeconds =
            try container.firstPresent(Spelling.stepTime).flatMap { try container.decodeClamped($0) } ?? 0
        lanes = try container.decodeIfPresent([Lane].self, forKey: .lanes) ?? []
        destinations = try container.decodeNameIfPresent(.destinations, notes: notes)
        roundaboutName = try container.decodeNameIfPresent(.roundaboutName, notes: notes)
    }

    /// Encodes every field, omitting absent optionals and empty lanes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(maneuver, forKey: .maneuver)
        try container.encodeIfPresent(fullRoadName, forKey: .fullRoadName)
        try container.encodeIfPresent(simpleRoadName, forKey: .simpleRoadName)
        try container.encodeIfPresent(fullInstructionText, forKey: .fullInstructionText)
        try container.encodeIfPresent(exitNumber, forKey: .exitNumber)
        try container.encode(roundaboutTurnNumber, forKey: .roundaboutTurnNumber)
        try container.encode(drivingSide, forKey: .drivingSide)
        try container.encode(stepNumber, forKey: .stepNumber)
        try container.encode(distanceFromPrevStepMeters, forKey: .distanceFromPrevStepMeters)
        try container.encode(timeFromPrevStepSeconds, forKey: .timeFromPrevStepSeconds)
        if !lanes.isEmpty { try container.encode(lanes, forKey: .lanes) }
        try container.encodeIfPresent(destinations, forKey: .destinations)
        try container.encodeIfPresent(roundaboutName, forKey: .roundaboutName)
    }
}
