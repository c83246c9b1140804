import Foundation
import Localization
import Speech

/// Synthesizes the spoken rows of a matrix (SSML, the locale's voice or its neural voice) and writes
/// one WAV file per row under `<out>/<subdirectory>/`.
public struct PromptSynthesis: Sendable {
    /// The synthesizer: eSpeak NG, or the speech worker when a neural voice speaks.
    public var synthesizer: any BlockingSynthesizer

    /// Creates a synthesis step.
    public init(synthesizer: any BlockingSynthesizer) {
        self.synthesizer = synthesizer
    }

    /// Synthesizes every spoken row at the locale's `rate` (words per minute; nil for eSpeak
    /// NG's default); `progress` is called after each one with (done, total).
    public func synthesize(
        _ rows: [MatrixRow], voice: String, rate: Int? = nil, outputDirectory: String, subdirectory: String,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws(QAError) -> [PromptAudio] {
        let spoken = rows.filter(\.isSpoken)
        let sink = WAVPromptDirectory(directory: outputDirectory + "/" + subdirectory)
        var results: [PromptAudio] = []
        for (index, row) in spoken.enumerated() {
            guard let document = row.ssmlDocument else { continue }
            let request = SpeechRequest(
                text: document, isSSML: true, voice: voice, rate: rate ?? SpeechRequest.defaultRate)
            let audio: SynthesizedAudio
            do {
                audio = try synthesizer.synthesizeNow(request)
            } catch {
                throw .speech(error.description)
            }
            do {
                _ = try sink.write(audio, promptID: row.matrixCase.id)
            } catch {
                throw .cannotWrite(error.description)
            }
            let name = WAVPromptDirectory.fileName(for: row.matrixCase.id)
            results.append(
                PromptAudio(
                    caseID: row.matrixCase.id, relativePath: subdirectory + "/" + name,
                    durationMilliseconds: audio.durationMilliseconds))
            progress(index + 1, spoken.count)
        }
        return results
    }
}
