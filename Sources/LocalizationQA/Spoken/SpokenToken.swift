/// One word of a spoken text as the `spoken-form` check reads it: the text between spaces, with
/// the punctuation around it set aside (quotes, brackets, a comma, a sentence's full stop) but
/// the marks inside kept ("S:t", "1-я", "Nª").
struct SpokenToken: Sendable, Hashable {
    /// The text between spaces without the punctuation around it and without a closing full
    /// stop.
    var body: String
    /// Whether a full stop closed the token (a sentence's, or an abbreviation's).
    var fullStop: Bool

    /// Punctuation that opens a token and is no part of the word.
    static let opening: Set<Character> = ["\"", "'", "«", "„", "“", "‘", "(", "[", "¿", "¡", "‹", "「", "『"]
    /// Punctuation that closes a token and is no part of the word (the full stop is kept apart).
    static let closing: Set<Character> = [
        ",", ";", ":", "!", "?", "\"", "»", "”", "’", ")", "]", "…", "›", "、", "。", "，", "」", "』", "،", "؟",
    ]

    init?(_ raw: Substring) {
        var body = raw[...]
        while let first = body.first, Self.opening.contains(first) { body.removeFirst() }
        var fullStop = false
        while let last = body.last, Self.closing.contains(last) || last == "." {
            if last == "." { fullStop = true }
            body.removeLast()
        }
        guard !body.isEmpty else { return nil }
        self.body = String(body)
        self.fullStop = fullStop
    }

    /// The tokens of a text, in order.
    static func tokens(of text: String) -> [SpokenToken] {
        text.split(whereSeparator: \.isWhitespace).compactMap(SpokenToken.init)
    }

    /// The word as written with its closing full stop ("Dr.", "17."), when it has one.
    var withFullStop: String { fullStop ? body + "." : body }
}
