import Foundation
import SystemIO

/// A Piper `.onnx` file made ready for the runtime. The runtime reads a voice's sample rate and
/// kind from the model's own metadata, which Piper keeps in the `.onnx.json` instead; so the
/// model is copied once into the user's cache with that metadata added (ONNX is a protocol
/// buffer, and a top-level field appended to a message is read as part of it), beside the
/// tokens file the runtime wants. The user's file is never changed.
enum ModelFile {
    /// The metadata key the runtime needs above all; a model that has it is used as it is.
    static let requiredKey = "sample_rate"

    /// The model file and tokens file to load for `model`, made in `cacheDirectory` when they
    /// are not there yet (or the model changed since).
    static func prepare(
        _ model: VoiceModel, cacheDirectory: String
    ) throws(SpeechError) -> (model: String, tokens: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: model.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        // The copy is named by what identifies the user's file, so a changed model gets a new one.
        let key = "\(model.name)-\(size)-\(Int(modified))"
        let directory = cacheDirectory + "/voices"
        let prepared = "\(directory)/\(key).onnx"
        let tokens = "\(directory)/\(key).tokens.txt"
        if FileManager.default.fileExists(atPath: prepared), FileManager.default.fileExists(atPath: tokens) {
            return (prepared, tokens)
        }
        guard let data = FileManager.default.contents(atPath: model.path) else {
            throw .voiceModelNotFound(path: model.path)
        }
        let bytes = [UInt8](data)
        let keys: Set<String>
        do throws(Malformed) {
            keys = try metadataKeys(of: bytes)
        } catch {
            throw .voiceModelUnusable(path: model.path, reason: "not an ONNX model (\(error.reason))")
        }
        var output = bytes
        if !keys.contains(requiredKey) {
            let metadata = [
                ("model_type", "vits"), ("comment", "piper"), ("language", model.languageCode),
                ("voice", model.phonemeVoice), ("has_espeak", "1"), ("n_speakers", "1"),
                ("sample_rate", String(model.sampleRate)), ("add_blank", "0"),
            ]
            for (name, value) in metadata where !keys.contains(name) {
                output += field(14, field(1, Array(name.utf8)) + field(2, Array(value.utf8)))
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .voiceModelUnusable(
                path: model.path,
                reason: "cannot write its prepared copy in \(directory): \(error.localizedDescription)")
        }
        // Copies of an earlier version of the same model are of no further use (files another
        // process is still writing, under a temporary name, are left alone).
        for old in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where old.hasPrefix(model.name + "-") && !old.hasPrefix(key + ".")
            && (old.hasSuffix(".onnx") || old.hasSuffix(".tokens.txt"))
        {
            try? FileManager.default.removeItem(atPath: directory + "/" + old)
        }
        // Whole files (``WholeFile``): a crash never leaves half a model that a later start
        // would take for a whole one.
        do {
            try WholeFile.write(model.tokens, to: tokens)
            try WholeFile.write(output, to: prepared)
        } catch {
            throw .voiceModelUnusable(
                path: model.path,
                reason: "cannot write its prepared copy in \(directory): \(ErrorText.of(error.errorNumber))")
        }
        return (prepared, tokens)
    }

    /// Why bytes are not a protocol buffer message.
    struct Malformed: Error {
        let reason: String
    }

    /// The keys of the model's metadata (ModelProto field 14, `metadata_props`), read by walking
    /// the top-level fields: every field must be whole, so a truncated file is found here.
    static func metadataKeys(of bytes: [UInt8]) throws(Malformed) -> Set<String> {
        var keys: Set<String> = []
        var index = 0
        var sawGraph = false
        while index < bytes.count {
            let tag = try varint(bytes, &index)
            let number = tag >> 3
            switch tag & 7 {
            case 0: _ = try varint(bytes, &index)
            case 1: index += 8
            case 5: index += 4
            case 2:
                let length = try varint(bytes, &index)
                guard length <= UInt64(bytes.count - index) else {
                    throw Malformed(reason: "field \(number) runs past the end of the file")
                }
                let end = index + Int(length)
                if number == 7 { sawGraph = true }
                if number == 14, let key = metadataKey(bytes[index..<end]) { keys.insert(key) }
                index = end
            default:
                throw Malformed(reason: "field \(number) has wire type \(tag & 7)")
            }
            guard index <= bytes.count else { throw Malformed(reason: "the last field is cut short") }
        }
        guard sawGraph else { throw Malformed(reason: "it has no graph") }
        return keys
    }

    /// The key of one `StringStringEntryProto` (field 1), if it has one.
    private static func metadataKey(_ entry: ArraySlice<UInt8>) -> String? {
        let bytes = Array(entry)
        var index = 0
        while index < bytes.count {
            guard let tag = try? varint(bytes, &index), tag & 7 == 2,
                let length = try? varint(bytes, &index), length <= UInt64(bytes.count - index)
            else { return nil }
            let end = index + Int(length)
            if tag >> 3 == 1 { return String(decoding: bytes[index..<end], as: UTF8.self) }
            index = end
        }
        return nil
    }

    private static func varint(_ bytes: [UInt8], _ index: inout Int) throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count, shift < 64 {
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw Malformed(reason: "a field's header is cut short")
    }

    /// A length-delimited field.
    private static func field(_ number: Int, _ payload: [UInt8]) -> [UInt8] {
        encode(UInt64(number << 3 | 2)) + encode(UInt64(payload.count)) + payload
    }

    private static func encode(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
        return bytes
    }
}
