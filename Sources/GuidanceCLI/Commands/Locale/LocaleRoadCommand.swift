import Arguments
import Localization

/// `guidance locale road TAG NAME`: the name with its preposition and article, its spoken and
/// SSML forms, and the gender the road grammar found.
struct LocaleRoadCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance locale road",
        abstract: "Phrase a road name with a preposition and show the gender found.",
        discussion: """
            Prints the display phrase, then "spoken:", "ssml:", "gender:", "number:" and "evidence:" lines.
            Example: guidance locale road pt-BR "Av. Paulista" --prep em
            """,
        options: [
            CommonOptions.data,
            OptionSpec(
                "prep", valueName: "P", help: "A preposition of the locale (pt: em, a, de, por, para, até)."),
            OptionSpec("article", valueName: "A", help: "definite (default) or none."),
            OptionSpec(
                "case", valueName: "C",
                help: "A grammatical case of the locale (pl: accusative, locative...; tr: dative...)."),
        ],
        positionals: [
            PositionalSpec("TAG", help: "A locale tag."),
            PositionalSpec("NAME", help: "The road or place name."),
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let article = ArticleUse(
            rawValue: try arguments.choice("article", in: ["definite", "none"]) ?? "definite")
        let bundle = try LocaleCommandSupport.bundle(arguments.positionals[0], arguments, context: context)
        let facts = bundle.facts
        let phrase: RoadPhrase
        do {
            phrase = try facts.roads.phrase(
                arguments.positionals[1], preposition: arguments.value("prep"), article: article ?? .definite,
                lexicon: facts.spoken, symbols: facts.number, grammaticalCase: arguments.value("case"))
        } catch {
            throw UsageError(error.description)
        }
        context.stdout.line(phrase.displayText)
        context.stdout.line("spoken: \(phrase.spokenText)")
        context.stdout.line("ssml: \(phrase.ssml)")
        context.stdout.line("gender: \(phrase.analysis.genderKey)")
        context.stdout.line("number: \(phrase.analysis.numberKey)")
        context.stdout.line("evidence: \(Self.describe(phrase.analysis.evidence))")
        return .ok
    }

    private static func describe(_ evidence: RoadAnalysis.Evidence) -> String {
        switch evidence {
        case .typeWord(let word): return "type word \"\(word)\""
        case .ref(let prefix): return "road number prefix \"\(prefix)\""
        case .nameArticle(let article): return "leading article \"\(article)\""
        case .place(let place): return "place \"\(place)\""
        case .unknown: return "none (no article used)"
        case .empty: return "empty name"
        }
    }
}
