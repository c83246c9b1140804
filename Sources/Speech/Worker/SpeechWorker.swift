import Foundation

/// The far side of ``IsolatedSynthesizer``: a process of its own that owns eSpeak NG, reads
/// requests from standard input and writes audio to standard output until the input ends. When
/// corrupt data or a bug makes the library crash, only this process dies.
public enum SpeechWorker {
    /// Serves requests on the given descriptors until the client closes its end.
    public static func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, dataPath: String?) {
        let channel = WorkerChannel(input: input, output: output)
        let synthesizer = EspeakSynthesizer(dataPath: dataPath)
        while let frame = try? channel.receive() {
            guard let request = try? WorkerMessages.Request(decoding: frame) else { return }
            var answer = WorkerMessages.Answer(
                error: nil, refused: false, sampleRate: 0, voice: "", events: [])
            var samples: [Int16] = []
            if request.kind == .locate {
                answer.voice = EspeakEngine.locateData(requestedPath: dataPath)
            } else {
                do {
                    let audio = try synthesizer.synthesizeNow(request.speechRequest)
                    answer.sampleRate = audio.sampleRate
                    answer.voice = audio.voice
                    answer.events = audio.events.map(WorkerMessages.Event.init)
                    for case .voiceFallback(let requested, _) in audio.warnings {
                        answer.fallbackFrom = requested
                    }
                    samples = audio.samples
                } catch {
                    answer.error = WorkerMessages.ErrorCode(error)
                }
            }
            let bytes = samples.withUnsafeBytes { Array($0) }
            do {
                try channel.send(answer.encoded)
                try channel.send(bytes)
            } catch {
                return
            }
        }
    }
}
