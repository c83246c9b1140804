import Arguments
import Speech

/// `guidance voices`: lists the eSpeak NG voices, optionally only those of one language, so that
/// a locale's `voice` can be chosen from what is installed.
struct VoicesCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance voices",
        abstract: "List the installed eSpeak NG voices (name, languages, gender).",
        discussion: """
            Columns: the name to pass to --voice, the languages it serves (most preferred
            first), the gender, and the descriptive name. --locale pt lists every Portuguese
            voice; --locale pt-BR only those serving pt-BR.
            """,
        options: [
            CommonOptions.locale(
                "Only voices serving this language tag or its subtags (a filter, not negotiated)."),
            CommonOptions.espeakData,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let voices: [VoiceInfo]
        do {
            voices = try await EspeakSynthesizer(dataPath: arguments.value("espeak-data")).voices()
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
        let selected = voices.filter { $0.serves(languagePrefix: arguments.value("locale") ?? "") }
            .sorted { $0.name < $1.name }
        if selected.isEmpty, let locale = arguments.value("locale") {
            throw CommandFailure(.failure, "no voice serves \"\(locale)\"")
        }
        let nameWidth = max(4, selected.map(\.name.count).max() ?? 0)
        let languageWidth = max(9, selected.map { $0.languages.joined(separator: ",").count }.max() ?? 0)
        func row(_ columns: [String], _ widths: [Int]) -> String {
            zip(columns, widths).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }
                .joined(separator: "  ")
        }
        let widths = [nameWidth, languageWidth, 11]
        context.stdout.line(row(["NAME", "LANGUAGES", "GENDER"], widths) + "  DESCRIPTION")
        for voice in selected {
            let columns = [voice.name, voice.languages.joined(separator: ","), voice.gender.rawValue]
            context.stdout.line(row(columns, widths) + "  " + voice.displayName)
        }
        return .ok
    }
}
