import Testing

@testable import Location

@Suite struct NMEASentenceTests {
    private func issueReason(_ line: String) -> String? {
        var parser = NMEAParser()
        guard case .issue(.malformedInput(let number, let reason)) = parser.parse(line: line).first else {
            return nil
        }
        #expect(number == 1)
        return reason
    }

    @Test func theChecksumIsVerifiedWhenPresent() {
        let body = "GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"
        var parser = NMEAParser()
        #expect(parser.parse(line: NMEA.sentence(body)).isEmpty)
        let reason = issueReason(NMEA.corrupted(body))
        #expect(reason?.contains("checksum mismatch") == true)
    }

    @Test func aWellKnownSentenceHasTheChecksumItsReceiverSent() throws {
        // The widely quoted example sentence ends in *47; our helper must agree with it.
        let body = "GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"
        #expect(NMEA.sentence(body).hasSuffix("*47"))
        let sentence = try #require(
            try NMEASentence.parse(Array(NMEA.sentence(body).utf8), maximumLength: 200))
        #expect(sentence.talker == "GP")
        #expect(sentence.type == "GGA")
        #expect(sentence.fields.count == 14)
    }

    @Test func aSentenceWithoutChecksumIsAccepted() throws {
        let sentence = try #require(
            try NMEASentence.parse(Array("$GNVTG,054.7,T,034.4,M,005.5,N,010.2,K".utf8), maximumLength: 200))
        #expect(sentence.talker == "GN")
        #expect(sentence.fields[0] == "054.7")
    }

    @Test func lowerCaseChecksumDigitsAreAccepted() {
        let body = "GPVTG,054.7,T,034.4,M,005.5,N,010.2,K"
        let line = "$\(body)*\(NMEA.hex(NMEA.checksum(body)).lowercased())"
        var parser = NMEAParser()
        #expect(parser.parse(line: line).isEmpty)
    }

    @Test(arguments: [
        ("$GPRMC,1*4", "is not two hexadecimal digits"),
        ("$GPRMC,1*XY", "is not two hexadecimal digits"),
        ("GPRMC,123519,A", "does not start with '$'"),
        ("$GP,1,2", "is not a talker and a sentence type"),
        ("$gprmc,1,2", "is not a talker and a sentence type"),
    ])
    func framingProblemsAreNamed(line: String, expected: String) {
        let reason = issueReason(line)
        #expect(reason?.contains(expected) == true, "\(reason ?? "no issue")")
    }

    @Test func nonASCIIBytesAreReportedWithTheirColumn() {
        var parser = NMEAParser()
        let reports = parser.parse(line: Array("$GPRMC,".utf8) + [0xC3, 0xA9])
        guard case .issue(.malformedInput(_, let reason)) = reports.first else {
            Issue.record("expected an issue, got \(reports)")
            return
        }
        #expect(reason.contains("0xC3 at column 8"))
    }

    @Test func overlongLinesAreReportedButTheLimitIsLenient() {
        let padding = String(repeating: "0", count: 100)
        let long = NMEA.sentence("GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A,\(padding)")
        #expect(long.utf8.count > 82 && long.utf8.count <= 200)
        var parser = NMEAParser()
        #expect(parser.parse(line: long).isEmpty)
        let tooLong = NMEA.sentence("GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A,\(padding)\(padding)")
        #expect(issueReason(tooLong)?.contains("at most 200") == true)
    }

    @Test func unknownAndProprietarySentencesAreIgnoredSilently() {
        let ais = "AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0"
        let reports = NMEA.parse([
            NMEA.sentence("GPGSA,A,3,04,05,,09,12,,,24,,,,,2.5,1.3,2.1"),
            NMEA.sentence("GPGSV,2,1,08,01,40,083,46,02,17,308,41,12,07,344,39,14,22,228,45"),
            NMEA.sentence("PUBX,00,081350.00,4717.113210,N,00833.915187,E"),
            "!" + ais + "*" + NMEA.hex(NMEA.checksum(ais)),
            "",
        ])
        #expect(reports.isEmpty)
    }

    @Test func blankLinesDoNotCountAsIssuesButDoCountAsLines() {
        var parser = NMEAParser()
        #expect(parser.parse(line: "").isEmpty)
        #expect(parser.parse(line: "\r").isEmpty)
        let reports = parser.parse(line: "garbage")
        #expect(reports == [.issue(.malformedInput(line: 3, reason: "does not start with '$'"))])
    }
}
