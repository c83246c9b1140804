import Synchronization

/// A one-way switch set by task cancellation on any thread and read by the engine's callback
/// between chunks.
final class CancellationFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Asks the synthesis to stop at the next chunk.
    func raise() {
        raised.store(true, ordering: .relaxed)
    }

    /// Whether a stop was asked for.
    var isRaised: Bool {
        raised.load(ordering: .relaxed)
    }
}
