import Glibc
import SystemIO

/// A listening TCP socket for a receiver that serves one sender at a time (`run --listen`):
/// the same binding, address text and descriptor care as the casting server, without its
/// event loop.
public final class ListeningSocket: Sendable {
    private let descriptor: Int32
    /// `host:port` as bound (the real port when 0 was asked for).
    public let address: String

    /// Binds and listens on `host:port`.
    public init(host: String, port: Int) throws(CastServerError) {
        let (descriptor, bound) = try Socket.listen(host: host, port: port, backlog: 16)
        self.descriptor = descriptor
        address = CastEndpoint(host: host, port: bound).description
    }

    /// The next sender, waiting at most `waitingMilliseconds`: a blocking descriptor (reads
    /// wait for data) and the peer's address; nil when nobody came.
    public func accept(waitingMilliseconds: Int32) -> (descriptor: Int32, peer: String)? {
        let deadline = ContinuousClock.now + .milliseconds(Int(waitingMilliseconds))
        guard Readiness.wait(for: descriptor, events: Int16(POLLIN), deadline: deadline) == .ready else {
            return nil
        }
        guard case .connection(let connection, let peer) = Socket.accept(descriptor) else { return nil }
        _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) & ~O_NONBLOCK)
        return (connection, peer)
    }

    /// Stops listening.
    public func close() {
        _ = Glibc.close(descriptor)
    }
}
