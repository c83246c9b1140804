import Glibc
import SystemIO

/// Opens a TCP connection to gpsd through SystemIO's ``TCPConnector`` (every address
/// `getaddrinfo` gives, a timeout on each, interruptible by the stop handle), and words its
/// failures for ``LocationIssue/disconnected(reason:)``.
enum SocketConnector {
    /// The connected, non-blocking socket, or why none could be made.
    static func connect(
        to endpoint: GPSDEndpoint, timeout: Double, stop: LocationStopHandle
    ) -> Result<OpenDescriptor, ConnectFailure> {
        let result = TCPConnector.connect(
            host: endpoint.host, port: Int(endpoint.port),
            attemptTimeout: .seconds(bounded: timeout), wake: stop.wakeDescriptor)
        switch result {
        case .success(let socket):
            return .success(OpenDescriptor(socket, closesOnRelease: true))
        case .failure(.unresolved(let status)):
            let reason = status == 0 ? "no addresses" : SystemIO.ConnectFailure.resolutionText(status)
            return .failure(ConnectFailure("cannot resolve \(endpoint.host): \(reason)"))
        case .failure(.attempts(let attempts)):
            let reasons = attempts.map { describe($0, timeout: timeout) }
            let unique = reasons.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return .failure(
                ConnectFailure("cannot connect to \(endpoint): " + unique.joined(separator: "; ")))
        }
    }

    private static func describe(_ failure: ConnectAttemptFailure, timeout: Double) -> String {
        switch failure {
        case .socket(let code): "socket: \(ErrorText.of(code))"
        case .refused(let code): ErrorText.of(code)
        case .timedOut: "timed out after \(timeout) s"
        case .stopped: "stopped"
        case .waitFailed(let code): "poll failed: \(ErrorText.of(code))"
        }
    }
}

/// Why a connection could not be made, in words for ``LocationIssue/disconnected(reason:)``.
struct ConnectFailure: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
