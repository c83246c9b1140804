import GuidanceModel

/// The three NMEA sentences that carry a position, speed or track, decoded. Everything else
/// (GSA, GSV, ZDA, proprietary sentences, …) is ignored: it adds nothing a ``Fix`` holds.
enum NMEAMessage: Sendable, Hashable {
    /// Recommended minimum data: time, date, validity, position, speed, track.
    case rmc(RMC)
    /// Fix data: time, position, fix quality, HDOP, altitude.
    case gga(GGA)
    /// Track and speed over ground.
    case vtg(VTG)

    /// `$--RMC`: the only common sentence with a date.
    struct RMC: Sendable, Hashable {
        var timeOfDay: Double?
        /// Status `A` (and a mode indicator other than `N`); `V` means no position.
        var isValid: Bool
        var coordinate: Coordinate?
        /// Meters per second.
        var speed: Double?
        var track: Double?
        /// Days since 1970-01-01.
        var date: Int?
    }

    /// `$--GGA`: quality 0 means no position.
    struct GGA: Sendable, Hashable {
        var timeOfDay: Double?
        var quality: Int
        var coordinate: Coordinate?
        var hdop: Double?
        var altitude: Double?
    }

    /// `$--VTG`: no time of its own; it belongs to the epoch being assembled.
    struct VTG: Sendable, Hashable {
        var track: Double?
        /// Meters per second (km/h preferred over knots when both are given).
        var speed: Double?
        /// False when the mode indicator says `N` (data not valid).
        var isValid: Bool
    }

    /// The sentence's time of day, when it has one.
    var timeOfDay: Double? {
        switch self {
        case .rmc(let rmc): rmc.timeOfDay
        case .gga(let gga): gga.timeOfDay
        case .vtg: nil
        }
    }

    /// One knot in meters per second (1852 m per hour).
    static let metersPerSecondPerKnot = 1852.0 / 3600
    /// One kilometer per hour in meters per second.
    static let metersPerSecondPerKilometerPerHour = 1 / 3.6

    /// Decodes a framed sentence; nil for sentence types that carry nothing a fix needs.
    static func decode(_ sentence: NMEASentence) throws(InputProblem) -> NMEAMessage? {
        switch sentence.type {
        case "RMC": .rmc(try decodeRMC(sentence))
        case "GGA": .gga(try decodeGGA(sentence))
        case "VTG": .vtg(try decodeVTG(sentence))
        default: nil
        }
    }

    /// `time,status,lat,N/S,lon,E/W,knots,track,date[,magvar,E/W[,mode[,navstatus]]]`.
    private static func decodeRMC(_ sentence: NMEASentence) throws(InputProblem) -> RMC {
        let fields = try NMEAFieldReader(sentence, minimumCount: 9)
        let status = fields.text(1)
        guard status == "A" || status == "V" else {
            throw InputProblem("RMC status '\(status)' is not A or V")
        }
        let isValid = status == "A" && fields.text(11) != "N"
        let coordinate = try position(fields, latitudeIndex: 2)
        if isValid && coordinate == nil {
            throw InputProblem("RMC status A without a position")
        }
        let knots = try fields.decimal(6, "speed", atMost: 10_000)
        return RMC(
            timeOfDay: try fields.timeOfDay(0), isValid: isValid, coordinate: coordinate,
            speed: knots.map { $0 * metersPerSecondPerKnot }, track: try track(fields, 7),
            date: try fields.date(8))
    }

    /// `time,lat,N/S,lon,E/W,quality,satellites,hdop,altitude,M,…`.
    private static func decodeGGA(_ sentence: NMEASentence) throws(InputProblem) -> GGA {
        let fields = try NMEAFieldReader(sentence, minimumCount: 9)
        let qualityText = fields.text(5)
        guard let quality = Int(qualityText), (0...9).contains(quality) else {
            throw InputProblem("GGA fix quality '\(qualityText)' is not a digit")
        }
        let coordinate = try position(fields, latitudeIndex: 1)
        if quality > 0 && coordinate == nil {
            throw InputProblem("GGA fix quality \(quality) without a position")
        }
        return GGA(
            timeOfDay: try fields.timeOfDay(0), quality: quality, coordinate: coordinate,
            hdop: try fields.decimal(7, "HDOP", atMost: 100), altitude: try fields.decimal(8, "altitude"))
    }

    /// `track,T,magnetic,M,knots,N,kmh,K[,mode]`.
    private static func decodeVTG(_ sentence: NMEASentence) throws(InputProblem) -> VTG {
        let fields = try NMEAFieldReader(sentence, minimumCount: 8)
        let knots = try fields.decimal(4, "speed in knots", atMost: 10_000)
        let kilometersPerHour = try fields.decimal(6, "speed in km/h", atMost: 20_000)
        let speed =
            kilometersPerHour.map { $0 * metersPerSecondPerKilometerPerHour }
            ?? knots.map { $0 * metersPerSecondPerKnot }
        return VTG(track: try track(fields, 0), speed: speed, isValid: fields.text(8) != "N")
    }

    private static func position(
        _ fields: NMEAFieldReader, latitudeIndex: Int
    ) throws(InputProblem) -> Coordinate? {
        let latitude = try fields.latitude(latitudeIndex)
        let longitude = try fields.longitude(latitudeIndex + 2)
        switch (latitude, longitude) {
        case (let latitude?, let longitude?): return Coordinate(latitude: latitude, longitude: longitude)
        case (nil, nil): return nil
        default: throw InputProblem("\(fields.sentence.type) has a latitude or a longitude, not both")
        }
    }

    /// A track in degrees, 360 folded to 0.
    private static func track(_ fields: NMEAFieldReader, _ index: Int) throws(InputProblem) -> Double? {
        try fields.decimal(index, "track", atMost: 360).map { $0 == 360 ? 0 : $0 }
    }
}
