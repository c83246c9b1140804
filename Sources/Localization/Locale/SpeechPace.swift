/// How fast a locale's voice speaks: the eSpeak NG rate its prompts are said at, and the pace
/// that estimates how long a prompt lasts when nothing is synthesized (guidance silent, or text
/// only), calibrated against eSpeak NG at that rate (docs/templates.md, "speech").
public struct SpeechPace: Sendable, Hashable {
    /// Words per minute for eSpeak NG, nil for its default (175).
    public var rate: Int?
    /// Seconds per character of spoken text.
    public var secondsPerCharacter: Double
    /// Seconds every prompt takes besides its characters (the pauses at its start and end).
    public var secondsPerPrompt: Double

    /// The rates a locale file may give: what eSpeak NG accepts.
    public static let rateRange: ClosedRange<Int> = 80...450

    /// A pace; the defaults are eSpeak NG's Latin-script voices at its default rate.
    public init(rate: Int? = nil, secondsPerCharacter: Double = 0.065, secondsPerPrompt: Double = 0.3) {
        self.rate = rate
        self.secondsPerCharacter = secondsPerCharacter
        self.secondsPerPrompt = secondsPerPrompt
    }

    /// The estimated length of `spoken` text said aloud, in seconds.
    public func seconds(_ spoken: String) -> Double {
        secondsPerPrompt + secondsPerCharacter * Double(spoken.count)
    }
}
