import GuidanceModel
import Testing

@testable import Location

@Suite struct GPSDParserTests {
    private func parse(_ line: String) -> LocationReport? {
        var parser = GPSDParser()
        return parser.parse(line: line)
    }

    private func reason(_ line: String) -> String? {
        guard case .issue(.malformedInput(let number, let reason)) = parse(line) else { return nil }
        #expect(number == 1)
        return reason
    }

    @Test func aTPVBecomesAFix() throws {
        let line = """
            {"class":"TPV","device":"/dev/ttyUSB0","mode":3,"time":"2024-03-09T12:35:19.250Z",\
            "ept":0.005,"lat":-23.5505,"lon":-46.6333,"altHAE":760.1,"epx":3.2,"epy":4.1,"eph":5.5,\
            "track":271.5,"speed":13.9,"climb":0.1,"eps":0.8}
            """
        let fix = try #require(parse(line)?.fix)
        #expect(fix.mode == .threeDimensional)
        #expect(NMEA.close(fix.time, NMEA.epoch(2024, 3, 9, 12, 35, 19.25)))
        #expect(fix.coordinate == Coordinate(latitude: -23.5505, longitude: -46.6333))
        #expect(fix.speed == 13.9)
        #expect(fix.track == 271.5)
        #expect(fix.horizontalError == 5.5)
        #expect(fix.speedError == 0.8)
    }

    @Test func withoutEphTheLargerOfEpxAndEpyIsTheHorizontalError() {
        let fix = parse(#"{"class":"TPV","mode":2,"lat":1,"lon":2,"epx":3.2,"epy":4.1}"#)?.fix
        #expect(fix?.horizontalError == 4.1)
        #expect(fix?.mode == .twoDimensional)
        #expect(fix?.time == nil)
    }

    @Test(arguments: [
        ("2024-03-09T12:35:19Z", 0.0),
        ("2024-03-09T12:35:19.5Z", 0.5),
        ("2024-03-09T12:35:19.123456789Z", 0.123456789),
        ("2024-03-09T12:35:19.000+00:00", 0.0),
    ])
    func isoTimesWithAndWithoutFractions(text: String, fraction: Double) {
        let fix = parse(#"{"class":"TPV","mode":1,"time":"\#(text)"}"#)?.fix
        #expect(NMEA.close(fix?.time, NMEA.epoch(2024, 3, 9, 12, 35, 19) + fraction, 1e-6))
        #expect(fix?.hasPosition == false)
    }

    @Test func aLeapDayIsADay() {
        let fix = parse(#"{"class":"TPV","mode":1,"time":"2024-02-29T00:00:00Z"}"#)?.fix
        #expect(NMEA.close(fix?.time, NMEA.epoch(2024, 2, 29, 0, 0, 0)))
    }

    @Test(arguments: [
        "VERSION", "DEVICES", "DEVICE", "WATCH", "SKY", "GST", "ATT", "PPS", "TOFF", "POLL", "SOMETHINGNEW",
    ])
    func otherClassesAreIgnored(type: String) {
        #expect(parse(#"{"class":"\#(type)","release":"3.25","satellites":[]}"#) == nil)
    }

    @Test func blankLinesAreIgnored() {
        #expect(parse("  \r") == nil)
    }

    @Test func anErrorClassIsAReceiverError() {
        var parser = GPSDParser()
        _ = parser.parse(line: #"{"class":"VERSION"}"#)
        let report = parser.parse(line: #"{"class":"ERROR","message":"Unrecognized request '?FOO'"}"#)
        #expect(report == .issue(.receiverError(line: 2, message: "Unrecognized request '?FOO'")))
    }

    @Test(arguments: [
        (#"{"class":"TPV","lat":1,}"#, "not JSON"),
        (#"{"class":"TPV""#, "not JSON"),
        (#"[1,2]"#, "expected a JSON object, found an array"),
        (#"{"mode":3}"#, #"no "class" field"#),
        (#"{"class":3}"#, #""class" is a number, expected a string"#),
        (#"{"class":"TPV","lat":"1.5","lon":2}"#, #""lat" is a string, expected a number"#),
        (#"{"class":"TPV","mode":"3"}"#, #""mode" is a string, expected a number"#),
        (#"{"class":"TPV","mode":4}"#, #""mode" 4.0 is not 0, 1, 2 or 3"#),
        (#"{"class":"TPV","mode":2.5}"#, #""mode" 2.5 is not 0, 1, 2 or 3"#),
        (#"{"class":"TPV","lat":91,"lon":2}"#, #""lat" 91.0 is out of range"#),
        (#"{"class":"TPV","lat":1}"#, #"TPV has "lat" or "lon", not both"#),
        (#"{"class":"TPV","speed":-1}"#, #""speed" -1.0 is out of range"#),
        (#"{"class":"TPV","track":null}"#, #""track" is null, expected a number"#),
        (#"{"class":"TPV","time":12345}"#, #""time" is a number, expected a string"#),
        (#"{"class":"TPV","time":"2024-03-09 12:35:19Z"}"#, "is not YYYY-MM-DDTHH:MM:SS[.fff]Z"),
        (#"{"class":"TPV","time":"2024-03-09T12:35:19+01:00"}"#, "is not in UTC"),
        (#"{"class":"TPV","time":"2024-02-30T12:35:19Z"}"#, "is not a date and time that exists"),
        (#"{"class":"TPV","time":"2024-03-09T12:35:19.Z"}"#, "has an empty fraction"),
        (#"{"class":"TPV","mode":3,"mode":2}"#, "not JSON"),
    ])
    func malformedLinesAreIssuesWithTheirReason(line: String, expected: String) {
        let found = reason(line)
        #expect(found?.contains(expected) == true, "\(found ?? "no issue")")
    }

    @Test func overlongLinesAreRejectedBeforeParsing() {
        var parser = GPSDParser(maximumLineLength: 10)
        let report = parser.parse(line: #"{"class":"TPV","mode":1}"#)
        #expect(report == .issue(.malformedInput(line: 1, reason: "line is longer than 10 bytes")))
    }
}
