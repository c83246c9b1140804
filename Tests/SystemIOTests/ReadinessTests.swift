import Glibc
import Testing

@testable import SystemIO

/// Waiting with a deadline and a wake descriptor.
@Suite struct ReadinessTests {
    @Test func aSilentDescriptorTimesOutAtItsDeadline() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let start = ContinuousClock.now
        let result = Readiness.wait(for: ends[0], events: Int16(POLLIN), deadline: start + .milliseconds(40))
        #expect(result == .timedOut)
        #expect(ContinuousClock.now - start >= .milliseconds(40))
    }

    @Test func aReadableDescriptorIsReadyAndAWakeWins() {
        var data: [Int32] = [-1, -1]
        var wake: [Int32] = [-1, -1]
        #expect(pipe(&data) == 0 && pipe(&wake) == 0)
        defer { for end in data + wake { close(end) } }
        var byte: UInt8 = 1
        #expect(write(data[1], &byte, 1) == 1)
        #expect(Readiness.wait(for: data[0], events: Int16(POLLIN), deadline: nil) == .ready)
        #expect(!Readiness.isReadable(wake[0]))
        #expect(write(wake[1], &byte, 1) == 1)
        #expect(Readiness.isReadable(wake[0]))
        #expect(Readiness.wait(for: data[0], events: Int16(POLLIN), deadline: nil, wake: wake[0]) == .woken)
        // Without a descriptor the wait is a sleep that only the deadline or the wake ends.
        #expect(Readiness.wait(for: -1, events: 0, deadline: .now + .seconds(5), wake: wake[0]) == .woken)
    }

    @Test func aPassedDeadlineTimesOutWithoutPolling() {
        #expect(Readiness.wait(for: -1, events: 0, deadline: .now - .seconds(1)) == .timedOut)
    }

    @Test func anyCountOfSecondsIsATimeToWait() {
        for nothing in [-5, 0, -Double.infinity, .nan] {
            #expect(Duration.seconds(bounded: nothing) == .zero, "\(nothing)")
            #expect(
                Readiness.wait(for: -1, events: 0, deadline: .now + .seconds(bounded: nothing)) == .timedOut)
        }
        #expect(Duration.seconds(bounded: 0.25) == .milliseconds(250))
        for forever in [Double.infinity, 1e300, Double.greatestFiniteMagnitude] {
            #expect(Duration.seconds(bounded: forever) == .seconds(1_000_000_000), "\(forever)")
            #expect(ContinuousClock.now + .seconds(bounded: forever) > .now + .seconds(900_000_000))
        }
    }

    @Test func timeoutsRoundUpToWholeMilliseconds() {
        #expect(Readiness.milliseconds(roundingUp: .microseconds(1)) == 1)
        #expect(Readiness.milliseconds(roundingUp: .milliseconds(5)) == 6)
        #expect(Readiness.milliseconds(roundingUp: .seconds(1e12)) == Int32.max)
    }
}
