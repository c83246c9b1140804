extension SpokenLexicon {
    /// ``apply(to:symbols:pluralCategory:)`` as it was first written: every word looked up for
    /// a regnal number and a hyphenated reading, matches in a dictionary, text runs joined
    /// string by string. Kept to check the faster expansion against.
    func applyAsFirstWritten(
        to text: String, symbols: DecimalSymbols? = nil, pluralCategory: (@Sendable (String) -> String)? = nil
    ) -> SpokenText {
        let tokens = Token.split(text)
        let words = tokens.indices.filter { tokens[$0].isWord }
        let wordTokens = words.map { tokens[$0] }
        var matches: [Int: (length: Int, spoken: String)] = [:]
        var wordIndex = 0
        while wordIndex < words.count {
            if let (length, spoken) = match(
                at: wordIndex, words: wordTokens, symbols: symbols, pluralCategory: pluralCategory)
            {
                matches[wordIndex] = (length, spoken)
                wordIndex += length
            } else if wordIndex > 0, let regnalNumbers,
                let spoken = regnalNumbers.spoken(
                    wordTokens[wordIndex].core, after: Self.lastPart(of: wordTokens[wordIndex - 1].core),
                    gender: gender(ofGivenName: Self.lastPart(of: wordTokens[wordIndex - 1].core)))
            {
                matches[wordIndex] = (1, spoken)
                wordIndex += 1
            } else if let spoken = hyphenatedReading(
                wordTokens[wordIndex], symbols: symbols, pluralCategory: pluralCategory)
            {
                matches[wordIndex] = (1, spoken)
                wordIndex += 1
            } else {
                wordIndex += 1
            }
        }
        var segments: [SpokenSegment] = []
        func addText(_ piece: String) {
            guard !piece.isEmpty else { return }
            if case .text(let previous)? = segments.last {
                segments[segments.count - 1] = .text(previous + piece)
            } else {
                segments.append(.text(piece))
            }
        }
        var tokenIndex = 0
        var currentWord = 0
        while tokenIndex < tokens.count {
            let token = tokens[tokenIndex]
            guard token.isWord else {
                addText(String(token.text))
                tokenIndex += 1
                continue
            }
            if let (length, spoken) = matches[currentWord] {
                let lastToken = words[currentWord + length - 1]
                addText(String(tokens[tokenIndex].leading))
                let written = (tokenIndex...lastToken).map { position in
                    let piece = tokens[position]
                    if !piece.isWord { return String(piece.text) }
                    var text = String(piece.core)
                    if position != tokenIndex { text = piece.leading + text }
                    if position != lastToken { text += piece.trailing }
                    return text
                }.joined()
                segments.append(.substitution(written: written, spoken: spoken))
                addText(String(tokens[lastToken].trailing))
                tokenIndex = lastToken + 1
                currentWord += length
            } else if Self.isNumber(token.core),
                token.core.contains(where: { Token.digitGroupSeparators.contains($0) })
            {
                addText(String(token.leading))
                var plain = String(token.core)
                plain.removeAll { Token.digitGroupSeparators.contains($0) }
                segments.append(.substitution(written: String(token.core), spoken: plain))
                addText(String(token.trailing))
                tokenIndex += 1
                currentWord += 1
            } else {
                addText(String(token.text))
                tokenIndex += 1
                currentWord += 1
            }
        }
        return SpokenText(segments: segments)
    }
}
