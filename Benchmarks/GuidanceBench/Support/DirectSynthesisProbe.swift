import CEspeakNG
import Speech

/// The baseline the speech benchmark compares the engine with: the same request synthesized
/// through the bare C API, with a callback that only keeps samples. It still runs inside the
/// engine's lock (the library must never be called from two threads), with the voice and
/// parameters the engine selected, so the difference measured is the engine's own overhead.
enum DirectSynthesisProbe {
    /// Synthesizes `request` with a minimal callback and returns its samples.
    static func synthesize(_ request: SpeechRequest, dataPath: String? = nil) throws(SpeechError) -> [Int16] {
        try EspeakEngine.withPreparedLibrary(for: request, dataPath: dataPath) { checked in
            let buffer = SampleBuffer()
            espeak_SetSynthCallback { wav, count, events in
                guard let events, let context = events.pointee.user_data else { return 0 }
                let buffer = Unmanaged<SampleBuffer>.fromOpaque(context).takeUnretainedValue()
                if let wav, count > 0 {
                    buffer.samples.append(UnsafeBufferPointer(start: wav, count: Int(count)))
                }
                return 0
            }
            var flags = UInt32(espeakCHARS_UTF8)
            if checked.isSSML { flags |= UInt32(espeakSSML) }
            let context = Unmanaged.passUnretained(buffer).toOpaque()
            let status = withExtendedLifetime(buffer) {
                checked.text.withCString { text in
                    espeak_ng_Synthesize(
                        text, checked.text.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, context)
                }
            }
            return (buffer.samples.take(), status)
        }
    }

    /// Keeps the samples the way the engine does (`SampleAccumulator`), so that the comparison
    /// measures the engine's overhead and not a different way of storing audio.
    private final class SampleBuffer {
        var samples = SampleAccumulator()
    }
}
