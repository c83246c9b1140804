/// ``RoadFacts/analyze(_:)`` over a name's bytes, for the direct writing of `:road`: what the
/// lead and the body of a phrase need (the class, whether the article is taken, where the body
/// starts), found in one pass with no string made. It finds what `analyze` finds
/// (`RoadBytePathTests` keeps them equal); names it cannot settle by bytes go to `analyze`.
extension RoadFacts {
    /// What the direct writing needs of an analysis.
    struct DirectAnalysis {
        /// The gender and number, nil when unknown.
        var grammaticalClass: GrammaticalClass?
        /// Whether a preposition contracts with a definite article before the name.
        var takesArticle: Bool
        /// Whether the class comes from an article the name starts with.
        var ownArticle: Bool
        /// Where the name without its own article starts, in bytes (0 for any other name).
        var bodyStart: Int
    }

    /// The analysis of a name of UTF-8 bytes as ``analyze(_:)`` makes it, nil when bytes
    /// cannot settle it: an empty name or one with whitespace at either end (`analyze` trims
    /// it), a byte from 0xCC on (a scalar that may join another), or a table that needs
    /// characters. Such a name is its own composed form and each scalar a character of its own.
    func directAnalysis(_ name: UnsafeBufferPointer<UInt8>) -> DirectAnalysis? {
        guard let first = name.first, let last = name.last, inflection.names.isEmpty,
            !Self.isWhitespace(first, name.count > 1 ? name[1] : 0),
            last >= 0x80 ? !Self.isWhitespace(name[name.count - 2], last) : !Self.isWhitespace(last, 0),
            !name.contains(where: { $0 >= 0xCC })
        else { return nil }
        guard let head = headIndex.headWord(bytes: name) else { return nil }
        if let (_, position) = head {
            let type = types[position]
            return DirectAnalysis(
                grammaticalClass: type.grammaticalClass, takesArticle: type.takesArticle ?? articleByDefault,
                ownArticle: false, bodyStart: 0)
        }
        guard refIndex.usable else { return nil }
        if let found = refMatch(bytes: name) {
            let ref = refs[found.position]
            return DirectAnalysis(
                grammaticalClass: ref.grammaticalClass, takesArticle: ref.takesArticle ?? articleByDefault,
                ownArticle: false, bodyStart: 0)
        }
        guard let place = placeIndex.position(bytes: name) else { return nil }
        if let place {
            return DirectAnalysis(
                grammaticalClass: places[place].grammaticalClass, takesArticle: true, ownArticle: false,
                bodyStart: 0)
        }
        if !nameArticles.isEmpty, articleInitials.admits(byte: first) {
            for article in nameArticles {
                guard let start = Self.bodyStart(after: article.word, in: name) else {
                    if article.word.utf8.contains(where: { $0 >= 0xCC }) { return nil }
                    continue
                }
                return DirectAnalysis(
                    grammaticalClass: article.grammaticalClass, takesArticle: true, ownArticle: true,
                    bodyStart: start)
            }
        }
        return DirectAnalysis(grammaticalClass: nil, takesArticle: false, ownArticle: false, bodyStart: 0)
    }

    /// Where the body starts in `name` when it starts with `word` and a space and something
    /// other than whitespace follows (as `hasPrefix(word + " ")` and the trimmed rest say for
    /// text without a byte from 0xCC on); nil otherwise.
    private static func bodyStart(after word: String, in name: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        for byte in word.utf8 {
            guard index < name.count, name[index] == byte, byte < 0xCC else { return nil }
            index += 1
        }
        guard index < name.count, name[index] == UInt8(ascii: " ") else { return nil }
        index += 1
        while index < name.count, isWhitespace(name[index], index + 1 < name.count ? name[index + 1] : 0) {
            index += name[index] < 0x80 ? 1 : 2
        }
        // The name does not end with whitespace: anything left is a body.
        return index < name.count ? index : nil
    }

    /// Whether the scalar whose first byte is `byte` (and second `next`, for a scalar of two
    /// bytes) is whitespace, for text without a byte from 0xCC on: ASCII tab to carriage return
    /// and space, U+0085 and U+00A0.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8, _ next: UInt8) -> Bool {
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        return byte == 0xC2 && (next == 0x85 || next == 0xA0)
    }
}
