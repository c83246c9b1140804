import CSharedMemory
import Foundation

/// Memory the speech worker and its client both map: the worker writes a prompt's samples into
/// it as eSpeak NG produces them, and the socket carries only how many are ready. The samples
/// then cross once (worker to region, region to the client's array) instead of through the
/// socket's buffers, and a whole prompt costs the two processes one hand-over each way.
///
/// The client creates the region (a memory file, its size sealed so that the worker can neither
/// shrink it under the client's mapping nor grow it) and hands the descriptor to each worker it
/// starts. Pages are taken only as samples are written: a prompt of a few seconds keeps a few
/// hundred kilobytes, and the worker gives back what a long prompt took beyond
/// ``keptBytes`` before the next request.
final class SampleRegion {
    /// Room for the longest request, 600 s at eSpeak NG's 22,050 Hz (26.5 MB), with some to spare.
    static let standardCapacity = 32 << 20
    /// What stays mapped between requests once a long prompt has been spoken.
    static let keptBytes = 1 << 20

    /// The memory file.
    let descriptor: Int32
    /// The size of the mapping, in bytes.
    let capacity: Int
    /// The start of the mapping.
    let base: UnsafeMutableRawPointer

    private init(descriptor: Int32, capacity: Int, base: UnsafeMutableRawPointer) {
        (self.descriptor, self.capacity, self.base) = (descriptor, capacity, base)
    }

    deinit {
        munmap(base, capacity)
        _ = close(descriptor)
    }

    /// How many samples fit.
    var sampleCapacity: Int { capacity / 2 }

    /// A new region of `capacity` bytes (the client's), or nil where the system offers no
    /// memory files; the worker then sends its samples through the socket.
    static func create(capacity: Int = standardCapacity) -> SampleRegion? {
        let descriptor = guidance_region_create(capacity)
        guard descriptor >= 0 else { return nil }
        guard let base = map(descriptor, capacity) else {
            _ = close(descriptor)
            return nil
        }
        return SampleRegion(descriptor: descriptor, capacity: capacity, base: base)
    }

    /// Maps a region received from the client (the worker's side), taking over `descriptor`; nil
    /// (and the descriptor closed) when it is not a memory file of at least `capacity` bytes.
    static func adopt(_ descriptor: Int32, capacity: Int) -> SampleRegion? {
        var status = stat()
        guard capacity > 0, capacity <= standardCapacity * 4, fstat(descriptor, &status) == 0,
            status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) >= capacity,
            let base = map(descriptor, capacity)
        else {
            _ = close(descriptor)
            return nil
        }
        return SampleRegion(descriptor: descriptor, capacity: capacity, base: base)
    }

    /// The samples `range` of the region, for the client to copy out.
    func samples(_ range: Range<Int>) -> UnsafeBufferPointer<Int16> {
        UnsafeBufferPointer(
            start: base.assumingMemoryBound(to: Int16.self) + range.lowerBound, count: range.count)
    }

    /// Copies `samples` into the region at sample index `offset` (the caller checked that they fit).
    func write(_ samples: UnsafeBufferPointer<Int16>, at offset: Int) {
        guard let source = samples.baseAddress, !samples.isEmpty else { return }
        (base.assumingMemoryBound(to: Int16.self) + offset).update(from: source, count: samples.count)
    }

    /// Gives the pages above ``keptBytes`` back to the system once `used` bytes were written: a
    /// ten-minute prompt does not keep 26 MB for the rest of the drive.
    func release(above used: Int) {
        guard used > Self.keptBytes else { return }
        let end = min(capacity, (used + 4095) / 4096 * 4096)
        _ = madvise(base + Self.keptBytes, end - Self.keptBytes, MADV_REMOVE)
    }

    private static func map(_ descriptor: Int32, _ capacity: Int) -> UnsafeMutableRawPointer? {
        let address = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        return address
    }
}
