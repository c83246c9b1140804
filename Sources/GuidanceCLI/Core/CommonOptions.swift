import Arguments
import Guidance
import Localization
import MapsURL

/// The options several commands share, declared once so that the same thing has the same name
/// everywhere: `-l/--locale`, `-o/--output`, `--data`, `--units`, `--espeak-data`, the travel-mode
/// words and a Maps URL's x-callback.
package enum CommonOptions {
    /// `-l/--locale TAG`: a locale, negotiated against the shipped ones.
    package static func locale(_ help: String, kind: OptionSpec.Kind = .value) -> OptionSpec {
        OptionSpec("locale", short: "l", kind: kind, valueName: "TAG", help: help)
    }

    /// `-o/--output PATH`; `--out` was its name in the QA commands and still works.
    static func output(_ help: String, valueName: String = "FILE") -> OptionSpec {
        OptionSpec("output", short: "o", valueName: valueName, help: help, deprecatedNames: ["out"])
    }

    /// `--data DIR`.
    package static let data = OptionSpec(
        "data", valueName: "DIR",
        help: "Data directory with templates/ and locales/ (default: see docs/templates.md).")

    /// `--units SYSTEM`, read by ``units(_:)``.
    static let units = OptionSpec(
        "units", valueName: "SYSTEM", help: "metric, imperial or uk (default: the locale's).")

    /// `--units`' system, or nil (the locale's) when absent.
    static func units(_ arguments: ParsedArguments) throws(UsageError) -> UnitSystem? {
        try arguments.choice("units", in: UnitSystem.allCases.map(\.rawValue)).flatMap(UnitSystem.init)
    }

    /// `--espeak-data DIR`.
    package static let espeakData = OptionSpec(
        "espeak-data", valueName: "DIR", help: "eSpeak NG data directory (default: the installed one).")

    /// `--callback URL` and `--source NAME`: the x-callback of a Maps URL (`url build`,
    /// `url from-desktop`).
    static let callback: [OptionSpec] = [
        OptionSpec("callback", valueName: "URL", help: "x-success: the URL to return to (needs --source)."),
        OptionSpec(
            "source", valueName: "NAME", help: "x-source: the back button's label (needs --callback)."),
    ]

    /// The x-callback of `--callback` and `--source`, nil when neither is given; x-callback needs
    /// both.
    static func callback(_ arguments: ParsedArguments) throws(UsageError) -> XCallback? {
        switch (arguments.value("callback"), arguments.value("source")) {
        case (nil, nil): return nil
        case (let success?, let source?): return XCallback(source: source, success: success)
        case (nil, _): throw UsageError("option --source needs --callback too (x-callback needs both)")
        case (_, nil): throw UsageError("option --callback needs --source too (x-callback needs both)")
        }
    }

    /// The travel-mode words, as Maps URLs spell them (`directionsmode=driving`): the canonical
    /// spelling of every `--mode`.
    static let modeWords: [String: TravelMode] = [
        "driving": .drive, "walking": .walk, "bicycling": .cycle, "transit": .transit,
    ]

    /// The older `--mode` words of `run`, still accepted.
    static let deprecatedModeWords: [String: TravelMode] = ["drive": .drive, "walk": .walk, "cycle": .cycle]

    /// `--mode MODE`'s value, or nil when absent; an old word adds a deprecation note.
    static func mode(_ arguments: ParsedArguments, deprecations: inout [String]) throws(UsageError)
        -> TravelMode?
    {
        guard let text = arguments.value("mode") else { return nil }
        if let mode = modeWords[text] { return mode }
        if let mode = deprecatedModeWords[text] {
            let canonical = modeWords.first { $0.value == mode }?.key ?? text
            deprecations.append("--mode \(text) is deprecated; use --mode \(canonical)")
            return mode
        }
        let hint =
            NearestName.among(Array(modeWords.keys).sorted(), for: text).map { "; did you mean \($0)?" } ?? ""
        throw UsageError(
            "option --mode: \"\(text)\" is not one of driving, walking, bicycling, transit\(hint)")
    }
}
