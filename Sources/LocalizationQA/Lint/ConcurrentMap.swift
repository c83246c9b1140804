import Foundation

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, results in order: the lint reads, parses and checks
    /// each locale independently, so 19 locales take about half the time on two cores.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = Locked([T?](repeating: nil, count: count))
        withoutActuallyEscaping(transform) { transform in
            let work = UnsafeSendableBox(transform)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let value = work.value(self[index])
                results.update { $0[index] = value }
            }
        }
        return results.value.map { $0! }
    }
}

/// Carries a non-escaping closure into `concurrentPerform`, which runs it before returning.
private struct UnsafeSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
