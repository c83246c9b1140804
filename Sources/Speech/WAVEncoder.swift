/// Whole-prompt WAV encoding in memory, for audio that is already complete (exact sizes, no
/// patching needed).
public enum WAVEncoder {
    /// The complete WAV file for `audio`: header and little-endian samples.
    public static func encode(_ audio: SynthesizedAudio) -> [UInt8] {
        let dataBytes = audio.samples.count * 2
        var out = WAVHeader(sampleRate: audio.sampleRate, dataByteCount: dataBytes).bytes
        out.reserveCapacity(WAVHeader.size + dataBytes)
        for sample in audio.samples {
            let value = UInt16(bitPattern: sample.littleEndian)
            out.append(UInt8(truncatingIfNeeded: value))
            out.append(UInt8(truncatingIfNeeded: value >> 8))
        }
        return out
    }
}
