import CSharedMemory
import Foundation
import SystemIO

/// Tagged, length-prefixed frames over one descriptor pair: the one format the speech worker
/// and its client speak. A frame is a 4-byte little-endian length, a tag byte and that many
/// bytes of payload. A request is one ``Tag/request`` frame; an answer is any number of
/// ``Tag/ready`` frames (how many samples wait in the shared ``SampleRegion``) and
/// ``Tag/samples`` frames (raw s16le, for audio that does not fit the region or when there is
/// none), and one ``Tag/answer`` frame that ends it. A ``Tag/region`` frame, sent by the client
/// with the region's descriptor attached, gives the worker the region.
///
/// Frames are written into one buffer and sent together, and read through a buffer of their
/// own, so an answer costs the two processes a write and a read or two, not one per chunk.
final class WorkerChannel {
    /// Why a frame could not be read or written; the other side is gone or broke the format.
    struct Broken: Error {
        let reason: String
    }

    /// What a frame carries.
    enum Tag: UInt8 {
        /// A request (``WorkerCoding``).
        case request = 0x52
        /// Samples of the answer being sent, in order.
        case samples = 0x53
        /// The answer's header (voice, events, error); the last frame of an answer.
        case answer = 0x45
        /// The number of the answer's samples written so far into the shared region, from its
        /// start (8 bytes, little-endian); the region's samples come before any ``samples`` frame.
        case ready = 0x43
        /// The shared region's size in bytes (8 bytes, little-endian), its descriptor attached.
        case region = 0x4D
    }

    /// Frames above this are a broken peer, not audio: 600 s at 22,050 Hz is 26 MB.
    static let maximumFrame = 64 << 20

    let input: Int32
    let output: Int32
    /// Whether `output` is a socket, written with `MSG_NOSIGNAL`: a peer that died is then an
    /// error to report, not a SIGPIPE that ends the process. `input` is then read with
    /// `recvmsg`, which takes a descriptor sent along (``takeDescriptor()``).
    let isSocket: Bool
    /// A descriptor that arrived with the bytes read and was not taken yet.
    private var receivedDescriptor: Int32 = -1

    /// Frames queued by ``queue(_:bytes:)`` and not yet sent.
    private var outgoing: [UInt8] = []
    /// Bytes read and not yet taken, from `readStart` to `readEnd`.
    private var incoming = [UInt8](repeating: 0, count: 1 << 16)
    private var readStart = 0
    private var readEnd = 0

    /// A channel on `input` and `output`; whether they are one socket is found out when not said.
    init(input: Int32, output: Int32, isSocket: Bool? = nil) {
        self.input = input
        self.output = output
        self.isSocket = isSocket ?? (Self.isSocket(input) && Self.isSocket(output))
    }

    deinit {
        if receivedDescriptor >= 0 { _ = close(receivedDescriptor) }
    }

    /// Whether `descriptor` is a socket.
    static func isSocket(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
    }

    /// Bytes queued and not yet sent.
    var queuedBytes: Int { outgoing.count }

    /// Adds a frame to the outgoing buffer; ``flush()`` sends it.
    func queue(_ tag: Tag, bytes: UnsafeRawBufferPointer) {
        var length = UInt32(bytes.count).littleEndian
        withUnsafeBytes(of: &length) { outgoing.append(contentsOf: $0) }
        outgoing.append(tag.rawValue)
        outgoing.append(contentsOf: bytes)
    }

    /// Adds a frame whose payload is a count (``Tag/ready``, ``Tag/region``).
    func queue(_ tag: Tag, count: Int) {
        var value = UInt64(count).littleEndian
        withUnsafeBytes(of: &value) { queue(tag, bytes: $0) }
    }

    /// Sends one frame now, with whatever was queued before it.
    func send(_ tag: Tag, _ bytes: [UInt8]) throws(Broken) {
        bytes.withUnsafeBytes { queue(tag, bytes: $0) }
        try flush()
    }

    /// Sends a ``Tag/region`` frame with the region's descriptor attached, after whatever was
    /// queued (a socket only).
    func sendRegion(_ region: SampleRegion) throws(Broken) {
        try flush()
        queue(.region, count: region.capacity)
        var frame = outgoing
        outgoing.removeAll(keepingCapacity: true)
        while true {
            let sent = frame.withUnsafeBytes {
                guidance_send_with_descriptor(output, $0.baseAddress, $0.count, region.descriptor)
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw Broken(reason: ErrorText.of(errno)) }
            // The descriptor went with the first bytes; the rest, if any, follow plainly.
            if sent < frame.count {
                frame.removeFirst(sent)
                outgoing.append(contentsOf: frame)
                try flush()
            }
            return
        }
    }

    /// The descriptor that came with the frames read so far (the one a ``Tag/region`` frame
    /// carries), now the caller's to close; nil when none came.
    func takeDescriptor() -> Int32? {
        defer { receivedDescriptor = -1 }
        return receivedDescriptor >= 0 ? receivedDescriptor : nil
    }

    /// Sends every queued frame in one write (more if the peer's buffer is full).
    func flush() throws(Broken) {
        defer { outgoing.removeAll(keepingCapacity: true) }
        if let failure = ByteWriter.writeAll(outgoing, to: output, using: isSocket ? .send : .write).failure {
            throw Broken(reason: ErrorText.of(failure.errorNumber))
        }
    }

    /// Reads the next frame's tag and length; its payload must then be taken with
    /// ``payload(_:)`` or ``samples(_:into:)``.
    func nextFrame() throws(Broken) -> (tag: Tag, length: Int) {
        try fill(5)
        let bytes = incoming[readStart..<(readStart + 5)]
        let length = bytes.prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        guard let tag = Tag(rawValue: bytes[readStart + 4]) else {
            throw Broken(reason: "a frame tagged \(bytes[readStart + 4])")
        }
        guard length <= Self.maximumFrame else { throw Broken(reason: "a frame of \(length) bytes") }
        readStart += 5
        return (tag, length)
    }

    /// The next `length` bytes, as a frame's payload.
    func payload(_ length: Int) throws(Broken) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        try take(length) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The next `length` bytes as a count: a ``Tag/ready`` or ``Tag/region`` frame's payload.
    func count(_ length: Int) throws(Broken) -> Int {
        guard length == 8 else { throw Broken(reason: "a count of \(length) bytes") }
        let value = try payload(length).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard value <= UInt64(Int.max) else { throw Broken(reason: "a count of \(value)") }
        return Int(value)
    }

    /// Appends the next `length` bytes to `samples` as s16le samples (an odd byte is dropped).
    func samples(_ length: Int, into samples: inout [Int16]) throws(Broken) {
        let whole = length / 2 * 2
        let start = samples.count * 2
        samples.append(contentsOf: repeatElement(0, count: length / 2))
        var end = start
        try take(length) { piece in
            let count = min(piece.count, whole - (end - start))
            guard count > 0 else { return }
            samples.withUnsafeMutableBytes { target in
                UnsafeMutableRawBufferPointer(rebasing: target[end..<(end + count)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: piece[..<count]))
            }
            end += count
        }
    }

    /// Hands the next `count` bytes to `body` in pieces, as they sit in the buffer or arrive.
    private func take(_ count: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws(Broken) {
        var left = count
        while left > 0 {
            if readStart == readEnd { try fill(1) }
            let piece = min(left, readEnd - readStart)
            incoming.withUnsafeBytes {
                body(UnsafeRawBufferPointer(rebasing: $0[readStart..<(readStart + piece)]))
            }
            readStart += piece
            left -= piece
        }
    }

    /// Reads until at least `count` bytes are buffered (`count` ≤ the buffer's size).
    private func fill(_ count: Int) throws(Broken) {
        if readStart == readEnd { (readStart, readEnd) = (0, 0) }
        if readEnd - readStart >= count { return }
        if incoming.count - readStart < count {
            incoming.withUnsafeMutableBytes { buffer in
                let base = buffer.baseAddress!
                memmove(base, base + readStart, readEnd - readStart)
            }
            (readStart, readEnd) = (0, readEnd - readStart)
        }
        while readEnd - readStart < count {
            var descriptor: Int32 = -1
            let got = incoming.withUnsafeMutableBytes { buffer in
                isSocket
                    ? guidance_receive(
                        input, buffer.baseAddress! + readEnd, buffer.count - readEnd, &descriptor)
                    : read(input, buffer.baseAddress! + readEnd, buffer.count - readEnd)
            }
            if descriptor >= 0 {
                // One region at a time: a second before the first was taken replaces it.
                if receivedDescriptor >= 0 { _ = close(receivedDescriptor) }
                receivedDescriptor = descriptor
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw Broken(
                    reason: got == 0 ? "the worker closed its end" : ErrorText.of(errno))
            }
            readEnd += got
        }
    }
}
