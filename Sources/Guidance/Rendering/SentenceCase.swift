/// Upper-cases the first letter of a sentence, unless the sentence starts with a number (Turkish
/// "200 m sonra sağa dönün" keeps its "m"). Every prompt goes through it three times (display,
/// spoken, SSML), so text is read byte by byte while it is ASCII, and by characters from there
/// (a Cyrillic or Greek first letter): the same answer as the character walk from the start.
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
        case .characters(let walk):
            return byCharacter(text, skippingTags: skippingTags, from: walk)
        }
    }

    /// Where the character walk takes over from the byte scan, and what the scan knew there.
    struct Walk {
        /// The byte offset of an ASCII byte after which only ASCII went before.
        var offset = 0
        /// Whether the walk is inside a `<…>` tag there.
        var insideTag = false
        /// Whether the walk is inside a `&…;` entity there.
        var insideEntity = false
    }

    /// What the byte scan found.
    enum Scan {
        /// No lower-case first letter: the text stays as it is.
        case none
        /// The first letter is the ASCII lower-case letter at this byte offset.
        case lowercase(Int)
        /// Non-ASCII text before the decision: the character walk decides, from this point on.
        case characters(Walk)
    }

    /// Walks the UTF-8 bytes as ``byCharacter(_:skippingTags:from:)`` walks characters. While
    /// every byte is ASCII each one is a character of its own (a CR LF pair is one character,
    /// but neither half is a letter or a tag sign), so the two walks agree. At the first
    /// non-ASCII byte the character walk takes over from the ASCII byte before it, so that what
    /// went before (an SSML document's tags before a Greek sentence) is not walked again by
    /// characters; a letter followed by a non-ASCII byte hands over too (it may carry a
    /// combining mark).
    private static func asciiFirstLetter(_ text: String, skippingTags: Bool) -> Scan {
        text.utf8.withContiguousStorageIfAvailable { asciiFirstLetter($0, skippingTags: skippingTags) }
            ?? .characters(Walk())
    }

    /// The byte scan over UTF-8 bytes, for text still in a buffer (a message program's output).
    static func asciiFirstLetter(_ bytes: UnsafeBufferPointer<UInt8>, skippingTags: Bool) -> Scan {
        var insideTag = false
        var insideEntity = false
        var resume = Walk()  // the walk's state before the last ASCII byte
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Every byte before is ASCII: the one just before starts a character, which may
            // carry this one (the LF of a CR LF starts none, but neither it nor CR is a letter,
            // a number or a tag sign, and a character starts after it).
            if byte >= 0x80 { return .characters(resume) }
            resume = Walk(offset: index, insideTag: insideTag, insideEntity: insideEntity)
            index += 1
            if skippingTags {
                if insideTag {
                    if byte == UInt8(ascii: ">") { insideTag = false }
                    continue
                }
                if byte == UInt8(ascii: "<") {
                    insideTag = true
                    continue
                }
                if byte == UInt8(ascii: "&") { insideEntity = true }
                if insideEntity {
                    if byte == UInt8(ascii: ";") { insideEntity = false }
                    continue
                }
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return .none }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if isLower || isUpper {
                if index < bytes.count, bytes[index] >= 0x80 { return .characters(resume) }
                return isLower ? .lowercase(index - 1) : .none
            }
        }
        return .none
    }

    /// The reference walk, by grapheme cluster, from the start or from where the byte scan left
    /// it.
    static func byCharacter(_ text: String, skippingTags: Bool, from walk: Walk = Walk()) -> String {
        var insideTag = walk.insideTag
        var insideEntity = walk.insideEntity
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: walk.offset)
        for index in text[start...].indices {
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
            return String(text[..<index]) + character.uppercased() + text[text.index(after: index)...]
        }
        return text
    }
}
