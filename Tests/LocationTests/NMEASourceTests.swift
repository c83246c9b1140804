import Foundation
import Glibc
import GuidanceModel
import TestSupport
import Testing

@testable import Location

@Suite struct NMEASourceTests {
    static let drive = [
        NMEA.sentence("GPRMC,120000,A,2330.000,S,04638.000,W,10.0,090.0,090324,,,A"),
        NMEA.sentence("GPGGA,120000,2330.000,S,04638.000,W,1,09,1.0,760.0,M,-5.0,M,,"),
        NMEA.sentence("GPGSV,1,1,00"),
        NMEA.corrupted("GPRMC,120001,A,2330.000,S,04638.010,W,10.0,090.0,090324,,,A"),
        NMEA.sentence("GPRMC,120001,A,2330.000,S,04638.010,W,10.0,090.0,090324,,,A"),
        NMEA.sentence("GPRMC,120002,V,,,,,,,090324,,,N"),
    ]

    static func checkDrive(_ reports: [LocationReport]) {
        #expect(reports.count == 4, "\(reports)")
        #expect(NMEA.fixes(reports).map(\.mode) == [.threeDimensional, .twoDimensional, .noFix])
        // The bad line is reported at once, before the fix of the epoch it arrived in.
        #expect(reports.first?.issue.map { "\($0)" }?.hasPrefix("line 4: checksum mismatch") == true)
        let first = NMEA.fixes(reports).first
        #expect(NMEA.close(first?.time, NMEA.epoch(2024, 3, 9, 12, 0, 0)))
        #expect(NMEA.close(first?.horizontalError, 5))
    }

    @Test func readsAPipeWrittenInSmallPieces() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let writeEnd = ends[1]
        let text = Array((Self.drive.joined(separator: "\r\n") + "\r\n").utf8)
        let writer = Background {
            // 7-byte pieces split sentences across reads.
            for start in stride(from: 0, to: text.count, by: 7) {
                let piece = Array(text[start..<min(start + 7, text.count)])
                _ = piece.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            }
            close(writeEnd)
        }
        var source = NMEASource(fileDescriptor: ends[0], closesWhenDone: true)
        let reports = drain(&source)
        #expect(writer.finished())
        Self.checkDrive(reports)
    }

    @Test func readsAFileWithoutAFinalLineBreakThroughItsSpec() throws {
        let path = TestScratch.url.appendingPathComponent("location-\(UUID()).nmea")
            .path
        try Self.drive.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var source = try LocationSourceSpec(parsing: "nmea:\(path)").openReceiver()
        Self.checkDrive(drain(&source))
        // What the opened spec gives can be screened as it is.
        var screened = try LocationSourceSpec(parsing: "nmea:\(path)").openReceiver().screened()
        #expect(drain(&screened).last == .issue(.noPosition(time: NMEA.epoch(2024, 3, 9, 12, 0, 2))))
    }

    @Test func screenedNMEAReportsTheGapAsNoPosition() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let text = Array(Self.drive.joined(separator: "\n").utf8)
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        var source = NMEASource(fileDescriptor: ends[0], closesWhenDone: true).screened()
        let reports = drain(&source)
        #expect(reports.count == 4)
        #expect(reports.last == .issue(.noPosition(time: NMEA.epoch(2024, 3, 9, 12, 0, 2))))
    }

    @Test func aSerialDeviceIsPutIntoRawModeAtItsBaudRateAndItsLossIsReported() throws {
        let terminal = try #require(PseudoTerminal())
        let controller = terminal.controller
        let devicePath = terminal.devicePath

        var source = try NMEASource(path: devicePath, baudRate: try #require(BaudRate(bitsPerSecond: 4800)))

        // The settings belong to the device: a second descriptor sees what the source set.
        let probe = open(devicePath, O_RDWR | O_NOCTTY)
        try #require(probe >= 0)
        var settings = termios()
        try #require(tcgetattr(probe, &settings) == 0)
        close(probe)
        #expect(cfgetispeed(&settings) == speed_t(B4800))
        #expect(settings.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        #expect(settings.c_iflag & tcflag_t(ICRNL) == 0)

        // The first epoch and the sentence that starts the next, which completes the first.
        let text = Array(
            ([Self.drive[0], Self.drive[1], Self.drive[4]].joined(separator: "\r\n") + "\r\n").utf8)
        _ = text.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        let first = source.next()
        #expect(first?.fix?.mode == .threeDimensional)
        close(controller)
        let rest = drain(&source)
        guard case .issue(.disconnected(let reason)) = rest.last else {
            Issue.record("expected the lost device to be reported, got \(rest)")
            return
        }
        // Linux hangs the device side up (end of input); other systems fail the read.
        #expect(reason == "the serial device hung up" || reason.hasPrefix("read failed"), "\(reason)")
        #expect(rest.first?.fix?.mode == .twoDimensional)
    }

    @Test func stopEndsASourceWaitingForInput() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[1]) }
        var source = NMEASource(fileDescriptor: ends[0], closesWhenDone: true)
        source.stopHandle.stop()
        #expect(source.next() == nil)
    }
}
