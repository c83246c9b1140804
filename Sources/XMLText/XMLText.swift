/// The one XML escaper of the project: SSML documents (every road and place name from map data
/// goes through it), the SSML guard that re-serializes what it accepted, XLIFF files for
/// translators and the QA report's SVG charts all escape text by the same rule.
public enum XMLText {
    /// Escapes `&`, `<`, `>` and `"` so that `text` is safe both as element content and inside a
    /// double-quoted attribute. The apostrophe stays as it is: it needs no escaping there, and
    /// eSpeak NG 1.51 reads the `&apos;` entity aloud ("l apos Avenue"). Control characters that
    /// XML 1.0 forbids are dropped. `quotes: false` leaves `"` as it is, for element content that
    /// must keep its bytes (the SSML guard's re-serialized text).
    public static func escape(_ text: String, quotes: Bool = true) -> String {
        if needsNoEscaping(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += quotes ? "&quot;" : "\""
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
}
