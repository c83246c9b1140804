import Foundation

@testable import CastServer

extension CastServer {
    /// Waits until `condition` holds for ``statistics``, woken by the server's thread each time
    /// it publishes changed figures (a subscriber arrived or left, a connection closed, a slow
    /// one was dropped), so that a caller who must know a screen is connected never polls.
    /// Returns false when the condition still does not hold after `timeout` seconds.
    func waitForStatistics(
        timeout: Double = 120, until condition: (CastServerStatistics) -> Bool
    ) -> Bool {
        statisticsSignal.wait(until: Date(timeIntervalSinceNow: timeout)) { condition(statistics) }
    }
}
