/// How the words of a language written without spaces are read aloud, for a voice that cannot
/// read their written form (eSpeak NG reads Japanese kana but not kanji: "右折" is said from
/// "うせつ"). Applied to the words of the templates, for the spoken and SSML forms only; the
/// screen shows the text as written.
///
/// Matched anywhere in the text, longest written form first, since there are no word
/// boundaries to match at (`spoken.readings` in the locale file).
public struct SpokenReadings: Sendable, Hashable {
    /// The reading of each written form.
    public private(set) var readings: [String: String] = [:]
    /// The distinct lengths (in characters) of the written forms, longest first.
    private var lengths: [Int] = []

    /// Creates readings from written and spoken pairs; a later pair for the same written form wins.
    public init(_ pairs: [(written: String, spoken: String)] = []) {
        for pair in pairs where !pair.written.isEmpty { readings[pair.written] = pair.spoken }
        lengths = Set(readings.keys.map(\.count)).sorted(by: >)
    }

    /// Whether there are no readings.
    public var isEmpty: Bool { readings.isEmpty }

    /// `text` with every written form that has a reading marked as a substitution.
    public func apply(to text: String) -> SpokenText {
        guard !readings.isEmpty, !text.isEmpty else { return SpokenText(verbatim: text) }
        let characters = Array(text)
        var segments: [SpokenSegment] = []
        var plain = ""
        var index = 0
        scan: while index < characters.count {
            for length in lengths where index + length <= characters.count {
                let candidate = String(characters[index..<index + length])
                guard let spoken = readings[candidate] else { continue }
                if !plain.isEmpty {
                    segments.append(.text(plain))
                    plain = ""
                }
                segments.append(.substitution(written: candidate, spoken: spoken))
                index += length
                continue scan
            }
            plain.append(characters[index])
            index += 1
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return SpokenText(segments: segments)
    }
}
