import Foundation

/// A value shared between threads, guarded by a lock: callers' threads and an event loop's
/// (the cast server's inbox and phase), or a source and the thread that stops it. One type, so
/// that every such value is taken the same way and never without its lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
