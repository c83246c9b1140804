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
                models: arguments.all("voice-model"), library: arguments.value("voice-library"),
                context: context, dataDirectory: dataDirectory)
        else { return (try preparedSynthesizer(espeakData: espeakData), false) }
        do {
            let synthesizer = try SpeechCommandSupport.StartedSynthesizer(
                context: context, dataPath: espeakData, neural: neural
            ).prepared(voice: neural.assignments.first?.voice ?? "en-us")
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

    /// Writes a text file, or to stdout when `path` is nil or `-`.
    static func writeOutput(_ text: String, to path: String?, context: CommandContext) throws(CommandFailure)
    {
        guard let path, path != "-" else {
            context.stdout.write(text)
            return
        }
        try OutputFile.write(Array(text.utf8), to: path, option: "--output")
    }

    /// The locales named with `--locale`, or nil for every locale (`--all`, or no `--locale`);
    /// both together are a usage error. A named tag is negotiated as every command negotiates
    /// (pt-AO is pt-PT); an unshipped one is a usage error with the nearest shipped one.
    static func locales(_ arguments: ParsedArguments, directory: String) throws -> [String]? {
        let named = arguments.all("locale")
        if arguments.flag("all"), !named.isEmpty { throw UsageError("--all and --locale exclude each other") }
        guard !named.isEmpty else { return nil }
        return try named.map { tag in
            do throws(LocalizationError) {
                return try LocaleCatalog(directory: directory).resolve(tag)
            } catch {
                throw RendererLoader.failure(error, dataDirectory: directory)
            }
        }
    }

    /// The locales named (``locales(_:directory:)``), else every shipped one of the data
    /// directory but the generated pseudo-locales.
    static func localesOrAll(_ arguments: ParsedArguments, directory: String) throws -> [String] {
        if let named = try locales(arguments, directory: directory) { return named }
        do {
            return try LocaleCatalog(directory: directory).shippedTags.filter { !$0.hasPrefix("qps") }
        } catch {
            throw RendererLoader.failure(error)
        }
    }
}

/// Progress on stderr: a bar redrawn in place on a terminal, else a plain line every tenth.
final class ProgressDisplay: @unchecked Sendable {
    private let output: TextOutput
    /// Whether the process's standard error is a terminal, the bar's place.
    private let isTerminal = isatty(FileHandle.standardError.fileDescriptor) == 1
    private var lastReported = -1

    /// Progress written to `output`, the command's standard error.
    init(output: TextOutput) {
        self.output = output
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
