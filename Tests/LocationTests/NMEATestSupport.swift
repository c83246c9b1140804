import Foundation
import GuidanceModel

@testable import Location

/// Builds NMEA sentences the way a receiver does: the checksum is computed here from the body,
/// so tests never carry a checksum nobody derived.
enum NMEA {
    /// `$BODY*hh` with the XOR checksum of BODY.
    static func sentence(_ body: String) -> String {
        "$\(body)*\(hex(checksum(body)))"
    }

    /// `$BODY*hh` with a checksum one off the right one.
    static func corrupted(_ body: String) -> String {
        "$\(body)*\(hex(checksum(body) ^ 0x01))"
    }

    /// The XOR of the body's bytes, computed independently of the parser.
    static func checksum(_ body: String) -> UInt8 {
        var value: UInt8 = 0
        for byte in body.utf8 { value ^= byte }
        return value
    }

    static func hex(_ value: UInt8) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }

    /// Parses lines (joined with CRLF, as receivers send them) to the end.
    static func parse(_ lines: [String], options: NMEAParser.Options = NMEAParser.Options())
        -> [LocationReport]
    {
        NMEAParser.parse(lines.joined(separator: "\r\n"), options: options)
    }

    /// The fixes among reports.
    static func fixes(_ reports: [LocationReport]) -> [Fix] { reports.compactMap(\.fix) }

    /// The issues among reports.
    static func issues(_ reports: [LocationReport]) -> [LocationIssue] { reports.compactMap(\.issue) }

    /// Seconds since 1970 of a UTC date and time, computed with Foundation's calendar as an
    /// independent reference for the parser's own arithmetic.
    static func epoch(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Double)
        -> Double
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: 0)
        let base = calendar.date(from: components)?.timeIntervalSince1970 ?? .nan
        return base + second
    }

    /// Whether two doubles agree to `tolerance`.
    static func close(_ first: Double?, _ second: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let first else { return false }
        return abs(first - second) <= tolerance
    }
}

extension NMEAParser {
    /// Parses a line given as text.
    mutating func parse(line: String) -> [LocationReport] { parse(line: line.utf8) }

    /// Parses a whole text (lines separated by LF or CRLF), finishing at its end: the lines
    /// split as a source splits its stream, with the same line limit.
    static func parse(_ text: String, options: Options = Options()) -> [LocationReport] {
        var splitter = LineSplitter(limit: options.maximumLineLength)
        var parser = NMEAParser(options: options)
        var reports: [LocationReport] = []
        for item in splitter.feed(Array(text.utf8)) + splitter.finish() { reports += parser.parse(item) }
        return reports + parser.finish()
    }
}

extension GPSDParser {
    /// Parses a line given as text.
    mutating func parse(line: String) -> LocationReport? { parse(line: line.utf8) }
}
