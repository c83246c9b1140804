import Foundation

/// Wakes whoever waits for the server's counters to change: the loop thread rings it when a
/// turn has changed the figures it publishes (subscribers, connections, drops), so a waiter
/// learns of a subscriber's arrival or departure from the server itself instead of polling.
final class StatisticsSignal: @unchecked Sendable {
    // Safety: `generation` is read and written with `condition` locked.
    private let condition = NSCondition()
    private var generation = 0

    /// Called by the loop thread after it published new figures.
    func ring() {
        condition.lock()
        generation &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until `holds()` is true, checking it at once and after every ring; false when it
    /// still does not hold at `deadline`.
    func wait(until deadline: Date, for holds: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !holds() {
            let seen = generation
            while generation == seen {
                guard condition.wait(until: deadline) else { return holds() }
            }
        }
        return true
    }
}
