/// A stop of the trip; arrivals name it so prompts can say where the driver is.
public struct Waypoint: Sendable, Hashable, Codable {
    /// The name to say and show, e.g. "Museu do Ipiranga".
    public var title: String?
    /// The Places id, used to look up opening hours for the arrival note.
    public var placeId: String?
    /// Where the stop is.
    public var coordinate: Coordinate?
    /// The side of the road it lies on.
    public var side: WaypointSide
    /// Whether this is the trip's last stop.
    public var isFinal: Bool

    /// Creates a waypoint.
    public init(
        title: String? = nil, placeId: String? = nil, coordinate: Coordinate? = nil,
        side: WaypointSide = .unspecified, isFinal: Bool = false
    ) {
        self.title = title
        self.placeId = placeId
        self.coordinate = coordinate
        self.side = side
        self.isFinal = isFinal
    }

    private enum CodingKeys: String, CodingKey {
        case title, placeId, coordinate, side, isFinal
        case placeID, position, target, isFinalDestination
    }

    /// Decodes with defaults (no side, not final) and the SDKs' spellings: `placeID`, `position`
    /// or `target` for the coordinate, `isFinalDestination`. iOS's invalid coordinate of a
    /// waypoint made from a Place ID is no coordinate. The title is cut to
    /// ``TextBounds/maximumNameBytes``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeNameIfPresent(.title, notes: FieldNoteCollector.of(decoder))
        placeId = try container.firstPresent(Spelling.placeId).flatMap {
            try container.decodeIfPresent(String.self, forKey: $0)
        }
        coordinate = try container.firstPresent(Spelling.waypointCoordinate).flatMap {
            try container.decodeIfPresent(WaypointPosition.self, forKey: $0)?.coordinate
        }
        side = try container.decodeIfPresent(WaypointSide.self, forKey: .side) ?? .unspecified
        isFinal =
            try container.firstPresent(Spelling.waypointFinal).flatMap {
                try container.decodeIfPresent(Bool.self, forKey: $0)
            } ?? false
    }

    /// Encodes our spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(placeId, forKey: .placeId)
        try container.encodeIfPresent(coordinate, forKey: .coordinate)
        try container.encode(side, forKey: .side)
        try container.encode(isFinal, forKey: .isFinal)
    }

    /// Whether an encoded waypoint says itself whether it is the last stop; when it does not, the
    /// arrival event's `isFinalDestination` does.
    static func saysWhetherFinal(_ container: KeyedDecodingContainer<SpellingKey>) -> Bool {
        Spelling.waypointFinal.contains { container.contains(SpellingKey($0)) }
    }
}
