import CivilCalendar
import GuidanceModel

/// Turns NMEA 0183 lines into fixes: RMC, GGA and VTG from any talker, the sentences of one epoch
/// merged into one ``Fix``. Pure: lines in, reports out; sources feed it from files, pipes and
/// serial ports.
///
/// * An epoch is the run of sentences sharing a time of day (VTG, which has none, joins the
///   epoch being gathered); its fix is returned when the next epoch starts, or by ``finish()``.
/// * Position comes from GGA (quality > 0) or RMC (status `A`); RMC status `V`, an RMC mode `N`
///   or GGA quality 0 with no valid sentence in the epoch give a fix with mode `.noFix` and no
///   coordinate. Speed and track come from VTG (km/h preferred), else RMC.
/// * Time: RMC's date and time of day as seconds since 1970 UTC. An epoch without RMC uses the
///   last date seen (advanced by a day when the time of day wraps past midnight); before any
///   date has been seen its fix has no time.
/// * Horizontal error: GGA's HDOP × ``Options/metersPerHDOP``, a rough 95 % estimate.
/// * Mode: three-dimensional when GGA gives an altitude, else two-dimensional.
/// * Other sentence types, `$P…` proprietary and `!` encapsulated sentences are ignored;
///   malformed lines come back as ``LocationIssue/malformedInput(line:reason:)`` at once (so an
///   issue may precede the fix of the epoch it arrived in).
public struct NMEAParser: Sendable {
    /// Limits and estimates; the defaults suit consumer receivers.
    public struct Options: Sendable, Hashable {
        /// The longest line accepted, in characters without the line ending. NMEA 0183 allows 82;
        /// the default of 200 tolerates receivers that exceed it with extra precision.
        public var maximumLineLength: Int
        /// Meters of horizontal error per unit of HDOP. The default 5 m is a typical modern
        /// receiver's 95 % range error; HDOP × 5 is an estimate, not a measurement.
        public var metersPerHDOP: Double

        /// Creates options.
        public init(maximumLineLength: Int = 200, metersPerHDOP: Double = 5) {
            self.maximumLineLength = maximumLineLength
            self.metersPerHDOP = metersPerHDOP
        }
    }

    /// The limits in use.
    public let options: Options
    /// How many lines have been parsed; issues name lines by this count.
    public private(set) var lineNumber = 0
    private var epoch: NMEAEpoch?
    private var lastDate: Int?
    private var lastTimeOfDay: Double?

    /// Creates a parser at line 0 with no date known.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Counts a line the splitter refused as longer than the limit (`length` bytes, never held in
    /// memory) and reports it as malformed, as ``parse(line:)`` reports any bad line.
    public mutating func lineTooLong(length: Int) -> [LocationReport] {
        lineNumber += 1
        let reason =
            "line is \(length) characters long; at most \(options.maximumLineLength) are accepted (NMEA 0183 allows 82)"
        return [.issue(.malformedInput(line: lineNumber, reason: reason))]
    }

    /// Parses the next line (with or without its line ending).
    ///
    /// - Returns: the fix of the epoch this line closed, an issue when the line is malformed, or
    ///   nothing.
    public mutating func parse(line: some Collection<UInt8>) -> [LocationReport] {
        lineNumber += 1
        let message: NMEAMessage
        do {
            guard let sentence = try NMEASentence.parse(line, maximumLength: options.maximumLineLength),
                let decoded = try NMEAMessage.decode(sentence)
            else { return [] }
            message = decoded
        } catch {
            return [.issue(.malformedInput(line: lineNumber, reason: error.reason))]
        }
        let reports = epoch?.accepts(message) == false ? finish() : []
        var next = epoch ?? NMEAEpoch()
        next.add(message)
        epoch = next
        return reports
    }

    /// Ends the input: returns the fix of the epoch still being gathered, if any.
    public mutating func finish() -> [LocationReport] {
        guard let current = epoch else { return [] }
        epoch = nil
        return [.fix(fix(of: current))]
    }

    /// What an item of a source's line splitter brings: a line's reports, or the issue of a line
    /// over the limit.
    mutating func parse(_ item: LineSplitter.Item) -> [LocationReport] {
        switch item {
        case .line(let line, _): parse(line: line)
        case .tooLong(_, let length): lineTooLong(length: length)
        }
    }

    private mutating func fix(of epoch: NMEAEpoch) -> Fix {
        var fix = Fix(time: time(of: epoch))
        let ggaPosition = epoch.gga.flatMap { $0.quality > 0 ? $0.coordinate : nil }
        let rmcPosition = epoch.rmc.flatMap { $0.isValid ? $0.coordinate : nil }
        guard let coordinate = ggaPosition ?? rmcPosition else {
            let saysNoFix = epoch.rmc?.isValid == false || epoch.gga?.quality == 0
            fix.mode = saysNoFix ? .noFix : .unknown
            return fix
        }
        fix.coordinate = coordinate
        fix.mode = ggaPosition != nil && epoch.gga?.altitude != nil ? .threeDimensional : .twoDimensional
        let vtg = epoch.vtg?.isValid == true ? epoch.vtg : nil
        fix.speed = vtg?.speed ?? epoch.rmc?.speed
        fix.track = vtg?.track ?? epoch.rmc?.track
        if ggaPosition != nil, let hdop = epoch.gga?.hdop {
            fix.horizontalError = hdop * options.metersPerHDOP
        }
        return fix
    }

    /// Seconds since 1970 for the epoch, from its RMC date or the last date seen.
    private mutating func time(of epoch: NMEAEpoch) -> Double? {
        guard let timeOfDay = epoch.timeOfDay else { return nil }
        defer { lastTimeOfDay = timeOfDay }
        if let date = epoch.rmc?.date {
            lastDate = date
        } else if let date = lastDate, let previous = lastTimeOfDay,
            timeOfDay < previous - GregorianDays.secondsPerDay / 2
        {
            lastDate = date + 1
        }
        guard let date = lastDate else { return nil }
        return Double(date) * GregorianDays.secondsPerDay + timeOfDay
    }
}
