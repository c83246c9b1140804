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
            CommonOptions.espeakData,
            OptionSpec(
                "voice-model", kind: .repeated, valueName: "VOICE=FILE",
                help: "A neural voice for VOICE's prompts (repeatable)."),
            OptionSpec("voice-library", valueName: "FILE", help: "The neural voice runtime library."),
            OptionSpec("voice-cache", valueName: "DIR", help: "Where prepared voice models are kept."),
            OptionSpec("voice-threads", valueName: "N", help: "Threads the neural voice runtime may use."),
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        // The same command line as the one a client starts, rebuilt from the parsed options.
        var line = ["speech-worker"]
        if let data = arguments.value("espeak-data") { line += ["--espeak-data", data] }
        for name in ["voice-library", "voice-cache", "voice-threads"] {
            if let value = arguments.value(name) { line += ["--\(name)", value] }
        }
        for model in arguments.all("voice-model") { line += ["--voice-model", model] }
        guard Self.serve(line) else {
            throw UsageError("the voice options need --voice-library, --voice-cache and --voice-model")
        }
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
        guard arguments.first == "speech-worker", serve(arguments) else { return }
        // Nothing is buffered (answers go straight to the socket) and nothing needs tearing
        // down: the client waits for this exit, so it is made at once.
        _exit(ExitCode.ok.rawValue)
    }

    /// Serves with the worker's command line (`speech-worker [--espeak-data DIR] [voice
    /// options…]`), as ``IsolatedSynthesizer`` writes it; false, serving nothing, for any other.
    @discardableResult
    static func serve(_ arguments: [String]) -> Bool {
        var rest: ArraySlice<String> = []
        var dataPath: String?
        var words = arguments.dropFirst()
        while let word = words.popFirst() {
            if word == "--espeak-data", let value = words.popFirst() {
                dataPath = value
            } else {
                rest.append(word)
            }
        }
        let neural: NeuralVoiceOptions?
        do {
            neural = rest.isEmpty ? nil : try NeuralVoiceOptions.parse(workerArguments: rest)
        } catch {
            // The command checked the models before starting the worker; one that changed since
            // is spoken by eSpeak NG rather than not at all.
            neural = nil
        }
        guard rest.isEmpty || neural != nil else { return false }
        SpeechWorker.serve(dataPath: dataPath, neural: neural)
        return true
    }
}
