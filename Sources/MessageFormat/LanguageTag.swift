/// A BCP 47 language tag reduced to what locale negotiation uses: language, script and region,
/// accepted with `-` or `_` and in any case (`pt_br`, `PT-BR`), written back canonically (`pt-BR`).
/// Variants, extensions (`-u-...`) and private use (`-x-...`) are accepted and ignored.
package struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag, lower case (`pt`).
    public var language: String
    /// The script subtag, title case (`Latn`), if given.
    public var script: String?
    /// The region subtag, upper case (`BR`) or three digits (`419`), if given.
    public var region: String?

    /// Parses a tag; nil when it is not well-formed.
    public init?(_ text: String) {
        let subtags = Self.subtags(text)
        guard let (head, next) = Self.head(of: subtags),
            subtags[next...].allSatisfy({
                (1...8).contains($0.utf8.count) && $0.utf8.allSatisfy(Self.isAlphanumeric)
            })
        else { return nil }
        self = head
    }

    /// The subtags of a tag, split at `-` and `_`; empty ones are kept, so that `pt--BR` fails.
    static func subtags(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    }

    /// The language, script and region at the head of `subtags`, and the index of the subtag
    /// after them: the one reading of a tag's head, for negotiation here and for the number
    /// formatters' ``UnicodeLocaleTag``. Nil when the first subtag is not a language.
    static func head(of subtags: [Substring]) -> (tag: LanguageTag, next: Int)? {
        guard let first = subtags.first,
            (2...3).contains(first.utf8.count) || (5...8).contains(first.utf8.count),
            first.utf8.allSatisfy(isLetter)
        else { return nil }
        var tag = LanguageTag(language: first.lowercased())
        var index = 1
        if index < subtags.count, subtags[index].utf8.count == 4, subtags[index].utf8.allSatisfy(isLetter) {
            tag.script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            index += 1
        }
        if index < subtags.count {
            let subtag = subtags[index].utf8
            if subtag.count == 2, subtag.allSatisfy(isLetter) {
                tag.region = subtags[index].uppercased()
                index += 1
            } else if subtag.count == 3, subtag.allSatisfy(isDigit) {
                tag.region = String(subtags[index])
                index += 1
            }
        }
        return (tag, index)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// Creates a tag from parts.
    public init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// `language[-Script][-REGION]`, e.g. `pt-BR`, `sr-Latn-RS`.
    public var canonical: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// The tag without its script: what locale files are named after.
    public var withoutScript: LanguageTag {
        LanguageTag(language: language, region: region)
    }

    /// The canonical form.
    public var description: String { canonical }
}
