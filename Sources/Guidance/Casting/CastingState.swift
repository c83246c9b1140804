import GuidanceModel

/// What a second screen shows at one moment: everything visible, nothing else, so that comparing
/// two states tells whether the screen must be redrawn.
public struct CastingState: Sendable, Hashable {
    /// The screen's mode.
    public enum Mode: String, Sendable, Hashable {
        /// Guidance is active: show the maneuver.
        case enroute
        /// A new route is being computed: show the rerouting state, never the stale maneuver.
        case rerouting
        /// Guidance ended: blank the screen.
        case stopped
    }

    /// The screen's mode.
    public var mode: Mode
    /// The BCP 47 tag of the text.
    public var locale: String
    /// The text direction of the locale (`ltr` or `rtl`).
    public var direction: String
    /// The upcoming maneuver.
    public var maneuver: Maneuver?
    /// The main line: the instruction ("Vire à direita na Rua Augusta"), or the rerouting text.
    public var primary: String?
    /// The second line: the following maneuver when it comes close after this one.
    public var secondary: String?
    /// Meters to the maneuver (rounded as displayed) and its display text ("180 m").
    public var distanceMeters: Double?
    /// The display text of the distance.
    public var distanceText: String?
    /// The road the maneuver leads onto, as the navigator named it.
    public var road: String?
    /// The lanes before the maneuver, left to right.
    public var lanes: [Lane] = []
    /// Seconds to the final destination, rounded to the minute shown.
    public var etaSeconds: Double?
    /// The display text of the time to the destination ("9 min").
    public var etaText: String?
    /// Meters to the final destination (rounded as displayed).
    public var remainingMeters: Double?
    /// The display text of the distance to the destination ("4,2 km").
    public var remainingText: String?
    /// The suggested day or night mode.
    public var lightingMode: LightingMode?
    /// A link that hands navigation over to a phone's maps app.
    public var handoff: String?
    /// The place being driven to or just reached, when known.
    public var place: CastingPlace?
    /// The instruction in a few words ("Turn right onto Alameda Santos"): what a glanceable
    /// screen shows; `primary` keeps the full sentence. Nil when the locale has no short form.
    public var short: String?
    /// The signposted exit number ("23B"), shown as a badge.
    public var exit: String?
    /// Road numbers of the maneuver, shown as badges: the road when it is a number, then the
    /// sign's ("BR-116", "SP-330").
    public var refs: [String] = []
    /// The region whose sign conventions the badges follow: the locale's region ("BR").
    public var region: String?
    /// The maneuver after this one, when it comes close behind it (the same rule as `secondary`).
    public var next: CastingPreview?
    /// The clock time of arrival at the next stop, when the event time is a real instant.
    public var arrival: CastingArrival?
    /// Whether `place` has just been reached: screens show the arrival until a new route.
    public var arrived = false

    /// A blank state of a mode.
    public init(mode: Mode, locale: String, direction: String = "ltr") {
        self.mode = mode
        self.locale = locale
        self.direction = direction
    }
}

/// The place a screen shows with the arrival: name, address and the attributions its data
/// source requires to be displayed with it.
public struct CastingPlace: Sendable, Hashable {
    /// The place's name.
    public var name: String
    /// Its address, when known.
    public var address: String?
    /// Attributions to display with the place's data.
    public var attributions: [String]

    /// Creates a place.
    public init(name: String, address: String? = nil, attributions: [String] = []) {
        self.name = name
        self.address = address
        self.attributions = attributions
    }
}
