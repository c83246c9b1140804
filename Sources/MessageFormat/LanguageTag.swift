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
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = subtags.first, (2...3).contains(first.count) || (5...8).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        language = first.lowercased()
        var index = 1
        if index < subtags.count, subtags[index].count == 4,
            subtags[index].allSatisfy({ $0.isASCII && $0.isLetter })
        {
            script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            index += 1
        }
        if index < subtags.count {
            let subtag = subtags[index]
            if subtag.count == 2, subtag.allSatisfy({ $0.isASCII && $0.isLetter }) {
                region = subtag.uppercased()
                index += 1
            } else if subtag.count == 3, subtag.allSatisfy({ $0.isASCII && $0.isNumber }) {
                region = String(subtag)
                index += 1
            }
        }
        for subtag in subtags[index...] {
            guard (1...8).contains(subtag.count),
                subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                return nil
            }
        }
    }

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
