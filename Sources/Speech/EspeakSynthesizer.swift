import Dispatch

/// The eSpeak NG synthesizer. Cheap to create and to copy: every instance talks to the one
/// shared engine that owns the library, so requests from any number of tasks are queued and
/// run one at a time.
public struct EspeakSynthesizer: Synthesizer {
    /// The eSpeak NG data directory (or its parent) to use; nil means the library's default
    /// (`ESPEAK_DATA_PATH`, then the packaged location).
    public let dataPath: String?

    /// Creates a synthesizer; nothing is loaded until the first request or ``prepare()``.
    public init(dataPath: String? = nil) {
        self.dataPath = dataPath
    }

    /// Initialises the library now (normally done by the first request), so that a missing
    /// data directory is reported at start-up rather than at the first prompt.
    public func prepare() throws(SpeechError) {
        try EspeakEngine.shared.withLibrary { (state: inout EspeakEngine.State) throws(SpeechError) in
            try EspeakEngine.ensureInitialized(&state, requestedPath: dataPath)
        }
    }

    /// Streams `request`'s chunks to `onChunk` from the engine's queue.
    public func synthesize(
        _ request: SpeechRequest, onChunk: @escaping @Sendable (AudioChunk) -> Void
    ) async throws(SpeechError) -> SynthesisReport {
        let flag = CancellationFlag()
        return try await withCancellation(flag) { () async throws(SpeechError) -> SynthesisReport in
            try await EspeakEngine.shared.enqueue { () throws(SpeechError) -> SynthesisReport in
                try self.synthesizeNow(request, cancellation: flag, onChunk: onChunk)
            }
        }
    }

    /// Synthesizes the whole of `request` on the engine's queue.
    public func synthesize(_ request: SpeechRequest) async throws(SpeechError) -> SynthesizedAudio {
        let flag = CancellationFlag()
        return try await withCancellation(flag) { () async throws(SpeechError) -> SynthesizedAudio in
            try await EspeakEngine.shared.enqueue { () throws(SpeechError) -> SynthesizedAudio in
                try self.synthesizeNow(request, cancellation: flag)
            }
        }
    }

    /// Synthesizes the whole of `request` on the calling thread, waiting for the engine if
    /// another thread holds it. For command-line tools and benchmarks; async code should use
    /// ``synthesize(_:)``, which does not block the cooperative thread pool.
    public func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio {
        try synthesizeNow(request, cancellation: nil)
    }

    /// Synthesizes `request` on the calling thread, handing chunks to `onChunk` as they come.
    public func synthesizeNow(
        _ request: SpeechRequest, onChunk: @escaping (AudioChunk) -> Void
    ) throws(SpeechError) -> SynthesisReport {
        try synthesizeNow(request, cancellation: nil, onChunk: onChunk)
    }

    /// The voices of the data directory.
    public func voices() async throws(SpeechError) -> [VoiceInfo] {
        try await EspeakEngine.shared.enqueue { () throws(SpeechError) -> [VoiceInfo] in
            try self.voicesNow()
        }
    }

    /// The voices of the data directory, read on the calling thread.
    public func voicesNow() throws(SpeechError) -> [VoiceInfo] {
        try EspeakEngine.shared.withLibrary { (state: inout EspeakEngine.State) throws(SpeechError) in
            try EspeakEngine.ensureInitialized(&state, requestedPath: dataPath)
            return EspeakEngine.voices(&state)
        }
    }

    // MARK: Internals

    func synthesizeNow(
        _ request: SpeechRequest, cancellation: CancellationFlag?
    ) throws(SpeechError) -> SynthesizedAudio {
        try synthesizeNow(request, cancellation: cancellation) { sink, report in
            SynthesizedAudio(
                samples: sink.takeSamples(), sampleRate: report.sampleRate, events: report.events,
                voice: report.voice, warnings: report.warnings)
        } sink: { sampleRate in
            SynthesisSink(keepsSamples: true, sampleRate: sampleRate, cancellation: cancellation)
        }
    }

    func synthesizeNow(
        _ request: SpeechRequest, cancellation: CancellationFlag?, onChunk: @escaping (AudioChunk) -> Void
    ) throws(SpeechError) -> SynthesisReport {
        try synthesizeNow(
            request, cancellation: cancellation, result: { $1 },
            sink: {
                // Each callback's audio is a chunk of its own.
                SynthesisSink(
                    keepsSamples: false, sampleRate: $0,
                    onSamples: { buffer, offset, events in
                        onChunk(AudioChunk(samples: Array(buffer), sampleOffset: offset, events: events))
                    }, cancellation: cancellation)
            })
    }

    /// Synthesizes `request` on the calling thread, handing each callback's samples to
    /// `onSamples` as eSpeak NG lends them (valid only during the call): the speech worker's
    /// way, which copies them once into the region it shares.
    func synthesizeNow(
        _ request: SpeechRequest, onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Void
    ) throws(SpeechError) -> SynthesisReport {
        try synthesizeNow(
            request, cancellation: nil, result: { $1 },
            sink: {
                SynthesisSink(
                    keepsSamples: false, sampleRate: $0, onSamples: { buffer, _, _ in onSamples(buffer) })
            })
    }

    /// Validates `request`, then, holding the engine, speaks it into the sink `makeSink` makes for
    /// the library's sample rate and turns the sink and its report into the result.
    private func synthesizeNow<Value>(
        _ request: SpeechRequest, cancellation: CancellationFlag?,
        result: (SynthesisSink, SynthesisReport) -> Value, sink makeSink: (Int) -> SynthesisSink
    ) throws(SpeechError) -> Value {
        let checked = try request.validated()
        return try EspeakEngine.shared.withLibrary {
            (state: inout EspeakEngine.State) throws(SpeechError) -> Value in
            if cancellation?.isRaised == true { throw .cancelled }
            let voice = try EspeakEngine.prepare(&state, for: checked, dataPath: dataPath)
            let sink = makeSink(state.sampleRate)
            try EspeakEngine.run(checked, into: sink, &state)
            let report = SynthesisReport(
                sampleCount: sink.sampleCount, sampleRate: state.sampleRate, events: sink.events,
                voice: voice.used, warnings: voice.warning.map { [$0] } ?? [])
            return result(sink, report)
        }
    }

    private func withCancellation<T: Sendable>(
        _ flag: CancellationFlag, _ body: () async throws(SpeechError) -> T
    ) async throws(SpeechError) -> T {
        let result: Result<T, SpeechError> = await withTaskCancellationHandler {
            do throws(SpeechError) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        } onCancel: {
            flag.raise()
        }
        return try result.get()
    }
}
