import Arguments
import Foundation
import Guidance
import GuidanceSpeech
import Speech
import Synchronization

/// What `say` and `guidance-bench speech` share: the voice options, reading them into a request, and
/// turning speech errors into exit codes.
package enum SpeechCommandSupport {
    /// The options that choose a voice and its prosody.
    static let voiceOptions: [OptionSpec] = [
        CommonOptions.locale(
            "Locale whose voice speaks (its locales/ file's voice; e.g. pt-BR); default en-US."),
        OptionSpec("voice", valueName: "V", help: "eSpeak NG voice name (overrides --locale), e.g. pt-br."),
        OptionSpec("rate", valueName: "N", help: "Words per minute, 80-450 (default 175)."),
        OptionSpec("pitch", valueName: "N", help: "Base pitch, 0-100 (default 50)."),
        OptionSpec("volume", valueName: "N", help: "Volume, 0-200 (default 100)."),
        CommonOptions.espeakData,
        CommonOptions.data,
    ]

    /// The voice named by `--voice`, else the `voice` of `--locale`'s file in locales/ (the
    /// locale negotiated as `run` does: pt-AO speaks pt-PT's voice), else en-US's. Only the
    /// voice is read: the rest of the locale has nothing to say about it.
    static func voice(_ arguments: ParsedArguments) throws(CommandFailure) -> String {
        if let voice = arguments.value("voice") { return voice }
        let locale = arguments.value("locale") ?? "en-US"
        return try RendererLoader.voice(locale: locale, dataDirectory: arguments.value("data"))
    }

    /// A request for `text` with the voice options applied, checked: a bad option is a usage
    /// error, refused SSML is bad data. `voice` is ``voice(_:)`` when the caller has it already.
    package static func request(
        text: String, isSSML: Bool, voice: String? = nil, _ arguments: ParsedArguments
    ) throws -> SpeechRequest {
        let request = SpeechRequest(
            text: text, isSSML: isSSML, voice: try voice ?? Self.voice(arguments),
            rate: try arguments.int("rate") ?? SpeechRequest.defaultRate,
            pitch: try arguments.int("pitch") ?? SpeechRequest.defaultPitch,
            volume: try arguments.int("volume") ?? SpeechRequest.defaultVolume)
        do {
            return try request.validated()
        } catch {
            throw failure(error)
        }
    }

    /// The synthesizer `run` and `say` speak with: in a worker process when the context names one
    /// (a crash in eSpeak NG then ends only the worker), else in this process. The worker is
    /// started at once, so that it loads while the command reads what it needs (the locale's
    /// voice, the text); ``prepared(voice:)`` then finds it running, and finds missing or corrupt
    /// data and an unknown voice before anything is spoken. The worker's start is most of a
    /// one-shot `say`'s cost.
    struct StartedSynthesizer {
        private let isolated: IsolatedSynthesizer?
        private let dataPath: String?

        /// Starts the worker when the context names one, or takes the one started early for the
        /// same program, data and cache. `neural` names the neural voices the worker speaks with
        /// (``NeuralVoiceSetup``), nil for none.
        init(context: CommandContext, dataPath: String?, neural: NeuralVoiceOptions?) {
            self.dataPath = dataPath
            let extra = neural?.workerArguments ?? []
            isolated = context.speechWorker.map { worker in
                let verdicts = EspeakDataVerdicts(environment: context.environment)
                let wanted = EarlyWorker.Key(
                    program: worker, dataPath: dataPath, verdictFile: verdicts.file, neural: extra)
                return EarlyWorker.take(wanted)
                    ?? IsolatedSynthesizer(
                        executable: worker, arguments: ["speech-worker"] + extra, dataPath: dataPath,
                        verdicts: verdicts)
            }
            isolated?.launch()
        }

        /// Lets the worker end without waiting for it (``IsolatedSynthesizer/release()``): for a
        /// command that has all its audio and is about to exit.
        func release() {
            isolated?.release()
        }

        /// The synthesizer, prepared for `voice`: the data checked (or a remembered pass found)
        /// and the voice found.
        func prepared(voice: String) throws(SpeechError) -> any BlockingSynthesizer {
            if let isolated {
                try isolated.prepare(voice: voice)
                return isolated
            }
            let synthesizer = EspeakSynthesizer(dataPath: dataPath)
            try synthesizer.prepare()
            return synthesizer
        }
    }

    /// A speech worker started before the command line was dispatched (``start(_:)``), kept until
    /// the command that needs it takes it. A one-shot `say` is two processes in a row, this one
    /// and its worker: the sooner the worker starts, the more of its start-up happens while this
    /// process is still setting itself up.
    enum EarlyWorker {
        /// What a worker was started for; a command takes it only for the same.
        struct Key: Equatable {
            let program: String
            let dataPath: String?
            let verdictFile: String?
            /// The worker's neural voice arguments (none for a worker started early).
            var neural: [String] = []
        }

        private static let started = Mutex<(key: Key, synthesizer: IsolatedSynthesizer)?>(nil)

        /// Starts the worker `say` will want, when `arguments` (the command line without the
        /// program) are a `say` that parses; nothing for help or another command. Reads only
        /// what it needs of the environment, and no locale: the command checks everything again.
        /// Called before the standard streams are checked, it starts nothing when one is closed
        /// (the socket must not take its place).
        static func start(_ arguments: [String]) {
            guard arguments.first == "say", !arguments.contains("--help"), !arguments.contains("-h"),
                (STDIN_FILENO...STDERR_FILENO).allSatisfy({ fcntl($0, F_GETFD) != -1 }),
                let parsed = try? ArgumentParser.parse(Array(arguments.dropFirst()), for: SayCommand().spec)
            else { return }
            let environment = ["XDG_CACHE_HOME", "HOME"].reduce(into: [String: String]()) { found, name in
                found[name] = getenv(name).map { String(cString: $0) }
            }
            let verdicts = EspeakDataVerdicts(environment: environment)
            let key = Key(
                program: CommandContext.workerProgram, dataPath: parsed.value("espeak-data"),
                verdictFile: verdicts.file)
            let synthesizer = IsolatedSynthesizer(
                executable: key.program, arguments: ["speech-worker"], dataPath: key.dataPath,
                verdicts: verdicts)
            synthesizer.launch()
            started.withLock { $0 = (key, synthesizer) }
        }

        /// The worker started early for `key`, now the caller's; nil when there is none (or one
        /// for something else, which is then let go).
        static func take(_ key: Key) -> IsolatedSynthesizer? {
            guard let early = started.withLock({ $0.take() }) else { return nil }
            guard early.key == key else {
                early.synthesizer.stop()
                return nil
            }
            return early.synthesizer
        }
    }

    /// The failure a speech error ends the command with.
    package static func failure(_ error: SpeechError) -> CommandFailure {
        let code: ExitCode =
            switch error {
            case .voiceNotFound, .invalidParameter, .invalidText: .usage
            case .dataNotFound, .dataPathConflict, .voiceModelNotFound: .noInput
            case .voiceRuntimeUnavailable: .unavailable
            case .refusedSSML, .audioTooLong, .voiceModelUnusable: .dataError
            case .initializationFailed, .synthesisFailed, .cancelled, .dataUnusable, .engineCrashed:
                .internalError
            }
        return CommandFailure(code, error.description)
    }

    /// Whether standard output is a terminal (binary audio must not go there unasked).
    static var standardOutputIsTerminal: Bool {
        isatty(FileHandle.standardOutput.fileDescriptor) == 1
    }

    /// Reads all of standard input as UTF-8 text (a closed or unreadable one is exit 66).
    static func readStandardInput(_ context: CommandContext) throws -> String {
        var input = try InputFile(path: "-", context: context)
        return String(decoding: try input.readAll(), as: UTF8.self)
    }
}
