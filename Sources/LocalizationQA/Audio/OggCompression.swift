import Foundation
import Synchronization

/// Turns the report's WAV prompts into Ogg Vorbis files with SoX (Debian's `sox` with
/// `libsox-fmt-base`): about an eighth of the size, so that a report of every locale stays small
/// enough to open, copy and attach. `guidance run` keeps writing WAV.
public struct OggCompression: Sendable {
    /// The `sox` executable.
    public var executable: String
    /// Vorbis quality (`-C`, -1–10); 1 keeps eSpeak's 22 kHz speech clear at about an eighth of
    /// the WAV's size (a 3-second prompt: 120 kB as WAV, 14 kB as Ogg).
    public var quality = 1
    /// How many encoders run at once.
    public var parallel = 2

    /// Creates a compressor for a found `sox`.
    public init(executable: String) {
        self.executable = executable
    }

    /// `sox` found on `PATH`, or nil.
    public static func find(environment: [String: String]) -> OggCompression? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/sox"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return OggCompression(executable: candidate)
            }
        }
        return nil
    }

    /// Encodes each `<out>/<relative>.wav` as `.ogg` beside it and removes the WAV; returns the
    /// prompts with their new paths. The first failure is thrown after every encoder has stopped.
    public func compress(_ prompts: [PromptAudio], outputDirectory: String) throws(QAError) -> [PromptAudio] {
        let results = Mutex([String?](repeating: nil, count: prompts.count))
        let workers = max(1, min(parallel, prompts.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < prompts.count {
                let failure = encode(outputDirectory + "/" + prompts[index].relativePath)
                results.withLock { $0[index] = failure }
                if failure != nil { return }
                index += workers
            }
        }
        if let failure = results.withLock({ $0.compactMap { $0 }.first }) { throw .speech(failure) }
        return prompts.map { prompt in
            var compressed = prompt
            compressed.relativePath = Self.oggPath(prompt.relativePath)
            return compressed
        }
    }

    /// `audio/pt-BR/x.wav` → `audio/pt-BR/x.ogg`.
    static func oggPath(_ wav: String) -> String {
        (wav.hasSuffix(".wav") ? String(wav.dropLast(4)) : wav) + ".ogg"
    }

    /// Runs sox on one file; nil when it worked, else the reason.
    private func encode(_ wav: String) -> String? {
        let ogg = Self.oggPath(wav)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-q", wav, "-C", String(quality), ogg]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "\(executable): cannot run (\(error.localizedDescription))"
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            return
                "sox could not encode \(wav) as Ogg Vorbis: \(reason.isEmpty ? "exit \(process.terminationStatus)" : reason)"
        }
        try? FileManager.default.removeItem(atPath: wav)
        return nil
    }
}
