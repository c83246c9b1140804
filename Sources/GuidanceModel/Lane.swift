/// One arrow of a lane and whether the route follows it.
public struct LaneDirection: Sendable, Hashable, Codable {
    /// The painted arrow.
    public var shape: LaneShape
    /// Whether this arrow is on the route (highlighted on screen, named in lane prompts).
    public var isRecommended: Bool

    /// Creates a lane direction.
    public init(shape: LaneShape, isRecommended: Bool) {
        self.shape = shape
        self.isRecommended = isRecommended
    }

    private enum CodingKeys: String, CodingKey {
        case shape, laneShape, recommended, isRecommended
    }

    /// Decodes our spelling (`shape`, `recommended`) or the SDKs' (`laneShape`, `isRecommended`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let shapeKey = container.firstPresent(Spelling.laneShape) else {
            throw DecodingError.keyNotFound(
                CodingKeys.shape, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        shape = try container.decode(LaneShape.self, forKey: shapeKey)
        guard let recommendedKey = container.firstPresent(Spelling.recommended) else {
            throw DecodingError.keyNotFound(
                CodingKeys.recommended, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        isRecommended = try container.decode(Bool.self, forKey: recommendedKey)
    }

    /// Encodes our spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shape, forKey: .shape)
        try container.encode(isRecommended, forKey: .recommended)
    }
}

/// One lane of the road before a maneuver; steps list lanes from left to right.
public struct Lane: Sendable, Hashable, Codable {
    /// The arrows painted on this lane.
    public var directions: [LaneDirection]

    /// Creates a lane.
    public init(directions: [LaneDirection]) {
        self.directions = directions
    }

    /// Whether any arrow of the lane is on the route.
    public var isRecommended: Bool {
        directions.contains { $0.isRecommended }
    }

    private enum CodingKeys: String, CodingKey {
        case directions, laneDirections
    }

    /// Decodes our `directions` or the SDKs' `laneDirections`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.firstPresent(Spelling.laneDirections) else {
            throw DecodingError.keyNotFound(
                CodingKeys.directions, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        directions = try container.decode([LaneDirection].self, forKey: key)
    }

    /// Encodes our spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(directions, forKey: .directions)
    }
}
