/// Whole-prompt WAV encoding in memory, for audio that is already complete (exact sizes, no
/// patching needed).
public enum WAVEncoder {
    /// The complete WAV file for `audio`: header and little-endian samples.
    public static func encode(_ audio: SynthesizedAudio) -> [UInt8] {
        let dataBytes = audio.samples.count * 2
        var out = WAVHeader(sampleRate: audio.sampleRate, dataByteCount: dataBytes).bytes
        out.reserveCapacity(WAVHeader.size + dataBytes)
        for sample in audio.samples { out.appendLittleEndian(sample) }
        return out
    }
}

extension [UInt8] {
    /// Appends `sample` as 16-bit little-endian PCM, the byte order of every file and stream written.
    mutating func appendLittleEndian(_ sample: Int16) {
        let value = UInt16(bitPattern: sample.littleEndian)
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
