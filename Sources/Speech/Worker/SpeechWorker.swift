import Foundation

/// The far side of ``IsolatedSynthesizer``: a process of its own that owns eSpeak NG, reads
/// requests from standard input and writes audio to standard output until the input ends. When
/// corrupt data or a bug makes the library crash, only this process dies.
package enum SpeechWorker {
    /// Samples are sent on while eSpeak NG goes on speaking once this many bytes are waiting, so
    /// the client copies most of a prompt while the rest is synthesized, on the other core.
    static let streamingThreshold = 32 << 10

    /// Serves requests on the given descriptors until the client closes its end.
    public static func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, dataPath: String?) {
        let channel = WorkerChannel(input: input, output: output)
        let synthesizer = EspeakSynthesizer(dataPath: dataPath)
        var processor = -1
        while let frame = try? channel.nextFrame(), frame.tag == .request,
            let bytes = try? channel.payload(frame.length),
            let request = try? WorkerMessages.Request(decoding: bytes)
        {
            // Speak on the client's processor: it sleeps meanwhile, and every hand-over between
            // the two stays a local wake-up instead of an inter-processor interrupt.
            if request.processor >= 0, request.processor != processor {
                processor = ProcessorAffinity.pin(to: request.processor) ? request.processor : -1
            }
            let answer = answer(request, synthesizer, streamingTo: channel)
            do {
                try channel.send(.answer, answer.encoded)
            } catch {
                return
            }
        }
    }

    /// Speaks `request`, sending its samples on as they come (the first chunk at once, then in
    /// batches), and returns the answer's header; samples of a failed request are sent too and
    /// dropped by the client, which reads the error in the header.
    private static func answer(
        _ request: WorkerMessages.Request, _ synthesizer: EspeakSynthesizer,
        streamingTo channel: WorkerChannel
    ) -> WorkerMessages.Answer {
        var answer = WorkerMessages.Answer(error: nil, refused: false, sampleRate: 0, voice: "", events: [])
        if request.kind == .locate {
            answer.voice = EspeakEngine.locateData(requestedPath: synthesizer.dataPath)
            return answer
        }
        var sentFirst = false
        do {
            let report = try synthesizer.synthesizeNow(request.speechRequest) { chunk in
                chunk.samples.withUnsafeBytes { channel.queue(.samples, bytes: $0) }
                if !sentFirst || channel.queuedBytes >= streamingThreshold {
                    sentFirst = true
                    // A client that is gone is found by the answer's send, which ends the worker.
                    try? channel.flush()
                }
            }
            answer.sampleRate = report.sampleRate
            answer.voice = report.voice
            answer.events = report.events.map(WorkerMessages.Event.init)
            for case .voiceFallback(let requested, _) in report.warnings {
                answer.fallbackFrom = requested
            }
        } catch {
            answer.error = WorkerMessages.ErrorCode(error)
        }
        return answer
    }
}
