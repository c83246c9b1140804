/// A Unicode locale identifier (BCP 47 as UTS #35 reads it), parsed far enough to know what a
/// number formatter needs of it: language, script, region and the `-u-nu-` numbering system.
///
/// Parsing decides whether a tag is well formed, which `u:locale` reports, and keeps every tag
/// from reaching Foundation's formatters as written: a `-u-nu-` keyword there can stop the process
/// (`ar-EG-u-nu-arab`, `th-TH-u-nu-thai`, `en-u-nu-bogus` trap inside `NumberFormatter` and
/// `DateFormatter`), so formatters only ever see the identifier `PlatformLocale` builds.
/// `-` and `_` both separate subtags, and case does not matter (`pt_br` is `pt-BR`).
public struct UnicodeLocaleTag: Sendable, Hashable {
    /// The language subtag, lower case (`und` for the root locale).
    public var language: String
    /// The script subtag, title case (`Latn`), if given.
    public var script: String?
    /// The region subtag, upper case (`BR`) or three digits (`419`), if given.
    public var region: String?
    /// The variant subtags, lower case (`valencia`).
    public var variants: [String] = []
    /// The value of the `nu` keyword of the `-u-` extension, lower case (`arab`), if given.
    public var numberingSystem: String?

    /// Parses a tag; `nil` when it is not a well-formed Unicode locale identifier.
    public init?(_ text: String) {
        let subtags = LanguageTag.subtags(text)
        guard
            subtags.allSatisfy({
                (1...8).contains($0.utf8.count) && $0.utf8.allSatisfy(LanguageTag.isAlphanumeric)
            }),
            let (head, next) = LanguageTag.head(of: subtags)
        else { return nil }
        language = head.language
        script = head.script
        region = head.region
        var index = next
        while index < subtags.count, Self.isVariant(subtags[index]) {
            variants.append(subtags[index].lowercased())
            index += 1
        }
        var singletons = Set<String>()
        while index < subtags.count {
            let singleton = subtags[index].lowercased()
            guard singleton.utf8.count == 1, singletons.insert(singleton).inserted else { return nil }
            index += 1
            let start = index
            if singleton == "x" {
                // Private use: everything after it, subtags of 1 to 8 characters.
                guard index < subtags.count else { return nil }
                return
            }
            while index < subtags.count, subtags[index].utf8.count >= 2 { index += 1 }
            guard index > start else { return nil }
            if singleton == "u" { numberingSystem = Self.numberingSystem(subtags[start..<index]) }
        }
    }

    /// The `nu` keyword's value in the subtags of a `-u-` extension: the types after the key
    /// `nu`, up to the next key (a two-character subtag).
    private static func numberingSystem(_ subtags: ArraySlice<Substring>) -> String? {
        var index = subtags.startIndex
        while index < subtags.endIndex {
            let key = subtags[index]
            index += 1
            guard key.utf8.count == 2 else { continue }
            var types: [String] = []
            while index < subtags.endIndex, subtags[index].utf8.count >= 3 {
                types.append(subtags[index].lowercased())
                index += 1
            }
            if key.lowercased() == "nu" { return types.isEmpty ? "" : types.joined(separator: "-") }
        }
        return nil
    }

    private static func isVariant(_ subtag: Substring) -> Bool {
        let bytes = subtag.utf8
        if (5...8).contains(bytes.count) { return true }
        guard bytes.count == 4, let first = bytes.first else { return false }
        return LanguageTag.isDigit(first)
    }
}
