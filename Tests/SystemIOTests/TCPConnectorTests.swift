import Glibc
import Testing

@testable import SystemIO

/// Connecting over every address a host name gives.
@Suite struct TCPConnectorTests {
    /// A listening loopback socket and its port.
    private static func listener() -> (Int32, Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        _ = listen(socket, 4)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test func aListeningPortConnectsNonBlocking() throws {
        let (listening, port) = Self.listener()
        defer { close(listening) }
        let socket = try TCPConnector.connect(host: "127.0.0.1", port: port, deadline: .now + .seconds(5))
            .get()
        defer { close(socket) }
        #expect(fcntl(socket, F_GETFL) & O_NONBLOCK != 0)
        #expect(fcntl(socket, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func aClosedPortIsRefusedWithItsErrno() {
        let (listening, port) = Self.listener()
        close(listening)
        let result = TCPConnector.connect(host: "127.0.0.1", port: port, attemptTimeout: .seconds(5))
        #expect(result == .failure(.attempts([.refused(ECONNREFUSED)])))
    }

    @Test func anUnknownNameDoesNotResolve() {
        guard
            case .failure(.unresolved(let status)) = TCPConnector.connect(
                host: "no such host.invalid", port: 1)
        else {
            Issue.record("a bad name resolved")
            return
        }
        #expect(status != 0)
        #expect(!ConnectFailure.resolutionText(status).isEmpty)
    }

    @Test func aSignalledWakeStopsTheAttempts() {
        // 192.0.2.1 (TEST-NET-1) never answers; without the wake the attempt would time out.
        var wake: [Int32] = [-1, -1]
        #expect(pipe(&wake) == 0)
        defer { for end in wake { close(end) } }
        var byte: UInt8 = 1
        #expect(write(wake[1], &byte, 1) == 1)
        let result = TCPConnector.connect(
            host: "192.0.2.1", port: 9, attemptTimeout: .seconds(30), wake: wake[0])
        switch result {
        case .failure(.attempts(let attempts)): #expect(attempts.count == 1)
        default: Issue.record("connected to TEST-NET-1: \(result)")
        }
    }
}
