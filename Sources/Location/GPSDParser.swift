import GuidanceModel
import StrictJSON

/// Turns gpsd's JSON lines (one object per line, the `?WATCH={"json":true}` stream) into
/// reports. Pure: sources feed it lines from a socket or a file.
///
/// * `TPV` → ``Fix``: `time` (ISO 8601, UTC, fraction optional), `lat`, `lon`, `speed` (m/s),
///   `track` (degrees), `mode` 0–3, `eph` or else the larger of `epx` and `epy` as the horizontal
///   error, `eps` as the speed error.
/// * `ERROR` → ``LocationIssue/receiverError(line:message:)``.
/// * Every other class (`VERSION`, `DEVICES`, `DEVICE`, `WATCH`, `SKY`, `GST`, `ATT`, `PPS`,
///   `TOFF`, …) is ignored.
/// * A line that is not a JSON object, lacks `class`, or has a known field of the wrong type or
///   out of range → ``LocationIssue/malformedInput(line:reason:)``. `null` counts as a wrong
///   type (gpsd leaves absent fields out).
public struct GPSDParser: Sendable {
    /// The longest line accepted, in bytes: far above gpsd's longest (`SKY` with many
    /// satellites), low enough that garbage cannot grow memory without bound.
    public static let defaultMaximumLineLength = 65_536

    /// The longest line accepted.
    public let maximumLineLength: Int
    /// How many lines have been parsed; issues name lines by this count.
    public private(set) var lineNumber = 0

    /// Creates a parser at line 0.
    public init(maximumLineLength: Int = defaultMaximumLineLength) {
        self.maximumLineLength = maximumLineLength
    }

    /// Counts a line the splitter refused as longer than the limit and reports it as malformed.
    public mutating func lineTooLong() -> LocationReport {
        lineNumber += 1
        return .issue(
            .malformedInput(line: lineNumber, reason: "line is longer than \(maximumLineLength) bytes"))
    }

    /// Parses the next line; nil for blank lines and ignored classes.
    public mutating func parse(line: some Collection<UInt8>) -> LocationReport? {
        lineNumber += 1
        do {
            return try report(Array(line))
        } catch {
            return .issue(.malformedInput(line: lineNumber, reason: error.reason))
        }
    }

    private func report(_ line: [UInt8]) throws(InputProblem) -> LocationReport? {
        guard line.count <= maximumLineLength else {
            throw InputProblem("line is longer than \(maximumLineLength) bytes")
        }
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }) else {
            return nil
        }
        let object: GPSDObject
        do {
            object = GPSDObject(node: try JSONParser.parse(line, maximumDepth: 16))
        } catch {
            throw InputProblem("not JSON: \(error.reason) (column \(error.column))")
        }
        guard object.node.members != nil else {
            throw InputProblem("expected a JSON object, found \(object.node.kindName)")
        }
        guard let type = try object.string("class") else { throw InputProblem("no \"class\" field") }
        switch type {
        case "TPV": return .fix(try Self.fix(object))
        case "ERROR":
            let message = try object.string("message") ?? "(no message)"
            return .issue(.receiverError(line: lineNumber, message: message))
        default: return nil
        }
    }

    private static func fix(_ tpv: GPSDObject) throws(InputProblem) -> Fix {
        var fix = Fix()
        if let mode = try tpv.number("mode") {
            guard let known = Fix.Mode(rawValue: Int(exactly: mode) ?? -1) else {
                throw InputProblem("\"mode\" \(mode) is not 0, 1, 2 or 3")
            }
            fix.mode = known
        }
        fix.time = try tpv.string("time").map { text throws(InputProblem) in
            try ISO8601Time.secondsSince1970(text)
        }
        let latitude = try tpv.number("lat", in: -90...90)
        let longitude = try tpv.number("lon", in: -180...180)
        switch (latitude, longitude) {
        case (let latitude?, let longitude?):
            fix.coordinate = Coordinate(latitude: latitude, longitude: longitude)
        case (nil, nil): break
        default: throw InputProblem("TPV has \"lat\" or \"lon\", not both")
        }
        let nonNegative = 0...Double.greatestFiniteMagnitude
        fix.speed = try tpv.number("speed", in: nonNegative)
        fix.track = try tpv.number("track", in: 0...360).map { $0 == 360 ? 0 : $0 }
        let eph = try tpv.number("eph", in: nonNegative)
        let epx = try tpv.number("epx", in: nonNegative)
        let epy = try tpv.number("epy", in: nonNegative)
        fix.horizontalError = eph ?? [epx, epy].compactMap(\.self).max()
        fix.speedError = try tpv.number("eps", in: nonNegative)
        return fix
    }
}
