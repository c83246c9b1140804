import Arguments
import Foundation
import Localization
import LocalizationQA
import Speech

/// What the `guidance qa` commands share: the data directory, the eSpeak voice list, the
/// progress display and the mapping of failures to exit codes.
enum QACommandSupport {
    /// The data directory named by `--data`, `$GUIDANCE_DATA` or found next to the binary.
    static func dataDirectory(_ arguments: ParsedArguments, context: CommandContext) throws -> String {
        do {
            return try DataDirectory.locate(
                explicit: arguments.value("data"), environment: context.environment)
        } catch {
            throw RendererLoader.failure(error)
        }
    }

    /// The installed voices, or nil (with a warning) when eSpeak NG cannot list them.
    static func installedVoices(context: CommandContext, espeakData: String?) -> [VoiceInfo]? {
        do {
            return try EspeakSynthesizer(dataPath: espeakData).voicesNow()
        } catch {
            context.warn("the voice and spoken-form checks are skipped: \(error.description)")
            return nil
        }
    }

    /// A lint failure as the documented exit code.
    static func failure(_ error: LintError) -> any Error {
        switch error {
        case .unknownLocale: UsageError(error.description)
        case .noData: CommandFailure(.noInput, error.description)
        }
    }

    /// The synthesizer for `--espeak-data`, prepared before any prompt is rendered: missing
    /// data is 66 and unusable data 70, the exit codes `say` and `run` give.
    static func preparedSynthesizer(espeakData: String?) throws(CommandFailure) -> EspeakSynthesizer {
        let synthesizer = EspeakSynthesizer(dataPath: espeakData)
        do {
            try synthesizer.prepare()
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
        return synthesizer
    }

    /// The synthesizer of `qa audio` and `qa timing`: eSpeak NG in this process, or, when
    /// `--voice-model` (or the user's configuration) names neural voices, the speech worker
    /// that speaks with them, where eSpeak NG says what they decline; and whether it is that one.
    static func synthesizer(
        _ arguments: ParsedArguments, context: CommandContext, dataDirectory: String
    ) throws(CommandFailure) -> (any BlockingSynthesizer, neural: Bool) {
        let espeakData = arguments.value("espeak-data")
        guard
            let neural = try NeuralVoiceSetup.voices(
                arguments, context: context, dataDirectory: dataDirectory)
        else { return (try preparedSynthesizer(espeakData: espeakData), false) }
        do {
            let synthesizer = try SpeechCommandSupport.blockingSynthesizer(
                context: context, dataPath: espeakData, voice: neural.assignments.first?.voice ?? "en-us",
                neural: neural)
            return (synthesizer, true)
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
    }

    /// A QA step failure as an exit code.
    static func failure(_ error: QAError) -> CommandFailure {
        switch error {
        case .locale(let reason): CommandFailure(.dataError, reason)
        case .speech(let reason): CommandFailure(.internalError, reason)
        case .cannotWrite(let reason): CommandFailure(.cannotCreate, reason)
        }
    }

    /// The bundle and rendered matrix of one locale.
    static func matrix(_ tag: String, directory: String) throws -> (LocaleBundle, [MatrixRow]) {
        let bundle = try RendererLoader.bundle(locale: tag, dataDirectory: directory)
        do {
            return (bundle, try MatrixRenderer(bundle: bundle).render())
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
    }

    /// The shipped locale a requested tag names, negotiated as every command negotiates (pt-AO
    /// is pt-PT); an unshipped tag is a usage error with the nearest shipped one.
    static func negotiated(_ tag: String, directory: String) throws -> String {
        do {
            return try LocaleCatalog(directory: directory).resolve(tag)
        } catch {
            throw RendererLoader.failure(error, dataDirectory: directory)
        }
    }

    /// Writes a text file, or to stdout when `path` is nil or `-`.
    static func writeOutput(_ text: String, to path: String?, context: CommandContext) throws(CommandFailure)
    {
        guard let path, path != "-" else {
            context.stdout.write(text)
            return
        }
        try OutputFile.write(Array(text.utf8), to: path, option: "--output")
    }

    /// The locales named with `--locale` (negotiated), or nil for every locale (`--all`, or no
    /// `--locale`); both together are a usage error.
    static func locales(_ arguments: ParsedArguments, directory: String) throws -> [String]? {
        let named = arguments.all("locale")
        if arguments.flag("all"), !named.isEmpty { throw UsageError("--all and --locale exclude each other") }
        guard !named.isEmpty else { return nil }
        return try named.map { try negotiated($0, directory: directory) }
    }

    /// The locales named (``locales(_:directory:)``), else every shipped one (``allLocales(directory:)``).
    static func localesOrAll(_ arguments: ParsedArguments, directory: String) throws -> [String] {
        try locales(arguments, directory: directory) ?? allLocales(directory: directory)
    }

    /// Every shipped locale of the data directory but the generated pseudo-locales.
    static func allLocales(directory: String) throws -> [String] {
        do {
            return try LocaleCatalog(directory: directory).shippedTags.filter { !$0.hasPrefix("qps") }
        } catch {
            throw RendererLoader.failure(error)
        }
    }

    /// Whether standard error is a terminal (for the progress bar).
    static var standardErrorIsTerminal: Bool {
        isatty(FileHandle.standardError.fileDescriptor) == 1
    }
}

/// Progress on stderr: a bar redrawn in place on a terminal, else a plain line every tenth.
final class ProgressDisplay: @unchecked Sendable {
    private let output: TextOutput
    private let isTerminal: Bool
    private var lastReported = -1

    init(output: TextOutput, isTerminal: Bool) {
        self.output = output
        self.isTerminal = isTerminal
    }

    /// Shows `done` of `total` for a label.
    func update(_ label: String, done: Int, total: Int) {
        guard total > 0 else { return }
        if isTerminal {
            let width = 30
            let filled = done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            output.write("\r\(label) [\(bar)] \(done)/\(total)")
            if done == total { output.write("\n") }
        } else {
            let step = max(1, total / 10)
            guard done == total || done / step != lastReported else { return }
            lastReported = done == total ? -1 : done / step
            output.line("\(label): \(done)/\(total) prompts synthesized")
        }
    }
}
