import Foundation
import Glibc
import Testing

@testable import SystemIO

/// Writing every byte: partial writes through a small socket buffer, a reader that went away,
/// a full socket that stays full.
@Suite struct ByteWriterTests {
    /// A connected pair of stream sockets, the writing end non-blocking with a small send buffer.
    private static func socketPair(nonBlocking: Bool = true) -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        var size: Int32 = 4096
        _ = setsockopt(ends[0], SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        _ = setsockopt(ends[1], SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        if nonBlocking { _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) }
        return (ends[0], ends[1])
    }

    @Test func aLargeBufferGoesOutWholeThroughASmallSocketBuffer() throws {
        let (writer, reader) = Self.socketPair()
        defer {
            close(writer)
            close(reader)
        }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let received = Locked<[UInt8]>([])
        let finished = DispatchSemaphore(value: 0)
        let readerThread = Thread {
            defer { finished.signal() }
            var buffer = [UInt8](repeating: 0, count: 1000)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                received.withLock { $0 += buffer[0..<count] }
            }
        }
        readerThread.start()
        let result = ByteWriter.writeAll(
            bytes, to: writer, using: .send, whenBlocked: BlockedWait(deadline: .now + .seconds(20)))
        #expect(result == WriteResult(written: bytes.count, failure: nil))
        shutdown(writer, Int32(SHUT_WR))
        finished.wait()
        #expect(received.withLock { $0 } == bytes)
    }

    @Test func aFullSocketWithoutAWaitIsAFailureWithTheBytesCounted() {
        let (writer, reader) = Self.socketPair()
        defer {
            close(writer)
            close(reader)
        }
        let result = ByteWriter.writeAll([UInt8](repeating: 7, count: 1 << 20), to: writer, using: .send)
        #expect(result.failure == .system(EAGAIN))
        #expect(result.written > 0 && result.written < 1 << 20)
    }

    @Test func aFullSocketPastItsDeadlineTimesOut() {
        let (writer, reader) = Self.socketPair()
        defer {
            close(writer)
            close(reader)
        }
        let result = ByteWriter.writeAll(
            [UInt8](repeating: 7, count: 1 << 20), to: writer, using: .send,
            whenBlocked: BlockedWait(deadline: .now + .milliseconds(50)))
        #expect(result.failure == .timedOut)
        #expect(result.failure?.errorNumber == ETIMEDOUT)
    }

    @Test func theWakeDescriptorEndsTheWaitForAFullSocket() {
        let (writer, reader) = Self.socketPair()
        var wake: [Int32] = [-1, -1]
        #expect(pipe(&wake) == 0)
        defer {
            for descriptor in [writer, reader, wake[0], wake[1]] { close(descriptor) }
        }
        var byte: UInt8 = 1
        #expect(write(wake[1], &byte, 1) == 1)
        let result = ByteWriter.writeAll(
            [UInt8](repeating: 7, count: 1 << 20), to: writer, using: .send,
            whenBlocked: BlockedWait(wake: wake[0]))
        #expect(result.failure == .woken)
    }

    @Test func aReaderThatWentAwayIsEPIPEWithoutASignal() {
        let (writer, reader) = Self.socketPair(nonBlocking: false)
        close(reader)
        defer { close(writer) }
        let result = ByteWriter.writeAll(Array("hello".utf8), to: writer, using: .send)
        #expect(result == WriteResult(written: 0, failure: .system(EPIPE)))
        #expect(result.failure?.description == ErrorText.of(EPIPE))
    }

    @Test func aClosedPipeIsEPIPEThroughWriteToo() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        // The test process ignores SIGPIPE only for this call's duration.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let result = ByteWriter.writeAll(Array("hello".utf8), to: ends[1], using: .write)
        #expect(result.failure == .system(EPIPE))
    }

    @Test func anEmptyBufferIsDoneAtOnce() {
        #expect(ByteWriter.writeAll([], to: -1) == WriteResult(written: 0, failure: nil))
    }

    @Test func sendSomeTakesWhatFitsAndReportsAGonePeer() {
        let (writer, reader) = Self.socketPair()
        defer { close(writer) }
        let big = [UInt8](repeating: 1, count: 1 << 20)
        guard case .success(let taken) = ByteWriter.sendSome(big[...], to: writer) else {
            Issue.record("a first send fails")
            return
        }
        #expect(taken > 0 && taken < big.count)
        #expect(ByteWriter.sendSome(big[taken...], to: writer) == .success(0))
        close(reader)
        #expect(ByteWriter.sendSome(big[...], to: writer) != .success(0))
    }
}
