import Foundation

/// The far side of ``IsolatedSynthesizer``: a process of its own that owns eSpeak NG, reads
/// requests from standard input and writes audio to standard output until the input ends. When
/// corrupt data or a bug makes the library crash, only this process dies.
package enum SpeechWorker {
    /// A streaming client is told about new samples once this many bytes are waiting (the first
    /// chunk is told at once): each telling wakes the client, which costs more than the bytes.
    static let streamingThreshold = 32 << 10

    /// Serves requests on the given descriptors until the client closes its end.
    /// `neural` names the neural voices that say the prompts of their voices (eSpeak NG says
    /// the rest, and what they decline).
    public static func serve(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, dataPath: String?,
        neural: NeuralVoiceOptions? = nil
    ) {
        let channel = WorkerChannel(input: input, output: output)
        let synthesizer = EspeakSynthesizer(dataPath: dataPath)
        let speaker = neural.map(NeuralSpeaker.init)
        var processor = -1
        var region: SampleRegion?
        var used = 0
        while let frame = try? channel.nextFrame() {
            if frame.tag == .region {
                // The client's shared region; without one (or one that cannot be mapped) the
                // samples go through the socket.
                guard let capacity = try? channel.count(frame.length) else { return }
                region = channel.takeDescriptor().flatMap { SampleRegion.adopt($0, capacity: capacity) }
                continue
            }
            guard frame.tag == .request, let bytes = try? channel.payload(frame.length),
                let request = try? WorkerMessages.Request(decoding: bytes)
            else { return }
            // Speak on the client's processor: it sleeps meanwhile, and every hand-over between
            // the two stays a local wake-up instead of an inter-processor interrupt.
            if request.processor >= 0, request.processor != processor {
                processor = ProcessorAffinity.pin(to: request.processor) ? request.processor : -1
            }
            // The client has taken the last answer's samples: a long one's pages can go.
            region?.release(above: used)
            let samples = SampleSender(region: region, channel: channel, streams: request.streams)
            let answer = answer(request, synthesizer, speaker, into: samples)
            used = samples.inRegion * 2
            do {
                try channel.send(.answer, answer.encoded)
            } catch {
                return
            }
        }
    }

    /// Speaks `request` into `samples` and returns the answer's header; samples of a failed
    /// request are sent too and dropped by the client, which reads the error in the header.
    private static func answer(
        _ request: WorkerMessages.Request, _ synthesizer: EspeakSynthesizer, _ speaker: NeuralSpeaker?,
        into samples: SampleSender
    ) -> WorkerMessages.Answer {
        var answer = WorkerMessages.Answer(sampleRate: 0, voice: "", events: [])
        if request.kind == .locate {
            answer.voice = EspeakEngine.locateData(requestedPath: synthesizer.dataPath)
            return answer
        }
        do {
            switch try speaker?.speak(
                try request.speechRequest.validated(), phonemizer: synthesizer, emit: samples.add)
            {
            case .success(let spoken):
                answer.sampleRate = spoken.sampleRate
                answer.voice = spoken.voice
                answer.events = spoken.events.map(WorkerMessages.Event.init)
            case .failure(let declined):
                (answer.declinedBy, answer.declineReason) = (declined.model, declined.reason)
                fallthrough
            case nil:
                let report = try synthesizer.synthesizeNow(request.speechRequest, onSamples: samples.add)
                answer.sampleRate = report.sampleRate
                answer.voice = report.voice
                answer.events = report.events.map(WorkerMessages.Event.init)
                for case .voiceFallback(let requested, _) in report.warnings {
                    answer.fallbackFrom = requested
                }
            }
        } catch {
            answer.error = WorkerMessages.ErrorCode(error)
        }
        samples.finish()
        answer.sampleCount = samples.total
        return answer
    }
}
