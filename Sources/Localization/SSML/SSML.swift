/// SSML and XML text helpers shared by the whole project (the one XML escaper and the one SSML
/// envelope): every piece of untrusted text (road names,
/// place names, anything from map data) goes through ``escape(_:)`` before it enters SSML.
public enum SSML {
    /// Escapes `&`, `<`, `>` and `"` so that `text` is safe both as element content and inside a
    /// double-quoted attribute. The apostrophe stays as it is: it needs no escaping there, and
    /// eSpeak NG 1.51 reads the `&apos;` entity aloud ("l apos Avenue"). Control characters that XML 1.0 forbids are dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The one SSML envelope: `fragment` (already escaped) inside a `<speak>` root that names the
    /// SSML namespace and the language, so that every document the project writes is the same.
    public static func document(_ fragment: String, language: String) -> String {
        "<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\""
            + escape(language) + "\">" + fragment + "</speak>"
    }

    /// `<sub alias="spoken">written</sub>`, both escaped: shows one text, speaks another.
    public static func substitution(written: String, spoken: String) -> String {
        "<sub alias=\"\(escape(spoken))\">\(escape(written))</sub>"
    }
}
