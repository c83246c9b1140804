import Glibc
import Testing

@testable import SystemIO

/// Reading what a descriptor has, within a deadline and until a wake.
@Suite struct ByteReaderTests {
    @Test func whatThePipeHasIsReadThenItsEndThenNothingMore() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var buffer = [UInt8](repeating: 0, count: 4)
        let sent: [UInt8] = [1, 2, 3, 4, 5, 6]
        #expect(write(ends[1], sent, sent.count) == sent.count)
        // What the pipe has now, no more than the buffer holds, without waiting for more.
        #expect(ByteReader.readSome(ends[0], into: &buffer, deadline: nil) == .bytes(4))
        #expect(buffer == [1, 2, 3, 4])
        #expect(ByteReader.readSome(ends[0], into: &buffer, deadline: nil) == .bytes(2))
        #expect(buffer.prefix(2) == [5, 6])
        close(ends[1])
        #expect(ByteReader.readSome(ends[0], into: &buffer, deadline: nil) == .endOfInput)
    }

    @Test func aSilentPipeTimesOutAndAWakeWins() {
        var data: [Int32] = [-1, -1]
        var wake: [Int32] = [-1, -1]
        #expect(pipe(&data) == 0 && pipe(&wake) == 0)
        defer { for end in data + wake { close(end) } }
        var buffer = [UInt8](repeating: 0, count: 8)
        let start = ContinuousClock.now
        #expect(ByteReader.readSome(data[0], into: &buffer, deadline: start + .milliseconds(30)) == .timedOut)
        #expect(ContinuousClock.now - start >= .milliseconds(30))
        var byte: UInt8 = 1
        #expect(write(wake[1], &byte, 1) == 1)
        #expect(ByteReader.readSome(data[0], into: &buffer, deadline: nil, wake: wake[0]) == .woken)
    }

    @Test func aSocketIsReadWithRecvAndAFailureNamesItsError() {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        var buffer = [UInt8](repeating: 0, count: 8)
        let sent: [UInt8] = [7, 8, 9]
        #expect(send(pair[1], sent, sent.count, 0) == 3)
        #expect(ByteReader.readSome(pair[0], into: &buffer, socket: true, deadline: nil) == .bytes(3))
        #expect(buffer.prefix(3) == [7, 8, 9])
        close(pair[1])
        #expect(ByteReader.readSome(pair[0], into: &buffer, socket: true, deadline: nil) == .endOfInput)
        // A descriptor that is not a socket cannot be received from.
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let one: [UInt8] = [1]
        #expect(write(ends[1], one, 1) == 1)
        #expect(ByteReader.readSome(ends[0], into: &buffer, socket: true, deadline: nil) == .failed(ENOTSOCK))
    }
}
