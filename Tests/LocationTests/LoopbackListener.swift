import Foundation
import Glibc
import Location

/// A TCP listener on the loopback interface that a test scripts by hand: accept, read the
/// client's command, send lines, close. Every wait has a generous timeout so a broken client
/// fails the test instead of hanging it.
final class LoopbackListener: @unchecked Sendable {
    let descriptor: Int32
    let port: UInt16

    /// Whether this machine can listen on ::1.
    static let ipv6Available: Bool = LoopbackListener(ipv6: true) != nil

    /// Listens on 127.0.0.1 (or ::1) on a port the kernel picks; nil when that is impossible.
    init?(ipv6: Bool = false) {
        let family = ipv6 ? AF_INET6 : AF_INET
        let socketDescriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_addr = in6addr_loopback
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard bound == 0, listen(socketDescriptor, 8) == 0 else {
            close(socketDescriptor)
            return nil
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(socketDescriptor, $0, &length)
            }
        }
        let networkPort =
            ipv6
            ? withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
            }
            : withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
            }
        descriptor = socketDescriptor
        port = UInt16(bigEndian: networkPort)
    }

    deinit {
        close(descriptor)
    }

    /// A port nothing listens on: one the kernel just handed out and was given back.
    static func closedPort() -> UInt16? {
        LoopbackListener()?.port
    }

    /// The next connection, or nil after `timeout` seconds.
    func accept(timeout: Double = 30) -> Int32? {
        guard Self.waitReadable(descriptor, timeout: timeout) else { return nil }
        let connection = Glibc.accept(descriptor, nil, nil)
        return connection >= 0 ? connection : nil
    }

    /// Reads up to and including the first LF (nil on timeout or end of stream).
    static func readLine(_ connection: Int32, timeout: Double = 30) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.last != UInt8(ascii: "\n") {
            guard waitReadable(connection, timeout: timeout), read(connection, &byte, 1) == 1 else {
                return nil
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits until the peer closes (read returns 0); false on timeout.
    static func waitForClose(_ connection: Int32, timeout: Double = 30) -> Bool {
        var byte: UInt8 = 0
        while waitReadable(connection, timeout: timeout) {
            if read(connection, &byte, 1) <= 0 { return true }
        }
        return false
    }

    /// Sends text, all of it.
    static func send(_ connection: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func waitReadable(_ descriptor: Int32, timeout: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, Int32(timeout * 1000)) == 1
    }
}

/// Runs a closure on its own thread (not the test's cooperative pool) and lets the test wait for
/// it with a timeout.
final class Background: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Void) {
        let done = self.done
        Thread.detachNewThread {
            work()
            done.signal()
        }
    }

    /// Whether the work finished within `timeout` seconds.
    func finished(within timeout: Double = 30) -> Bool {
        done.wait(timeout: .now() + timeout) == .success
    }
}

/// A value one thread sets and another reads.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Every report of a source until it ends (at most `limit`, so a broken source cannot loop).
func drain(_ source: inout some LocationSource, limit: Int = 1000) -> [LocationReport] {
    var reports: [LocationReport] = []
    while reports.count < limit, let report = source.next() { reports.append(report) }
    return reports
}
