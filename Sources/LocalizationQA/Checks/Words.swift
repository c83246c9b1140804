/// Splitting text into words for the language checks: runs of letters (an apostrophe or hyphen
/// inside a word splits it, so "U-turn" gives "U" and "turn").
enum Words {
    /// The words of `text`, as written.
    static func split(_ text: String) -> [Substring] {
        text.split { !$0.isLetter }
    }

    /// The words of `text` with their scalar offsets.
    static func located(_ text: String) -> [(word: String, offset: Int)] {
        var result: [(String, Int)] = []
        var current = ""
        var start = 0
        for (offset, character) in text.unicodeScalars.enumerated() {
            if character.properties.isAlphabetic {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(character)
            } else if !current.isEmpty {
                result.append((current, start))
                current = ""
            }
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }
}
