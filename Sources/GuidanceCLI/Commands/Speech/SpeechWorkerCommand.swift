import Arguments
import Speech

/// `guidance speech-worker`: the process that owns eSpeak NG on behalf of `guidance run` and
/// `guidance say`, so that a crash inside the library (corrupt data, a bug) ends only this
/// process. Started by them; not for use by hand.
struct SpeechWorkerCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance speech-worker",
        abstract: "(internal) Synthesize speech requests from stdin for run and say.",
        discussion: """
            Reads length-prefixed requests on standard input and writes audio on standard output
            until standard input ends. run and say start it themselves and restart it when it
            dies; see docs/speech.md ("Isolation").
            """,
        options: [
            OptionSpec(
                "espeak-data", valueName: "DIR",
                help: "eSpeak NG data directory (default: the installed one).")
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        SpeechWorker.serve(dataPath: arguments.value("espeak-data"))
        return .ok
    }
}
