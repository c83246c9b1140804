import Arguments
import Foundation
import Guidance
import GuidanceSpeech
import Speech

/// What `say` and `bench speech` share: the voice options, reading them into a request, and
/// turning speech errors into exit codes.
enum SpeechCommandSupport {
    /// The options that choose a voice and its prosody.
    static let voiceOptions: [OptionSpec] = [
        CommonOptions.locale(
            "Locale whose voice speaks (its locales/ file's voice; e.g. pt-BR); default en-US."),
        OptionSpec("voice", valueName: "V", help: "eSpeak NG voice name (overrides --locale), e.g. pt-br."),
        OptionSpec("rate", valueName: "N", help: "Words per minute, 80-450 (default 175)."),
        OptionSpec("pitch", valueName: "N", help: "Base pitch, 0-100 (default 50)."),
        OptionSpec("volume", valueName: "N", help: "Volume, 0-200 (default 100)."),
        CommonOptions.espeakData,
        OptionSpec("data", valueName: "DIR", help: "Data directory with templates/ and locales/."),
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
    static func request(
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

    /// The synthesizer for `--espeak-data`.
    static func synthesizer(_ arguments: ParsedArguments) -> EspeakSynthesizer {
        EspeakSynthesizer(dataPath: arguments.value("espeak-data"))
    }

    /// The synthesizer `run` and `say` speak with, prepared: in a worker process when the context
    /// names one (a crash in eSpeak NG then ends only the worker), else in this process. Missing
    /// or corrupt data and an unknown voice are found here, before anything is spoken.
    static func blockingSynthesizer(
        context: CommandContext, dataPath: String?, voice: String
    ) throws(SpeechError) -> any BlockingSynthesizer {
        if let worker = context.speechWorker {
            let synthesizer = IsolatedSynthesizer(
                executable: worker, arguments: ["speech-worker"], dataPath: dataPath,
                verdicts: EspeakDataVerdicts(environment: context.environment))
            try synthesizer.prepare(voice: voice)
            return synthesizer
        }
        let synthesizer = EspeakSynthesizer(dataPath: dataPath)
        try synthesizer.prepare()
        return synthesizer
    }

    /// The failure a speech error ends the command with.
    static func failure(_ error: SpeechError) -> CommandFailure {
        switch error {
        case .voiceNotFound, .invalidParameter, .invalidText:
            return CommandFailure(.usage, error.description)
        case .dataNotFound, .dataPathConflict:
            return CommandFailure(.noInput, error.description)
        case .refusedSSML, .audioTooLong:
            return CommandFailure(.dataError, error.description)
        case .initializationFailed, .synthesisFailed, .cancelled, .dataUnusable, .engineCrashed:
            return CommandFailure(.internalError, error.description)
        }
    }

    /// Writes bytes to the process's standard output after the text buffered so far. Audio is
    /// binary, so it bypasses the text sink.
    static func writeToStandardOutput(_ bytes: [UInt8], context: CommandContext) throws(CommandFailure) {
        context.stdout.flush()
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(bytes))
        } catch {
            throw CommandFailure(.cannotCreate, "standard output: \(error.localizedDescription)")
        }
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
