import Foundation
import StrictJSON

/// A Piper voice as its `.onnx.json` describes it: what the runtime needs to load the model and
/// what the worker needs to speak with it (the eSpeak NG voice whose phonemes it reads, the
/// phoneme ids, the sample rate). Read and checked before any worker starts, so that a missing
/// or broken model is an error at start (exit 66 or 65), never at the first prompt.
public struct VoiceModel: Sendable, Hashable {
    /// The `.onnx` file as the user named it.
    public var path: String
    /// The voice's name: the file name without `.onnx` (`en_US-joe-medium`).
    public var name: String
    /// Samples per second of its audio.
    public var sampleRate: Int
    /// The eSpeak NG voice whose phonemes the model was trained on (`en-us`).
    public var phonemeVoice: String
    /// The model's language code (`en_US`), or its phoneme voice when the file gives none.
    public var languageCode: String
    /// Inference scales the voice was published with.
    public var noiseScale: Float
    /// Speaking pace: larger is slower (1 is the voice's own pace).
    public var lengthScale: Float
    /// Phoneme duration noise.
    public var noiseWidth: Float
    /// The id of each phoneme (one Unicode scalar each) the model knows.
    public var phonemeIDs: [UInt32: Int]

    /// The language the voice speaks, lowercased, without region (`en`): prompts in another
    /// language are said by eSpeak NG.
    public var language: String {
        Self.language(of: languageCode)
    }

    /// The language part of a tag or voice name (`pt_BR`, `pt-br`, `pt-br+f3` → `pt`).
    public static func language(of tag: String) -> String {
        String(tag.lowercased().prefix { $0.isLetter })
    }

    /// Reads the voice at `path` (an `.onnx` file with its `.onnx.json` beside it).
    public static func load(path: String) throws(SpeechError) -> VoiceModel {
        let configPath = path + ".json"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { throw .voiceModelNotFound(path: path) }
        guard let bytes = FileManager.default.contents(atPath: configPath) else {
            throw .voiceModelNotFound(path: configPath)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .voiceModelUnusable(path: path, reason: "\(configPath):\(error)")
        }
        func problem(_ node: JSONNode?, _ field: String, _ reason: String) -> SpeechError {
            .voiceModelUnusable(path: path, reason: "\(configPath):\(node?.line ?? 1): \(field): \(reason)")
        }
        guard case .number(let rate)? = root["audio"]?["sample_rate"]?.value, rate >= 8000, rate <= 96000,
            rate == rate.rounded()
        else { throw problem(root["audio"], "audio.sample_rate", "missing or not a rate in Hz") }
        guard case .string(let voice)? = root["espeak"]?["voice"]?.value, !voice.isEmpty else {
            throw problem(root["espeak"], "espeak.voice", "missing: the voice must read eSpeak NG's phonemes")
        }
        if case .string(let type)? = root["phoneme_type"]?.value, type != "espeak" {
            throw problem(root["phoneme_type"], "phoneme_type", "\"\(type)\"; only espeak phonemes are read")
        }
        guard let entries = root["phoneme_id_map"]?.members, !entries.isEmpty else {
            throw problem(root, "phoneme_id_map", "missing or empty")
        }
        var ids: [UInt32: Int] = [:]
        for entry in entries {
            let scalars = entry.key.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first,
                let first = entry.node.elements?.first, case .number(let id) = first.value,
                id >= 0, id < 65536, id == id.rounded()
            else {
                throw problem(
                    entry.node, "phoneme_id_map[\"\(entry.key)\"]", "expected one phoneme and its id")
            }
            ids[scalar.value] = Int(id)
        }
        for (symbol, role) in [("^", "start"), ("$", "end"), ("_", "pad")]
        where symbol.unicodeScalars.contains(where: { ids[$0.value] == nil }) {
            throw problem(root["phoneme_id_map"], "phoneme_id_map", "no \(role) symbol \"\(symbol)\"")
        }
        let inference = root["inference"]
        func scale(_ key: String, _ fallback: Float) -> Float {
            guard case .number(let value)? = inference?[key]?.value, value > 0, value < 10 else {
                return fallback
            }
            return Float(value)
        }
        var code = voice
        if case .string(let given)? = root["language"]?["code"]?.value, !given.isEmpty { code = given }
        let file = (path as NSString).lastPathComponent
        return VoiceModel(
            path: path, name: file.hasSuffix(".onnx") ? String(file.dropLast(5)) : file,
            sampleRate: Int(rate), phonemeVoice: voice, languageCode: code,
            noiseScale: scale("noise_scale", 0.667), lengthScale: scale("length_scale", 1),
            noiseWidth: scale("noise_w", 0.8), phonemeIDs: ids)
    }

    /// The tokens file the runtime reads: one phoneme and its id per line.
    var tokens: String {
        phonemeIDs.sorted { $0.value < $1.value }.compactMap { scalar, id in
            Unicode.Scalar(scalar).map { "\(Character($0)) \(id)\n" }
        }.joined()
    }
}
