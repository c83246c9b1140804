import Synchronization

/// Turns a ``SpeechRequest`` into 16-bit mono PCM. The pipeline depends on this protocol, not on
/// eSpeak NG, so that tests and other engines can stand in.
public protocol Synthesizer: Sendable {
    /// Synthesizes `request`, handing each chunk to `onChunk` as soon as it exists (on the
    /// engine's thread: keep the handler short and never call the synthesizer from it).
    /// Cancelling the calling task stops synthesis and throws ``SpeechError/cancelled``.
    func synthesize(
        _ request: SpeechRequest, onChunk: @escaping @Sendable (AudioChunk) -> Void
    ) async throws(SpeechError) -> SynthesisReport

    /// Synthesizes `request` and returns the whole audio.
    func synthesize(_ request: SpeechRequest) async throws(SpeechError) -> SynthesizedAudio

    /// The voices the engine offers.
    func voices() async throws(SpeechError) -> [VoiceInfo]
}

extension Synthesizer {
    /// Collects the streamed chunks into one ``SynthesizedAudio``.
    public func synthesize(_ request: SpeechRequest) async throws(SpeechError) -> SynthesizedAudio {
        let collected = Mutex<[Int16]>([])
        let report = try await synthesize(request) { chunk in
            collected.withLock { $0.append(contentsOf: chunk.samples) }
        }
        let samples = collected.withLock { $0 }
        return SynthesizedAudio(
            samples: samples, sampleRate: report.sampleRate, events: report.events, voice: report.voice,
            warnings: report.warnings)
    }

    /// The chunks of `request` as an asynchronous sequence; it finishes after the last chunk or
    /// throws a ``SpeechError``. Stopping the iteration cancels the synthesis.
    public func audioStream(for request: SpeechRequest) -> AsyncThrowingStream<AudioChunk, any Error> {
        AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
            let task = Task {
                do {
                    _ = try await self.synthesize(request) { chunk in continuation.yield(chunk) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A synthesizer callers can call on their own thread, so prompts keep their order and a record
/// leaves with its audio facts: eSpeak NG in this process, or the speech worker (eSpeak NG and
/// any neural voice). Tests count calls.
public protocol BlockingSynthesizer: Sendable {
    /// Synthesizes a whole request.
    func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio
}

extension EspeakSynthesizer: BlockingSynthesizer {}

extension IsolatedSynthesizer: BlockingSynthesizer {}
