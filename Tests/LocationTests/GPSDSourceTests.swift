import Foundation
import Glibc
import GuidanceModel
import Testing

@testable import Location

@Suite(.serialized) struct GPSDSourceTests {
    private static func tpv(_ second: Int, latitude: Double) -> String {
        #"{"class":"TPV","device":"/dev/ttyACM0","mode":3,"time":"2024-03-09T12:00:0\#(second).000Z","#
            + #""lat":\#(latitude),"lon":-46.6,"speed":12.5,"track":90.0,"eph":4.0}"# + "\n"
    }

    @Test func readsFixesThenReconnectsAfterTheConnectionCloses() throws {
        let listener = try #require(LoopbackListener())
        let commands = Box<[String]>([])
        let server = Background {
            guard let first = listener.accept() else { return }
            commands.value.append(LoopbackListener.readLine(first) ?? "")
            LoopbackListener.send(first, #"{"class":"VERSION","release":"3.25","proto_major":3}"# + "\n")
            LoopbackListener.send(first, Self.tpv(1, latitude: -23.5))
            LoopbackListener.send(first, "{not json\n")
            LoopbackListener.send(first, Self.tpv(2, latitude: -23.5001))
            close(first)
            guard let second = listener.accept() else { return }
            commands.value.append(LoopbackListener.readLine(second) ?? "")
            LoopbackListener.send(second, Self.tpv(3, latitude: -23.5002))
            close(second)
        }
        var source = GPSDSource(
            endpoint: GPSDEndpoint(host: "127.0.0.1", port: listener.port),
            options: GPSDOptions(silenceTimeout: 30, maximumConnectionAttempts: 2))
        let reports = drain(&source)
        #expect(server.finished())
        #expect(commands.value == [GPSDOptions.watchCommand, GPSDOptions.watchCommand])

        try #require(reports.count == 9, "\(reports)")
        #expect(reports[0] == .issue(.connected))
        #expect(reports[1].fix?.coordinate == Coordinate(latitude: -23.5, longitude: -46.6))
        #expect(NMEA.close(reports[1].fix?.time, NMEA.epoch(2024, 3, 9, 12, 0, 1)))
        #expect(reports[2].issue.map { "\($0)" }?.hasPrefix("line 3: not JSON") == true)
        #expect(reports[3].fix?.coordinate == Coordinate(latitude: -23.5001, longitude: -46.6))
        #expect(reports[4] == .issue(.disconnected(reason: "gpsd closed the connection")))
        #expect(reports[5] == .issue(.reconnecting(afterSeconds: 0.25)))
        #expect(reports[6] == .issue(.connected))
        #expect(reports[7].fix?.coordinate == Coordinate(latitude: -23.5002, longitude: -46.6))
        #expect(reports[8] == .issue(.disconnected(reason: "gpsd closed the connection")))
    }

    @Test func aRefusedConnectionBacksOffExponentially() throws {
        let port = try #require(LoopbackListener.closedPort())
        var source = GPSDSource(
            endpoint: GPSDEndpoint(host: "127.0.0.1", port: port),
            options: GPSDOptions(maximumConnectionAttempts: 3))
        let reports = drain(&source)
        try #require(reports.count == 5, "\(reports)")
        for index in [0, 2, 4] {
            guard case .issue(.disconnected(let reason)) = reports[index] else {
                Issue.record("expected a disconnection, got \(reports[index])")
                continue
            }
            #expect(reason.contains("Connection refused"), "\(reason)")
        }
        #expect(reports[1] == .issue(.reconnecting(afterSeconds: 0.25)))
        #expect(reports[3] == .issue(.reconnecting(afterSeconds: 0.5)))
    }

    @Test func aSilentConnectionIsDeclaredDead() throws {
        let listener = try #require(LoopbackListener())
        let server = Background {
            guard let connection = listener.accept() else { return }
            _ = LoopbackListener.readLine(connection)
            _ = LoopbackListener.waitForClose(connection)
            close(connection)
        }
        // By name: localhost may resolve to ::1 first, where nothing listens; the source must go on
        // to 127.0.0.1.
        var source = GPSDSource(
            endpoint: GPSDEndpoint(host: "localhost", port: listener.port),
            options: GPSDOptions(silenceTimeout: 0.3, maximumConnectionAttempts: 1))
        let reports = drain(&source)
        #expect(reports == [.issue(.connected), .issue(.disconnected(reason: "no data for 0.3 s"))])
        #expect(server.finished())
    }

    @Test func stopEndsABlockedSource() throws {
        let listener = try #require(LoopbackListener())
        let accepted = DispatchSemaphore(value: 0)
        // The caller's handle, given through the spec, reaches the source.
        let handle = LocationStopHandle()
        var source = try LocationSourceSpec(parsing: "gpsd://127.0.0.1:\(listener.port)").openReceiver(
            gpsd: GPSDOptions(silenceTimeout: 120), stopHandle: handle)
        let server = Background {
            guard let connection = listener.accept() else { return }
            _ = LoopbackListener.readLine(connection)
            accepted.signal()
            _ = LoopbackListener.waitForClose(connection)
            close(connection)
        }
        let stopper = Background {
            if accepted.wait(timeout: .now() + 30) == .success { handle.stop() }
        }
        #expect(source.next() == .issue(.connected))
        #expect(source.next() == nil)
        #expect(handle.isStopped)
        #expect(stopper.finished())
        #expect(server.finished())
    }

    @Test(.enabled(if: LoopbackListener.ipv6Available)) func connectsToAnIPv6Literal() throws {
        let listener = try #require(LoopbackListener(ipv6: true))
        let server = Background {
            guard let connection = listener.accept() else { return }
            _ = LoopbackListener.readLine(connection)
            LoopbackListener.send(connection, Self.tpv(4, latitude: 1))
            close(connection)
        }
        let spec = try LocationSourceSpec(parsing: "gpsd://[::1]:\(listener.port)")
        var source = try spec.openReceiver(gpsd: GPSDOptions(maximumConnectionAttempts: 1))
        let reports = drain(&source)
        #expect(reports.count == 3)
        #expect(reports.first == .issue(.connected))
        #expect(reports.dropFirst().first?.fix?.coordinate == Coordinate(latitude: 1, longitude: -46.6))
        #expect(server.finished())
    }

    @Test func anUnresolvableHostIsADisconnectionNotACrash() {
        var source = GPSDSource(
            endpoint: GPSDEndpoint(host: "no-such-host.invalid", port: 2947),
            options: GPSDOptions(maximumConnectionAttempts: 1))
        let reports = drain(&source)
        #expect(reports.count == 1)
        guard case .issue(.disconnected(let reason)) = reports.first else {
            Issue.record("expected a disconnection, got \(reports)")
            return
        }
        #expect(reason.hasPrefix("cannot resolve no-such-host.invalid"))
    }
}
