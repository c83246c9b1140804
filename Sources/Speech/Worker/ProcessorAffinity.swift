import CProcessor

/// Which processor a thread runs on, and keeping the speech worker on its client's. A request to
/// the worker is synchronous: the client sleeps while the worker speaks. On the same processor
/// each hand-over is a local wake-up; across processors it is an inter-processor interrupt,
/// which on a virtual machine costs more than the copy of a prompt's audio (docs/speech.md).
enum ProcessorAffinity {
    /// Restricts the calling thread (the worker's, which reads requests and speaks) to `processor`;
    /// false when the system refuses.
    @discardableResult
    static func pin(to processor: Int) -> Bool {
        guard let number = Int32(exactly: processor) else { return false }
        return guidance_pin_to_processor(number) == 0
    }
}

extension ProcessorAffinity {
    /// Runs `body` with the calling thread held on the processor it is on (its mask restored
    /// after), passing that processor (nil when it could not be held): the client side of a
    /// request, so the worker that moves to the same processor hands every frame over locally.
    static func holdingProcessor<T, E: Error>(_ body: (Int?) throws(E) -> T) throws(E) -> T {
        var saved = [UInt8](repeating: 0, count: Int(guidance_mask_size()))
        let processor = saved.withUnsafeMutableBytes { guidance_pin_here($0.baseAddress) }
        defer {
            if processor >= 0 { saved.withUnsafeBytes { guidance_restore($0.baseAddress) } }
        }
        return try body(processor >= 0 ? Int(processor) : nil)
    }
}
