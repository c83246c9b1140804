import Foundation

/// Tagged, length-prefixed frames over one descriptor pair: the one format the speech worker
/// and its client speak. A frame is a 4-byte little-endian length, a tag byte and that many
/// bytes of payload. A request is one ``Tag/request`` frame; an answer is any number of
/// ``Tag/samples`` frames (raw s16le, sent while eSpeak NG is still speaking) and one
/// ``Tag/answer`` frame that ends it.
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
    }

    /// Frames above this are a broken peer, not audio: 600 s at 22,050 Hz is 26 MB.
    static let maximumFrame = 64 << 20

    let input: Int32
    let output: Int32
    /// Whether `output` is a socket, written with `MSG_NOSIGNAL`: a peer that died is then an
    /// error to report, not a SIGPIPE that ends the process.
    let isSocket: Bool

    /// Frames queued by ``queue(_:bytes:)`` and not yet sent.
    private var outgoing: [UInt8] = []
    /// Bytes read and not yet taken, from `readStart` to `readEnd`.
    private var incoming = [UInt8](repeating: 0, count: 1 << 16)
    private var readStart = 0
    private var readEnd = 0

    init(input: Int32, output: Int32, isSocket: Bool = false) {
        self.input = input
        self.output = output
        self.isSocket = isSocket
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

    /// Sends one frame now, with whatever was queued before it.
    func send(_ tag: Tag, _ bytes: [UInt8]) throws(Broken) {
        bytes.withUnsafeBytes { queue(tag, bytes: $0) }
        try flush()
    }

    /// Sends every queued frame in one write (more if the peer's buffer is full).
    func flush() throws(Broken) {
        defer { outgoing.removeAll(keepingCapacity: true) }
        var offset = 0
        while offset < outgoing.count {
            let written = outgoing.withUnsafeBytes { buffer in
                isSocket
                    ? Foundation.send(
                        output, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    : Foundation.write(output, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Broken(reason: String(cString: strerror(errno))) }
            offset += written
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
            let got = incoming.withUnsafeMutableBytes { buffer in
                read(input, buffer.baseAddress! + readEnd, buffer.count - readEnd)
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw Broken(
                    reason: got == 0 ? "the worker closed its end" : String(cString: strerror(errno)))
            }
            readEnd += got
        }
    }
}
