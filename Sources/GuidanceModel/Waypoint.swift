/// A stop of the trip; arrivals name it so prompts can say where the driver is.
public struct Waypoint: Sendable, Hashable {
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
}
