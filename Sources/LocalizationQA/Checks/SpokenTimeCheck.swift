import Guidance
import GuidanceModel
import Localization

/// `spoken-time`: clock times spoken as written. Speech engines read "22h15" as "vinte e dois
/// agá quinze" and "22:05" as "twenty-two zero five"; a locale that words opening hours
/// (`arrival.time`) says them through `arrival.spokenTime`, whose words hold no digit run into a
/// letter of a cased script or a colon.
public struct SpokenTimeCheck: LintCheck {
    /// The id its findings carry.
    public let id = "spoken-time"
    /// How much its findings matter.
    public let severity = Severity.error

    /// The minutes tried at every hour.
    static let minutes = [0, 5, 15, 30]

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let (bundle, renderer) = subject.rendering else { return [] }
        let has = { (key: String) in
            bundle.resources.contains { $0[key] != nil }
        }
        guard has("arrival.time"), has("arrival.note") else { return [] }
        guard has("arrival.spokenTime") else {
            return [
                subject.finding(
                    id, severity, key: "arrival.time",
                    "clock times are said as written; add arrival.spokenTime with the words to say")
            ]
        }
        var written: [String] = []
        for hour in 0..<24 where written.count < 3 {
            for minute in Self.minutes where written.count < 3 {
                let prompt = PlannedPrompt.sampleArrival(
                    Waypoint(isFinal: true), note: .closesSoon(hour: hour, minute: minute))
                let spoken = renderer.render(prompt).text.spoken
                if let found = Self.writtenTime(in: spoken) { written.append("\"\(found)\"") }
            }
        }
        guard !written.isEmpty else { return [] }
        return [
            subject.finding(
                id, severity, key: "arrival.spokenTime",
                "the spoken clock time is written, not worded: \(written.joined(separator: ", "))")
        ]
    }

    /// A digit run into a letter or a colon ("22h15", "22:05", "h30"), or nil.
    static func writtenTime(in text: String) -> String? {
        let characters = Array(text)
        for index in characters.indices.dropLast() {
            let here = characters[index]
            let next = characters[index + 1]
            // Only letters of cased scripts are abbreviations ("h"); a Chinese or Japanese word
            // follows its number directly ("22点15分", "22じ15ふん").
            let digitThenMark = here.isNumber && ((next.isLetter && next.isCased) || next == ":")
            let markThenDigit = ((here.isLetter && here.isCased) || here == ":") && next.isNumber
            if digitThenMark || markThenDigit {
                let start = max(0, index - 2)
                let end = min(characters.count, index + 4)
                return String(characters[start..<end])
            }
        }
        return nil
    }
}
