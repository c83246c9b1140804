import Arguments
import Foundation
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

extension SpeechWorkerCommand {
    /// Serves as the speech worker and exits when `arguments` (the command line without the
    /// program) are one that `run` and `say` start a worker with: `speech-worker`, optionally
    /// followed by `--espeak-data DIR`. The dispatcher, the environment's copy and the thread
    /// pool are then never set up: the worker's start is on the path of every one-shot `say`.
    /// Any other command line (`speech-worker --help`, a typo) returns, for the dispatcher.
    static func serveIfAsked(_ arguments: [String]) {
        guard arguments.first == "speech-worker" else { return }
        switch arguments.count {
        case 1: SpeechWorker.serve(dataPath: nil)
        case 3 where arguments[1] == "--espeak-data": SpeechWorker.serve(dataPath: arguments[2])
        default: return
        }
        // Nothing is buffered (answers go straight to the socket) and nothing needs tearing
        // down: the client waits for this exit, so it is made at once.
        _exit(ExitCode.ok.rawValue)
    }
}
