/// Collects a prompt's samples as eSpeak NG hands them out (about 1,300 at a time) and gives
/// them back as one array of exactly their size.
///
/// Appending to one growing array doubles its buffer again and again: every step copies what
/// came before, the finished prompt keeps up to twice the memory it needs (while the speech cache
/// counts only what it needs), and the discarded buffers of every size leave holes in the heap
/// next to the cached prompts, holes glibc keeps resident. Here the samples go into fixed
/// segments of 32 KiB, which the allocator recycles from one prompt to the next, and one exact
/// array is filled at the end. In `guidance run --audio-dir` on the São Paulo example drive
/// this took 1.6 MB off the peak resident memory.
package struct SampleAccumulator {
    /// Samples per segment: 32 KiB, well below glibc's 128 KiB mmap threshold.
    static let segmentCapacity = 16 * 1024

    private var full: [[Int16]] = []
    private var current: [Int16] = []
    /// Samples appended so far.
    private(set) var count = 0

    /// Creates an empty accumulator; nothing is allocated until the first samples arrive.
    package init() {}

    /// Appends a callback's samples.
    package mutating func append(_ buffer: UnsafeBufferPointer<Int16>) {
        var rest = buffer[...]
        while !rest.isEmpty {
            if current.capacity == 0 { current.reserveCapacity(Self.segmentCapacity) }
            let room = Self.segmentCapacity - current.count
            current.append(contentsOf: rest.prefix(room))
            rest = rest.dropFirst(room)
            if current.count == Self.segmentCapacity {
                full.append(current)
                current = []
            }
        }
        count += buffer.count
    }

    /// All the samples in order, in an array of exactly ``count`` elements; the segments are
    /// released.
    package mutating func take() -> [Int16] {
        let segments = full + (current.isEmpty ? [] : [current])
        full = []
        current = []
        let total = count
        count = 0
        guard total > 0 else { return [] }
        return [Int16](unsafeUninitializedCapacity: total) { buffer, initialized in
            var offset = 0
            for segment in segments {
                segment.withUnsafeBufferPointer { source in
                    guard let base = buffer.baseAddress, let from = source.baseAddress else { return }
                    (base + offset).initialize(from: from, count: source.count)
                }
                offset += segment.count
            }
            initialized = offset
        }
    }
}
