/// Raw PCM (signed 16-bit little-endian, 22,050 Hz, mono, no header) to a file descriptor, for
/// piping into `aplay -f S16_LE -r 22050 -c 1`.
public struct PCMStreamWriter {
    private let output: FileDescriptorOutput

    /// Writes to `fileDescriptor` (1 for standard output); the descriptor is not closed.
    public init(fileDescriptor: Int32 = 1, name: String = "standard output") {
        self.output = FileDescriptorOutput(descriptor: fileDescriptor, name: name)
    }

    /// Appends samples.
    public func write<Samples: Collection<Int16>>(_ samples: Samples) throws(AudioOutputError) {
        try output.write(samples: samples)
    }

    /// Appends a chunk's samples.
    public func write(_ chunk: AudioChunk) throws(AudioOutputError) {
        try output.write(samples: chunk.samples)
    }

    /// Appends a whole prompt's samples.
    public func write(_ audio: SynthesizedAudio) throws(AudioOutputError) {
        try output.write(samples: audio.samples)
    }
}
