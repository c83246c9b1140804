import Arguments
import Foundation
import Speech
import StrictJSON

/// The neural voices a command speaks with: `--voice-model` files and the user's configuration
/// (`voiceModels` in `$XDG_CONFIG_HOME/guidance/config.json`), checked at start. A missing
/// runtime is exit 69, a missing model 66, a broken one 65: before anything is spoken.
enum NeuralVoiceSetup {
    /// The options of `run`, `say` and `qa audio` that choose neural voices.
    static let options: [OptionSpec] = [
        OptionSpec(
            "voice-model", kind: .repeated, valueName: "FILE",
            help: "A Piper voice (FILE.onnx with FILE.onnx.json beside it) for its language (repeatable)."),
        OptionSpec(
            "voice-library", valueName: "PATH",
            help: "sherpa-onnx's C API library, or its directory (default: searched; docs/speech.md)."),
    ]

    /// The user's configuration file for `environment`, or nil when it names no home.
    static func configurationFile(_ environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return base + "/guidance/config.json"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.config/guidance/config.json"
        }
        return nil
    }

    /// The neural voices of `--voice-model` (`models`), `--voice-library` and the configuration,
    /// prepared; nil when none is asked for.
    static func voices(
        models: [String], library option: String?, context: CommandContext, dataDirectory: String?
    ) throws(CommandFailure) -> NeuralVoiceOptions? {
        var assignments: [NeuralVoiceOptions.Assignment] = []
        do throws(SpeechError) {
            for path in models {
                let model = try VoiceModel.load(path: path)
                assignments.append(NeuralVoiceOptions.Assignment(voice: model.phonemeVoice, model: model))
            }
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
        for (locale, path) in try configured(context.environment) {
            let voice = try RendererLoader.voice(locale: locale, dataDirectory: dataDirectory)
            do throws(SpeechError) {
                assignments.append(
                    NeuralVoiceOptions.Assignment(voice: voice, model: try VoiceModel.load(path: path)))
            } catch {
                throw SpeechCommandSupport.failure(error)
            }
        }
        guard !assignments.isEmpty else { return nil }
        guard context.speechWorker != nil else {
            throw CommandFailure(
                .unavailable,
                "a neural voice speaks only in the speech worker, which this process cannot start")
        }
        let cache =
            EspeakDataVerdicts.cacheDirectory(context.environment)
            ?? FileManager.default.temporaryDirectory.path + "/guidance-\(getuid())"
        do throws(SpeechError) {
            let library = try VoiceRuntime.locate(option: option, environment: context.environment)
            let options = NeuralVoiceOptions(
                assignments: assignments, library: library, cacheDirectory: cache)
            try options.prepareModels()
            return options
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
    }

    /// The `voiceModels` of the user's configuration: locale tag → model file, in file order.
    static func configured(_ environment: [String: String]) throws(CommandFailure) -> [(String, String)] {
        guard let file = configurationFile(environment),
            let bytes = FileManager.default.contents(atPath: file)
        else { return [] }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw CommandFailure(.dataError, "\(file):\(error)")
        }
        guard let entry = root["voiceModels"] else { return [] }
        guard let members = entry.members else {
            throw CommandFailure(
                .dataError, "\(file):\(entry.line): voiceModels: expected an object of locale: model file")
        }
        var pairs: [(String, String)] = []
        for member in members {
            guard case .string(let path) = member.node.value, !path.isEmpty else {
                throw CommandFailure(
                    .dataError,
                    "\(file):\(member.node.line): voiceModels.\(member.key): expected a model file's path")
            }
            pairs.append(
                (member.key, path.hasPrefix("~/") ? (environment["HOME"] ?? "") + path.dropFirst() : path))
        }
        return pairs
    }
}
