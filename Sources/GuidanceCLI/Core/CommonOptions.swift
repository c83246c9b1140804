import Arguments
import Guidance

/// The options several commands share, declared once so that the same thing has the same name
/// everywhere: `-l/--locale`, `-o/--output`, `--data`, `--espeak-data`, and the travel-mode words.
package enum CommonOptions {
    /// `-l/--locale TAG`: a locale, negotiated against the shipped ones.
    package static func locale(_ help: String, kind: OptionSpec.Kind = .value) -> OptionSpec {
        OptionSpec("locale", short: "l", kind: kind, valueName: "TAG", help: help)
    }

    /// `-o/--output PATH`; `--out` was its name in the QA commands and still works.
    static func output(_ help: String, valueName: String = "FILE") -> OptionSpec {
        OptionSpec("output", short: "o", valueName: valueName, help: help, deprecatedNames: ["out"])
    }

    /// `--espeak-data DIR`.
    package static let espeakData = OptionSpec(
        "espeak-data", valueName: "DIR", help: "eSpeak NG data directory (default: the installed one).")

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
