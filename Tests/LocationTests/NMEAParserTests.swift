import Foundation
import GuidanceModel
import Testing

@testable import Location

@Suite struct NMEAParserTests {
    // 2024-03-09 12:35:19 UTC, 48°07.038' N 11°31.000' E.
    let rmc = NMEA.sentence("GPRMC,123519.00,A,4807.038,N,01131.000,E,022.4,084.4,090324,003.1,W,A")
    let gga = NMEA.sentence("GPGGA,123519.00,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
    let vtg = NMEA.sentence("GPVTG,084.4,T,081.3,M,022.4,N,041.5,K,A")

    @Test func sentencesOfOneEpochMergeIntoOneFix() throws {
        let reports = NMEA.parse([gga, rmc, vtg])
        let fix = try #require(reports.count == 1 ? reports[0].fix : nil, "\(reports)")
        #expect(NMEA.close(fix.time, NMEA.epoch(2024, 3, 9, 12, 35, 19)))
        #expect(NMEA.close(fix.coordinate?.latitude, 48 + 7.038 / 60))
        #expect(NMEA.close(fix.coordinate?.longitude, 11 + 31.0 / 60))
        // VTG's km/h wins over the knots of RMC and VTG.
        #expect(NMEA.close(fix.speed, 41.5 / 3.6))
        #expect(fix.track == 84.4)
        #expect(NMEA.close(fix.horizontalError, 0.9 * 5))
        #expect(fix.mode == .threeDimensional)
        #expect(fix.hasPosition)
    }

    @Test func theNextEpochClosesTheOneBefore() {
        let later = NMEA.sentence("GNRMC,123520.00,A,4807.040,N,01131.010,E,010.0,090.0,090324,,,A")
        var parser = NMEAParser()
        #expect(parser.parse(line: rmc).isEmpty)
        #expect(parser.parse(line: vtg).isEmpty)
        let closed = parser.parse(line: later)
        #expect(closed.count == 1)
        #expect(NMEA.close(closed.first?.fix?.time, NMEA.epoch(2024, 3, 9, 12, 35, 19)))
        let last = parser.finish()
        #expect(NMEA.close(last.first?.fix?.time, NMEA.epoch(2024, 3, 9, 12, 35, 20)))
        // RMC alone: speed from knots, no altitude so two-dimensional.
        #expect(NMEA.close(last.first?.fix?.speed, 10 * 1852 / 3600))
        #expect(last.first?.fix?.mode == .twoDimensional)
        #expect(parser.finish().isEmpty)
    }

    @Test(arguments: ["GP", "GN", "GL", "GA", "BD", "GB", "QZ"])
    func anyTalkerIsAccepted(talker: String) {
        let reports = NMEA.parse([
            NMEA.sentence("\(talker)RMC,000001,A,0100.000,S,00200.000,W,0,0,010120,,")
        ])
        #expect(reports.first?.fix?.coordinate == Coordinate(latitude: -1 - 0 / 60, longitude: -2))
    }

    @Test func southAndWestAreNegative() {
        let reports = NMEA.parse([NMEA.sentence("GPRMC,000001,A,2330.000,S,04638.000,W,0,0,010120,,")])
        #expect(NMEA.close(reports.first?.fix?.coordinate?.latitude, -23.5))
        #expect(NMEA.close(reports.first?.fix?.coordinate?.longitude, -(46 + 38.0 / 60)))
    }

    @Test func statusVMeansNoPositionAndNoSpeed() throws {
        let reports = NMEA.parse([
            NMEA.sentence("GPRMC,123519,V,4807.038,N,01131.000,E,022.4,084.4,090324,,,N")
        ])
        let fix = try #require(reports.first?.fix)
        #expect(fix.mode == .noFix)
        #expect(fix.coordinate == nil)
        #expect(fix.speed == nil)
        #expect(!fix.hasPosition)
        #expect(NMEA.close(fix.time, NMEA.epoch(2024, 3, 9, 12, 35, 19)))
    }

    @Test func ggaQualityZeroMeansNoPosition() throws {
        let reports = NMEA.parse([NMEA.sentence("GPGGA,123519,,,,,0,00,,,M,,M,,")])
        let fix = try #require(reports.first?.fix)
        #expect(fix.mode == .noFix)
        #expect(!fix.hasPosition)
    }

    @Test func aReceiverWithoutClockRepeatingEmptyRMCsGivesOneFixPerSentence() {
        let empty = NMEA.sentence("GPRMC,,V,,,,,,,,,,N")
        let reports = NMEA.parse([empty, empty, empty])
        #expect(reports.count == 3)
        #expect(reports.allSatisfy { $0.fix?.mode == .noFix })
    }

    @Test func ggaOnlyStreamsHaveNoTimeUntilADateIsSeen() {
        let reports = NMEA.parse([
            NMEA.sentence("GPGGA,235959,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
        ])
        #expect(reports.first?.fix?.time == nil)
        #expect(reports.first?.fix?.hasPosition == true)
    }

    @Test func ggaAfterRMCUsesTheLastDateAndRollsOverAtMidnight() {
        let reports = NMEA.parse([
            NMEA.sentence("GPRMC,235958,A,4807.038,N,01131.000,E,0,0,311224,,"),
            NMEA.sentence("GPGGA,235959,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"),
            NMEA.sentence("GPGGA,000000.50,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"),
        ])
        let times = NMEA.fixes(reports).map(\.time)
        #expect(times.count == 3)
        #expect(NMEA.close(times[1], NMEA.epoch(2024, 12, 31, 23, 59, 59)))
        #expect(NMEA.close(times[2], NMEA.epoch(2025, 1, 1, 0, 0, 0.5)))
    }

    @Test func vtgBeforeAnyTimedSentenceJoinsTheEpochThatFollows() throws {
        let reports = NMEA.parse([vtg, rmc])
        let fix = try #require(reports.count == 1 ? reports[0].fix : nil)
        #expect(NMEA.close(fix.speed, 41.5 / 3.6))
    }

    @Test func vtgWithModeNDoesNotOverrideRMC() {
        let reports = NMEA.parse([rmc, NMEA.sentence("GPVTG,,T,,M,,N,,K,N")])
        #expect(NMEA.close(reports.first?.fix?.speed, 22.4 * 1852 / 3600))
        #expect(reports.first?.fix?.track == 84.4)
    }

    @Test func twoDigitYearsFrom80AreThe1900sAndBelow80The2000s() {
        let reports = NMEA.parse([
            NMEA.sentence("GPRMC,000000,A,0000.000,N,00000.000,E,0,0,010180,,"),
            NMEA.sentence("GPRMC,000001,A,0000.000,N,00000.000,E,0,0,010179,,"),
        ])
        let times = NMEA.fixes(reports).map(\.time)
        #expect(times.count == 2)
        #expect(NMEA.close(times.first ?? nil, NMEA.epoch(1980, 1, 1, 0, 0, 0)))
        #expect(NMEA.close(times.last ?? nil, NMEA.epoch(2079, 1, 1, 0, 0, 1)))
    }

    @Test(arguments: [
        ("GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4", "RMC has 8 fields, at least 9 expected"),
        ("GPGGA,123519,4807.038,N", "GGA has 3 fields, at least 9 expected"),
        ("GPRMC,123519,X,4807.038,N,01131.000,E,0,0,090324,,", "RMC status 'X' is not A or V"),
        ("GPRMC,123519,A,,,,,0,0,090324,,", "RMC status A without a position"),
        ("GPRMC,123519,A,9107.038,N,01131.000,E,0,0,090324,,", "latitude '9107.038' is outside"),
        ("GPRMC,123519,A,4867.038,N,01131.000,E,0,0,090324,,", "60 minutes or more"),
        ("GPRMC,123519,A,4807.038,N,18131.000,E,0,0,090324,,", "longitude '18131.000' is outside"),
        ("GPRMC,123519,A,4807.038,Q,01131.000,E,0,0,090324,,", "hemisphere 'Q' is not N or S"),
        ("GPRMC,123519,A,4807.038,N,,,0,0,090324,,", "has a latitude or a longitude, not both"),
        ("GPRMC,253519,A,4807.038,N,01131.000,E,0,0,090324,,", "time '253519' is not a time of day"),
        ("GPRMC,12351,A,4807.038,N,01131.000,E,0,0,090324,,", "time '12351' is not hhmmss.ss"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,0,0,300224,,", "date '300224' does not exist"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,0,0,0903,,", "date '0903' is not ddmmyy"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,1e3,0,090324,,", "speed '1e3' is not a number"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,-5,0,090324,,", "speed -5 is outside"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,5,361,090324,,", "track 361 is outside"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,nan,0,090324,,", "speed 'nan' is not a number"),
        ("GPGGA,123519,4807.038,N,01131.000,E,X,08,0.9,545.4,M,46.9,M,,", "fix quality 'X' is not a digit"),
        ("GPGGA,123519,,,,,1,08,0.9,545.4,M,46.9,M,,", "fix quality 1 without a position"),
        ("GPVTG,084.4,T,081.3,M,022.4,N", "VTG has 6 fields, at least 8 expected"),
    ])
    func malformedSentencesAreIssuesWithTheirReason(body: String, expected: String) {
        let reports = NMEA.parse([NMEA.sentence(body)])
        #expect(reports.count == 1)
        guard case .issue(.malformedInput(let line, let reason)) = reports.first else {
            Issue.record("expected an issue for \(body), got \(reports)")
            return
        }
        #expect(line == 1)
        #expect(reason.contains(expected), "\(reason)")
    }

    @Test func anIssueNamesItsLineAndDoesNotDisturbTheEpoch() {
        let reports = NMEA.parse([rmc, NMEA.corrupted("GPGSV,1,1,00"), vtg])
        #expect(reports.count == 2)
        #expect(reports.first?.issue.map { "\($0)" }?.hasPrefix("line 2: checksum mismatch") == true)
        #expect(NMEA.close(reports.last?.fix?.speed, 41.5 / 3.6))
    }

    @Test func theHDOPScaleIsAnOption() {
        let reports = NMEA.parse([gga], options: NMEAParser.Options(metersPerHDOP: 10))
        #expect(NMEA.close(reports.first?.fix?.horizontalError, 9))
    }

    @Test func fractionalSecondsAndLeapSecondsAreKept() {
        let reports = NMEA.parse([
            NMEA.sentence("GPRMC,235960.25,A,0000.000,N,00000.000,E,0,0,311216,,")
        ])
        #expect(NMEA.close(reports.first?.fix?.time, NMEA.epoch(2016, 12, 31, 23, 59, 60.25)))
    }
}
