/// The one PCM format the module produces and plays: what eSpeak NG emits natively, so that no
/// resampling or conversion happens anywhere.
public enum AudioFormat {
    /// Samples per second.
    public static let sampleRate = 22_050
    /// Mono.
    public static let channels = 1
    /// Signed 16-bit samples, little-endian in files and streams.
    public static let bitsPerSample = 16
    /// Bytes per sample frame.
    public static let bytesPerFrame = channels * bitsPerSample / 8

    /// The `aplay` command line that plays this module's raw PCM stream.
    public static let aplayArguments = ["-f", "S16_LE", "-r", "22050", "-c", "1"]

    /// Whole milliseconds of audio in `sampleCount` samples at `sampleRate`.
    public static func milliseconds(samples sampleCount: Int, sampleRate: Int = sampleRate) -> Int {
        guard sampleRate > 0 else { return 0 }
        return sampleCount * 1000 / sampleRate
    }
}
