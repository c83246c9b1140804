import Foundation
import Testing

@testable import SystemIO

/// The one lock type: every increment from many threads counts.
@Suite struct LockedTests {
    @Test func concurrentUpdatesAreAllKept() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 8000)
    }
}
