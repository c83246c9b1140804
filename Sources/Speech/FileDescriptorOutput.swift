import Glibc
import SystemIO

/// Writes bytes to a file descriptor completely (partial writes and interruptions retried), the
/// common ground of the WAV and raw PCM writers.
struct FileDescriptorOutput {
    /// The descriptor written to.
    let descriptor: Int32
    /// A name for error messages (a path, or "standard output").
    let name: String

    /// Whether the descriptor can seek (a regular file), so that a header can be patched.
    var isSeekable: Bool {
        lseek(descriptor, 0, SEEK_CUR) >= 0
    }

    /// Bytes converted and written at a time by ``write(samples:)``.
    static let blockSize = 32 * 1024

    /// Writes samples as little-endian 16-bit PCM, converting a block at a time: a prompt's
    /// audio is written without ever holding a second, encoded copy of all of it.
    func write<Samples: Collection<Int16>>(samples: Samples) throws(AudioOutputError) {
        var block: [UInt8] = []
        block.reserveCapacity(min(Self.blockSize, samples.count * 2))
        for sample in samples {
            block.appendLittleEndian(sample)
            if block.count >= Self.blockSize {
                try write(bytes: block)
                block.removeAll(keepingCapacity: true)
            }
        }
        if !block.isEmpty { try write(bytes: block) }
    }

    /// Writes all of `bytes`.
    func write(bytes: [UInt8]) throws(AudioOutputError) {
        switch ByteWriter.writeAll(bytes, to: descriptor).failure {
        case nil: return
        case .system(EPIPE): throw .readerClosed(target: name)
        case let failure?: throw .writeFailed(target: name, reason: failure.description)
        }
    }

    /// Writes `bytes` at absolute `offset` without moving the write position for good.
    /// A write cut short (a full disk) goes on from where it stopped; an interruption is retried.
    func patch(_ bytes: [UInt8], at offset: Int) throws(AudioOutputError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                pwrite(descriptor, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
            }
            if written > 0 {
                done += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                throw .writeFailed(
                    target: name, reason: written == 0 ? "no bytes were taken" : ErrorText.of(errno))
            }
        }
    }
}
