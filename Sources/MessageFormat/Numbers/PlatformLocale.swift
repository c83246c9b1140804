import Foundation

/// The identifiers handed to Foundation's formatters, built from a tag's parts instead of the
/// tag as written.
///
/// Foundation's `NumberFormatter` and `DateFormatter` on Linux trap (SIGILL) when a locale's
/// `-u-nu-` keyword names the language's own digits (`ar-u-nu-arab`, `th-TH-u-nu-thai`), an
/// unknown system (`en-u-nu-bogus`) or nothing (`en-u-nu`), while the ICU form
/// (`ar_EG@numbers=arab`) of a known decimal system formats. So only language, script and region
/// reach them, plus `@numbers=` when the numbering system writes ten decimal digits and the
/// platform knows it; any other `nu` is ignored (as ECMA-402 ignores an unsupported numbering
/// system), and a tag that is not well formed formats like the root locale.
enum PlatformLocale {
    /// The identifier for `tag`, e.g. `ar_EG@numbers=arab` for `ar-EG-u-nu-arab`.
    static func identifier(for tag: String) -> String {
        guard let parsed = UnicodeLocaleTag(tag) else { return "en_US_POSIX" }
        var identifier =
            parsed.language == "und" && parsed.script == nil && parsed.region == nil
            ? "en_US_POSIX"
            : [parsed.language, parsed.script, parsed.region].compactMap { $0 }.joined(separator: "_")
        // The `-u-nu-` system, when formatters may be given it.
        if let system = parsed.numberingSystem, decimalSystems.contains(system), available.contains(system) {
            identifier += "@numbers=" + system
        }
        return identifier
    }

    /// A Foundation locale for `tag`, safe to give to any formatter.
    static func locale(for tag: String) -> Locale {
        Locale(identifier: identifier(for: tag))
    }

    /// CLDR's numbering systems of type `numeric` whose digits are Unicode decimal digits, which
    /// the engine's own formatter writes. Algorithmic ones (`roman`, `hanidays`) are not
    /// positional, and `hanidec` writes ideographs that are not decimal digits to Unicode.
    static let decimalSystems: Set<String> = [
        "adlm", "ahom", "arab", "arabext", "bali", "beng", "bhks", "brah", "cakm", "cham", "deva", "diak",
        "fullwide", "gara", "gong", "gonm", "gujr", "gukh", "guru", "hmng", "hmnp", "java", "kali", "kawi",
        "khmr", "knda", "krai", "lana", "lanatham", "laoo", "latn", "lepc", "limb", "mathbold", "mathdbl",
        "mathmono", "mathsanb", "mathsans", "mlym", "modi", "mong", "mroo", "mtei", "mymr", "mymrepka",
        "mymrpao", "mymrshan", "mymrtlng", "nagm", "newa", "nkoo", "olck", "onao", "orya", "osma", "outlined",
        "rohg", "saur", "segment", "shrd", "sind", "sinh", "sora", "sund", "sunu", "takr", "talu", "tamldec",
        "telu", "thai", "tibt", "tirh", "tnsa", "vaii", "wara", "wcho",
    ]

    /// The numbering systems the platform's ICU data knows (an unknown one traps as well).
    private static let available: Set<String> = Set(
        Locale.NumberingSystem.availableNumberingSystems.map(\.identifier))
}
