/// The `application/x-www-form-urlencoded` flavour the schemes use: `&` between parameters, the
/// first `=` between name and value, `+` for a space, `%XX` for anything else that needs it.
enum QueryCoding {
    /// One `name[=value]` segment, still encoded; `value` is nil when there is no `=`.
    struct RawItem {
        var name: Substring
        var value: Substring?
    }

    /// The query of a URL's path and query: what stands between the first `?` and the fragment's
    /// `#`; nil without a `?` before any `#`.
    static func query(of pathAndQuery: String) -> Substring? {
        guard let question = pathAndQuery.firstIndex(of: "?") else { return nil }
        let end = pathAndQuery.firstIndex(of: "#") ?? pathAndQuery.endIndex
        guard question < end else { return nil }
        return pathAndQuery[pathAndQuery.index(after: question)..<end]
    }

    /// Splits a query (without the `?`) into its segments, skipping empty ones (`a=1&&b=2`).
    static func split(_ query: Substring) -> [RawItem] {
        query.split(separator: "&").map { segment in
            if let equals = segment.firstIndex(of: "=") {
                return RawItem(name: segment[..<equals], value: segment[segment.index(after: equals)...])
            }
            return RawItem(name: segment, value: nil)
        }
    }

    /// Decodes `+` and percent escapes; `parameter` names the parameter in errors.
    static func decode(_ raw: Substring, parameter: String) throws(MapsURLError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else {
                    throw MapsURLError(
                        .badEncoding, parameter: parameter, value: String(raw),
                        reason: "a % must be followed by two hexadecimal digits")
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw MapsURLError(
                .badEncoding, parameter: parameter, value: String(raw),
                reason: "percent escapes do not decode to valid UTF-8")
        }
        return text
    }

    /// Encodes a name or value: unreserved characters and the delimiters harmless inside a query
    /// stay as they are, a space becomes `+`, everything else `%XX` (upper-case hex).
    static func encode(_ text: String, isName: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                output.append("+")
            } else if isKept(byte, isName: isName) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output.append("%")
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return output
    }

    /// Encodes a `name=value` segment (just `name` when the value is nil).
    static func segment(_ name: String, _ value: String?) -> String {
        encode(name, isName: true) + (value.map { "=" + encode($0) } ?? "")
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static func isKept(_ byte: UInt8, isName: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "="):
            return !isName
        default:
            return "-._~!$'()*,:@/?".utf8.contains(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
