/// The 44-byte RIFF/WAVE header for 16-bit PCM: what players read to know the format and the
/// length of the data that follows.
package struct WAVHeader: Sendable, Equatable {
    /// Size of the header in bytes.
    public static let size = 44
    /// The size written when the length is unknown and cannot be patched later (a pipe): the
    /// largest value, which `aplay`, `sox` and `ffmpeg` read as "until end of stream".
    public static let unknownSize = UInt32.max

    /// Samples per second.
    public var sampleRate: Int
    /// Bytes of PCM data, or nil when unknown.
    public var dataByteCount: Int?

    /// Byte offset of the RIFF chunk size field.
    static let riffSizeOffset = 4
    /// Byte offset of the data chunk size field.
    static let dataSizeOffset = 40

    /// The RIFF size field for `dataByteCount` (36 + data, or the unknown marker).
    static func riffSize(dataByteCount: Int?) -> UInt32 {
        guard let dataByteCount, dataByteCount <= Int(UInt32.max) - 36 else { return unknownSize }
        return UInt32(36 + dataByteCount)
    }

    /// The data size field for `dataByteCount`.
    static func dataSize(dataByteCount: Int?) -> UInt32 {
        guard let dataByteCount, dataByteCount < Int(UInt32.max) else { return unknownSize }
        return UInt32(dataByteCount)
    }

    /// The header bytes.
    public var bytes: [UInt8] {
        let bytesPerSample = AudioFormat.bitsPerSample / 8
        let channels = AudioFormat.channels
        var out: [UInt8] = []
        out.reserveCapacity(Self.size)
        out += Array("RIFF".utf8)
        out += Self.littleEndian(Self.riffSize(dataByteCount: dataByteCount))
        out += Array("WAVEfmt ".utf8)
        out += Self.littleEndian(UInt32(16))
        out += Self.littleEndian(UInt16(1))  // PCM
        out += Self.littleEndian(UInt16(channels))
        out += Self.littleEndian(UInt32(sampleRate))
        out += Self.littleEndian(UInt32(sampleRate * channels * bytesPerSample))
        out += Self.littleEndian(UInt16(channels * bytesPerSample))
        out += Self.littleEndian(UInt16(AudioFormat.bitsPerSample))
        out += Array("data".utf8)
        out += Self.littleEndian(Self.dataSize(dataByteCount: dataByteCount))
        return out
    }

    static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
}
