import Foundation

/// Length-prefixed frames over a pair of pipes: the one format the speech worker and its client
/// speak. A frame is a 4-byte little-endian length and that many bytes; a request is one frame
/// (``WorkerCoding``), an answer a header frame and a frame of raw samples (s16le).
struct WorkerChannel {
    /// Why a frame could not be read or written; the other side is gone or broke the format.
    struct Broken: Error {
        let reason: String
    }

    /// Frames above this are a broken peer, not audio: 600 s at 22,050 Hz is 26 MB.
    static let maximumFrame = 64 << 20

    let input: Int32
    let output: Int32
    /// Whether `output` is a socket, written with `MSG_NOSIGNAL`: a peer that died is then an
    /// error to report, not a SIGPIPE that ends the process.
    var isSocket = false

    /// Writes one frame: length and bytes.
    func send(_ bytes: [UInt8]) throws(Broken) {
        var length = UInt32(bytes.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Array($0) }
        try writeAll(header + bytes)
    }

    /// Reads one frame.
    func receive() throws(Broken) -> [UInt8] {
        let header = try readExactly(4)
        let length = Int(
            UInt32(header[0]) | UInt32(header[1]) << 8 | UInt32(header[2]) << 16 | UInt32(header[3]) << 24)
        guard length <= Self.maximumFrame else { throw Broken(reason: "a frame of \(length) bytes") }
        return try readExactly(length)
    }

    private func writeAll(_ bytes: [UInt8]) throws(Broken) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
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

    private func readExactly(_ count: Int) throws(Broken) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(input, buffer.baseAddress! + offset, count - offset)
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw Broken(
                    reason: got == 0 ? "the worker closed its end" : String(cString: strerror(errno)))
            }
            offset += got
        }
        return bytes
    }
}
