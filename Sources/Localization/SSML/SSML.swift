/// SSML and XML text helpers shared by the whole project (the one XML escaper and the one SSML
/// envelope): every piece of untrusted text (road names,
/// place names, anything from map data) goes through ``escape(_:)`` before it enters SSML.
public enum SSML {
    /// Escapes `&`, `<`, `>` and `"` so that `text` is safe both as element content and inside a
    /// double-quoted attribute. The apostrophe stays as it is: it needs no escaping there, and
    /// eSpeak NG 1.51 reads the `&apos;` entity aloud ("l apos Avenue"). Control characters that XML 1.0 forbids are dropped.
    public static func escape(_ text: String) -> String {
        if needsNoEscaping(text) { return text }
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

    /// Whether `escape` would return `text` unchanged: no markup sign, no control character but
    /// tab and line breaks, no U+FFFE or U+FFFF (UTF-8 EF BF BE, EF BF BF). Most names and
    /// sentences pass, and then escaping costs one read of the bytes and no copy.
    private static func needsNoEscaping(_ text: String) -> Bool {
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
                    return false
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    break
                case 0..<0x20:
                    return false
                case 0xEF:
                    if index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                        bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
                    {
                        return false
                    }
                default:
                    break
                }
                index += 1
            }
            return true
        }
        return clean ?? false
    }

    /// The one SSML envelope: `fragment` (already escaped) inside a `<speak>` root that names the
    /// SSML namespace and the language, so that every document the project writes is the same.
    public static func document(_ fragment: String, language: String) -> String {
        let open = "<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\""
        let language = escape(language)
        // One allocation of the final size, not one per concatenation.
        var document = ""
        document.reserveCapacity(open.utf8.count + language.utf8.count + fragment.utf8.count + 10)
        document += open
        document += language
        document += "\">"
        document += fragment
        document += "</speak>"
        return document
    }

    /// `<sub alias="spoken">written</sub>`, both escaped: shows one text, speaks another.
    public static func substitution(written: String, spoken: String) -> String {
        "<sub alias=\"\(escape(spoken))\">\(escape(written))</sub>"
    }
}
