import Foundation
import SystemIO

/// Writes each prompt as `<directory>/<prompt id>.wav`. Files appear complete or not at all (a
/// temporary name is renamed into place), so a watcher never reads half a prompt. The samples
/// go to the file a block at a time, straight from the audio: no encoded copy of the prompt is
/// built in memory.
public struct WAVPromptDirectory: PromptAudioSink {
    /// The directory the files go to; created on first write.
    public let directory: String
    /// Put before every file name, so that several drives can share a directory without one
    /// overwriting another's `1.wav` (see `drivePrefix()`); empty for names as they are.
    public let namePrefix: String

    /// Creates a sink over `directory`.
    public init(directory: String, namePrefix: String = "") {
        self.directory = directory
        self.namePrefix = namePrefix
    }

    /// A prefix no other process writing now has: the local start time and the process id,
    /// "20261201-213005-4821-"; sorted by name, a directory's files come drive by drive.
    public static func drivePrefix(now: Date = Date(), processID: Int32 = getpid()) -> String {
        var time = time_t(now.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date = "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))"
        return "\(date)-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))-\(processID)-"
    }

    /// The file name for `promptID`: letters, digits, `.`, `-` and `_` are kept, anything else
    /// becomes `_`; when that changed the id, a short hash of the original keeps distinct ids
    /// in distinct files.
    public static func fileName(for promptID: String) -> String {
        var safe = String(
            promptID.unicodeScalars.map { scalar -> Character in
                let isSafe =
                    scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == ".")
                return isSafe ? Character(scalar) : "_"
            })
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        if safe.isEmpty || safe != promptID {
            var hash: UInt32 = 2_166_136_261
            for byte in promptID.utf8 {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
            let hex = String(hash, radix: 16)
            safe += "-" + String(repeating: "0", count: 8 - hex.count) + hex
        }
        return safe + ".wav"
    }

    /// Writes `audio` as a WAV file named after `promptID`.
    public func write(_ audio: SynthesizedAudio, promptID: String) throws(AudioOutputError) -> PromptAudioFile
    {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreate(path: directory, reason: error.localizedDescription)
        }
        let path = (directory as NSString).appendingPathComponent(namePrefix + Self.fileName(for: promptID))
        let temporary = path + ".partial"
        do throws(AudioOutputError) {
            let writer = try WAVStreamWriter(path: temporary, sampleRate: audio.sampleRate)
            try writer.write(audio.samples)
            try writer.close()
        } catch {
            unlink(temporary)
            throw error
        }
        do {
            try WholeFile.commit(temporary, to: path)
        } catch {
            throw .cannotCreate(path: path, reason: ErrorText.of(error.errorNumber))
        }
        return PromptAudioFile(
            promptID: promptID, path: path, durationMilliseconds: audio.durationMilliseconds)
    }
}
