/// The bounds one SSML request must stay within before it reaches eSpeak NG.
///
/// eSpeak NG obeys its markup literally: a single `<break>` may ask for a quarter of an hour, a
/// prosody rate of 1 % stretches a sentence for minutes, and a deep nest of elements costs stack
/// in the library. These bounds keep a prompt a prompt, whoever wrote the markup; they are
/// documented in docs/speech.md.
public struct SSMLLimits: Sendable, Hashable {
    /// Largest document accepted, in UTF-8 bytes.
    public var maximumBytes: Int
    /// Longest single `<break time>`, in milliseconds.
    public var maximumBreakMilliseconds: Int
    /// Longest silence all the breaks of one document may add up to, in milliseconds.
    public var maximumTotalBreakMilliseconds: Int
    /// Longest attribute value, in UTF-8 bytes (names, aliases, voice names, marks).
    public var maximumAttributeBytes: Int
    /// Deepest nesting of elements.
    public var maximumDepth: Int
    /// Slowest and fastest relative speaking rates `<prosody rate>` may ask for, in percent of
    /// the voice's rate.
    public var ratePercent: ClosedRange<Double>

    /// Creates limits; ``standard`` is what every synthesis uses.
    public init(
        maximumBytes: Int, maximumBreakMilliseconds: Int, maximumTotalBreakMilliseconds: Int,
        maximumAttributeBytes: Int, maximumDepth: Int, ratePercent: ClosedRange<Double>
    ) {
        self.maximumBytes = maximumBytes
        self.maximumBreakMilliseconds = maximumBreakMilliseconds
        self.maximumTotalBreakMilliseconds = maximumTotalBreakMilliseconds
        self.maximumAttributeBytes = maximumAttributeBytes
        self.maximumDepth = maximumDepth
        self.ratePercent = ratePercent
    }

    /// 64 KiB of markup, breaks of at most 10 s and 30 s in all, attributes of 256 bytes,
    /// 32 levels, rates from 50 % to 300 %: far beyond any prompt, far below an abuse.
    public static let standard = SSMLLimits(
        maximumBytes: 64 * 1024, maximumBreakMilliseconds: 10_000,
        maximumTotalBreakMilliseconds: 30_000, maximumAttributeBytes: 256, maximumDepth: 32,
        ratePercent: 50...300)
}
