import Glibc
import SystemIO

/// Writes a WAV file while the audio is still being produced. It writes a header with
/// placeholder sizes first and, on ``close()``, patches the RIFF and data sizes in place.
///
/// When the output cannot seek (a pipe or a terminal), the header cannot be patched: unless
/// the caller gave the length up front (`expectedSampleCount`), both sizes are written as
/// `0xFFFFFFFF`, the "length unknown, read to end of stream" convention that `aplay`, `sox`
/// and `ffmpeg` follow.
public final class WAVStreamWriter {
    private let output: FileDescriptorOutput
    private let ownsDescriptor: Bool
    private let seekable: Bool
    private var dataByteCount = 0
    private var closed = false

    /// Creates (or truncates) the file at `path` and writes the placeholder header.
    public convenience init(
        path: String, sampleRate: Int = AudioFormat.sampleRate
    ) throws(AudioOutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotCreate(path: path, reason: ErrorText.of(errno))
        }
        try self.init(
            output: FileDescriptorOutput(descriptor: descriptor, name: path), ownsDescriptor: true,
            sampleRate: sampleRate, expectedSampleCount: nil)
    }

    /// Writes to an open descriptor (e.g. 1 for standard output), which stays open after
    /// ``close()``; `expectedSampleCount` makes the header exact on a non-seekable output.
    public convenience init(
        fileDescriptor: Int32, name: String = "output", sampleRate: Int = AudioFormat.sampleRate,
        expectedSampleCount: Int? = nil
    ) throws(AudioOutputError) {
        try self.init(
            output: FileDescriptorOutput(descriptor: fileDescriptor, name: name), ownsDescriptor: false,
            sampleRate: sampleRate, expectedSampleCount: expectedSampleCount)
    }

    private init(
        output: FileDescriptorOutput, ownsDescriptor: Bool, sampleRate: Int, expectedSampleCount: Int?
    ) throws(AudioOutputError) {
        self.output = output
        self.ownsDescriptor = ownsDescriptor
        self.seekable = output.isSeekable
        let initial: Int? = seekable ? 0 : expectedSampleCount.map { $0 * 2 }
        let header = WAVHeader(sampleRate: sampleRate, dataByteCount: initial).bytes
        do throws(AudioOutputError) {
            try output.write(bytes: header)
        } catch {
            if ownsDescriptor { Glibc.close(output.descriptor) }
            throw error
        }
    }

    /// Whether the header will be patched with exact sizes on close.
    public var patchesHeader: Bool { seekable }

    /// Bytes of PCM data written so far.
    public var writtenDataBytes: Int { dataByteCount }

    /// Appends samples.
    public func write<Samples: Collection<Int16>>(_ samples: Samples) throws(AudioOutputError) {
        guard !closed else { throw .alreadyClosed(target: output.name) }
        try output.write(samples: samples)
        dataByteCount += samples.count * 2
    }

    /// Appends a chunk's samples.
    public func write(_ chunk: AudioChunk) throws(AudioOutputError) {
        try write(chunk.samples)
    }

    /// Patches the header sizes (seekable outputs) and closes a file the writer opened.
    public func close() throws(AudioOutputError) {
        guard !closed else { return }
        closed = true
        defer { if ownsDescriptor { Glibc.close(output.descriptor) } }
        if seekable {
            try output.patch(
                WAVHeader.littleEndian(WAVHeader.riffSize(dataByteCount: dataByteCount)),
                at: WAVHeader.riffSizeOffset)
            try output.patch(
                WAVHeader.littleEndian(WAVHeader.dataSize(dataByteCount: dataByteCount)),
                at: WAVHeader.dataSizeOffset)
        }
    }

    deinit {
        if !closed { try? close() }
    }
}
