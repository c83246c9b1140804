import Foundation

/// Timing for the benchmarks: batches of calls, several rounds, medians. Speed goals are
/// measured here, by a command on a release build, never by timed unit tests.
enum BenchTiming {
    /// Runs `body` `batch` times per round for `rounds` rounds (after one warm-up round) and
    /// returns the nanoseconds per call of each round.
    static func measure(rounds: Int, batch: Int, _ body: (Int) -> Void) -> [Double] {
        for index in 0..<batch { body(index) }
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<batch { body(index) }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(batch))
        }
        return times
    }

    /// The median of a sample (0 for an empty one).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
