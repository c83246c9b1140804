/// Upper-cases the first letter of a sentence, unless the sentence starts with a number (Turkish
/// "200 m sonra sağa dönün" keeps its "m"). Every prompt goes through it three times (display,
/// spoken, SSML), so text that is ASCII up to its first letter is read byte by byte; anything
/// else takes the character-by-character path, which gives the same answer more slowly.
///
/// A sentence that starts with a number starts with no word to capitalize: a letter after the
/// digits belongs to them ("500m先", a unit written onto its number) and stays as it is.
enum SentenceCase {
    /// `text` with its first letter upper-cased; with `skippingTags`, letters inside `<…>` tags
    /// and `&…;` entities are not counted.
    static func capitalizeFirstLetter(_ text: String, skippingTags: Bool) -> String {
        switch asciiFirstLetter(text, skippingTags: skippingTags) {
        case .none:
            return text
        case .lowercase(let offset):
            // One copy of the bytes into the new string, the letter changed on the way.
            let count = text.utf8.count
            return String(unsafeUninitializedCapacity: count) { target in
                _ = target.initialize(from: text.utf8)
                target[offset] -= 0x20
                return count
            }
        case .unknown:
            return byCharacter(text, skippingTags: skippingTags)
        }
    }

    /// What the byte scan found.
    enum Scan {
        /// No lower-case first letter: the text stays as it is.
        case none
        /// The first letter is the ASCII lower-case letter at this byte offset.
        case lowercase(Int)
        /// Non-ASCII text before the decision: the character path decides.
        case unknown
    }

    /// Walks the UTF-8 bytes as ``byCharacter(_:skippingTags:)`` walks characters. While every
    /// byte is ASCII each one is a character of its own (a CR LF pair is one character, but
    /// neither half is a letter or a tag sign), so the two walks agree; the first non-ASCII byte
    /// hands over to the character path, and so does a letter followed by one (it may carry a
    /// combining mark).
    private static func asciiFirstLetter(_ text: String, skippingTags: Bool) -> Scan {
        text.utf8.withContiguousStorageIfAvailable { asciiFirstLetter($0, skippingTags: skippingTags) }
            ?? .unknown
    }

    /// The byte scan over UTF-8 bytes, for text still in a buffer (a message program's output).
    static func asciiFirstLetter(_ bytes: UnsafeBufferPointer<UInt8>, skippingTags: Bool) -> Scan {
        var insideTag = false
        var insideEntity = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 { return .unknown }
            if skippingTags {
                if insideTag {
                    if byte == UInt8(ascii: ">") { insideTag = false }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "<") {
                    insideTag = true
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "&") { insideEntity = true }
                if insideEntity {
                    if byte == UInt8(ascii: ";") { insideEntity = false }
                    index += 1
                    continue
                }
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return .none }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if isLower || isUpper {
                if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return .unknown }
                return isLower ? .lowercase(index) : .none
            }
            index += 1
        }
        return .none
    }

    /// The reference walk, by grapheme cluster.
    static func byCharacter(_ text: String, skippingTags: Bool) -> String {
        var insideTag = false
        var insideEntity = false
        for index in text.indices {
            let character = text[index]
            if skippingTags {
                if insideTag {
                    if character == ">" { insideTag = false }
                    continue
                }
                if character == "<" {
                    insideTag = true
                    continue
                }
                if character == "&" { insideEntity = true }
                if insideEntity {
                    if character == ";" { insideEntity = false }
                    continue
                }
            }
            if character.isNumber { return text }
            guard character.isLetter else { continue }
            guard character.isLowercase else { return text }
            return text.replacingCharacters(in: index...index, with: character.uppercased())
        }
        return text
    }
}
