import Foundation

/// eSpeak NG in a process of its own: the same requests and audio as ``EspeakSynthesizer``,
/// but a crash inside the library (corrupt data, a bug) ends only the worker. The failed request
/// throws ``SpeechError/engineCrashed(reason:)`` and the next one starts a fresh worker, so a
/// drive keeps its text feed and records whatever the engine does.
///
/// The worker is this program run again with the arguments given (for `guidance`, its
/// `speech-worker` command), talking over a socket pair. The samples cross through a memory
/// region both processes map (`SampleRegion`); the socket carries the requests, how many samples
/// are ready, and the answers' headers.
public final class IsolatedSynthesizer: @unchecked Sendable {
    /// After this many crashes in a row the worker is not started again: the data is broken.
    public static let crashLimit = 3

    private struct Worker {
        let process: WorkerProcess
        let channel: WorkerChannel
        /// This side of the socket pair; closing it ends the worker's input.
        let socket: FileHandle
    }

    private let executable: String
    private let arguments: [String]
    private let dataPath: String?
    private let verdicts: EspeakDataVerdicts
    private let lock = NSLock()
    private var worker: Worker?
    private var crashes = 0
    private var checks = 0
    /// The region every worker of this synthesizer writes its samples into, made with the first.
    private var region: SampleRegion?
    private var regionTried = false

    /// A synthesizer whose worker is `executable arguments…` (`--espeak-data DIR` is added when
    /// `dataPath` is given). Data checks that pass are remembered in the user's cache directory
    /// (`$XDG_CACHE_HOME/guidance/espeak-data-verdicts`).
    public convenience init(executable: String, arguments: [String], dataPath: String? = nil) {
        self.init(
            executable: executable, arguments: arguments, dataPath: dataPath,
            verdicts: EspeakDataVerdicts(environment: ProcessInfo.processInfo.environment))
    }

    /// A synthesizer as above whose passed data checks are remembered in `verdicts`.
    package init(executable: String, arguments: [String], dataPath: String?, verdicts: EspeakDataVerdicts) {
        self.executable = executable
        self.arguments = arguments + (dataPath.map { ["--espeak-data", $0] } ?? [])
        self.dataPath = dataPath
        self.verdicts = verdicts
    }

    deinit {
        stop()
    }

    /// Starts the worker, checks the data directory and speaks a probe in `voice`: corrupt or
    /// missing data is refused here, with the file named, rather than at the first prompt. A
    /// pass is remembered in the user's cache directory; while none of the checked files changes, the
    /// next start skips the check (reading and walking the data). The probe is always spoken:
    /// it also finds the voice, and eSpeak NG carries a little of what it last said into the
    /// start of the next utterance, so the first prompt's audio is the same either way.
    public func prepare(voice: String) throws(SpeechError) {
        let directory = try locate()
        guard !directory.isEmpty, EspeakDataLocation.hasMarker(directory) else {
            throw .dataNotFound(path: dataPath ?? (directory.isEmpty ? "the default location" : directory))
        }
        let verdict = verdicts.verdict(directory: directory, voice: voice, worker: executable)
        let remembered = verdict.map(verdicts.holds) ?? false
        if !remembered {
            lock.withLock { checks += 1 }
            if let (file, reason) = EspeakDataCheck.problem(in: directory, language: voice) {
                throw .dataUnusable(path: directory, file: file, reason: reason)
            }
        }
        do {
            _ = try synthesizeNow(SpeechRequest(text: "1, 2, 3.", voice: voice))
        } catch .engineCrashed(let reason) {
            throw .dataUnusable(
                path: directory, file: nil, reason: "eSpeak NG crashed speaking a probe (\(reason))")
        }
        if let verdict, !remembered { verdicts.remember(verdict) }
    }

    /// Starts the worker now, if none runs, so that it gets ready while the caller does other
    /// work before ``prepare(voice:)`` (a one-shot command reading its locale); a worker that
    /// cannot start is reported by the first request.
    package func launch() {
        lock.withLock {
            guard worker == nil, crashes < Self.crashLimit else { return }
            worker = try? start()
        }
    }

    /// How many times ``prepare(voice:)`` has checked the data: not when a remembered verdict held.
    package var dataChecks: Int {
        lock.withLock { checks }
    }

    /// Synthesizes `request` in the worker, starting one if none runs.
    public func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio {
        let (answer, samples) = try exchange(WorkerMessages.Request(try request.validated()))
        return SynthesizedAudio(
            samples: samples, sampleRate: answer.sampleRate, events: answer.events.map(\.speechEvent),
            voice: answer.voice, warnings: answer.warnings)
    }

    /// Synthesizes `request` in the worker, handing its audio to `onChunk` as it arrives (the
    /// worker sends the first chunk at once and the rest in batches while it speaks). A crash
    /// after some chunks were delivered throws like any other; the retry on a fresh worker
    /// delivers the audio again from the start, with `sampleOffset` 0.
    public func synthesizeNow(
        _ request: SpeechRequest, onChunk: (AudioChunk) -> Void
    ) throws(SpeechError) -> SynthesisReport {
        var streaming = WorkerMessages.Request(try request.validated())
        streaming.streams = true
        let (answer, samples) = try exchange(streaming) { samples, start in
            onChunk(AudioChunk(samples: Array(samples[start...]), sampleOffset: start, events: []))
        }
        return SynthesisReport(
            sampleCount: samples.count, sampleRate: answer.sampleRate,
            events: answer.events.map(\.speechEvent),
            voice: answer.voice, warnings: answer.warnings)
    }

    /// Ends the worker (it also ends when this process does).
    public func stop() {
        lock.withLock {
            guard let worker else { return }
            try? worker.socket.close()
            _ = worker.process.wait()
            self.worker = nil
        }
    }

    /// Lets the worker go without waiting for it: its input ends and it exits by itself. For a
    /// process that is about to exit (a one-shot `say`), which then need not wait for the
    /// worker's own exit, most of a millisecond; whoever adopts the worker then reaps it. A
    /// process that goes on should ``stop()`` instead, or the worker stays a zombie until it
    /// ends.
    package func release() {
        lock.withLock {
            guard let worker else { return }
            try? worker.socket.close()
            self.worker = nil
        }
    }

    private func locate() throws(SpeechError) -> String {
        var request = WorkerMessages.Request(SpeechRequest(text: ""))
        request.kind = .locate
        return try exchange(request).answer.voice
    }

    /// Sends `request` and reads its answer: the samples as they come (each batch shown to
    /// `onSamples` with the index where it starts) and the header that ends it.
    private func exchange(
        _ request: WorkerMessages.Request, onSamples: (_ samples: [Int16], _ start: Int) -> Void = { _, _ in }
    ) throws(SpeechError) -> (answer: WorkerMessages.Answer, samples: [Int16]) {
        lock.lock()
        defer { lock.unlock() }
        guard crashes < Self.crashLimit else {
            throw .engineCrashed(reason: "the speech worker crashed \(crashes) times in a row; speech is off")
        }
        // A worker that died between requests (killed, out of memory) costs nothing: the request
        // is tried once more on a fresh one. One that dies on the request twice is the request's.
        var failure: SpeechError?
        for _ in 0..<2 {
            let worker: Worker
            if let running = self.worker {
                worker = running
            } else {
                worker = try start()
                self.worker = worker
            }
            do {
                // The thread stays on its processor for the exchange, and the worker moves there.
                let (answer, samples) = try ProcessorAffinity.holdingProcessor { (processor) throws in
                    var request = request
                    request.processor = processor ?? -1
                    return try Self.converse(worker.channel, region, request, onSamples)
                }
                crashes = 0
                if let error = answer.error { throw error.speechError }
                return (answer, samples)
            } catch let error as SpeechError {
                throw error
            } catch {
                failure = crashed(worker)
                guard crashes < Self.crashLimit else { break }
            }
        }
        throw failure ?? .engineCrashed(reason: "the speech worker did not answer")
    }

    /// One request and its answer on `channel`: the samples as they come (copied out of
    /// `region` as the worker says they are ready, or read from the socket), then the header.
    /// Counts that do not fit the region, or region samples after socket ones, are a broken
    /// worker, never read.
    static func converse(
        _ channel: WorkerChannel, _ region: SampleRegion?, _ request: WorkerMessages.Request,
        _ onSamples: (_ samples: [Int16], _ start: Int) -> Void
    ) throws -> (WorkerMessages.Answer, [Int16]) {
        try channel.send(.request, request.encoded)
        var samples: [Int16] = []
        var fromRegion = 0
        while true {
            let frame = try channel.nextFrame()
            let start = samples.count
            switch frame.tag {
            case .samples:
                try channel.samples(frame.length, into: &samples)
            case .ready:
                let ready = try channel.count(frame.length)
                guard let region, samples.count == fromRegion, ready > fromRegion,
                    ready <= region.sampleCapacity
                else {
                    throw WorkerChannel.Broken(
                        reason: "\(ready) samples said to be ready in a region that cannot hold them")
                }
                samples.append(contentsOf: region.samples(fromRegion..<ready))
                fromRegion = ready
            case .answer:
                let answer = try WorkerMessages.Answer(decoding: try channel.payload(frame.length))
                guard answer.sampleCount == samples.count else {
                    throw WorkerChannel.Broken(
                        reason: "\(samples.count) samples arrived where the worker sent \(answer.sampleCount)"
                    )
                }
                return (answer, samples)
            case .request, .region:
                throw WorkerChannel.Broken(reason: "a frame tagged \(frame.tag) in an answer")
            }
            onSamples(samples, start)
        }
    }

    /// Reaps a worker that broke off and says how it ended.
    private func crashed(_ worker: Worker) -> SpeechError {
        try? worker.socket.close()
        let ending = worker.process.wait()
        self.worker = nil
        crashes += 1
        return .engineCrashed(reason: "the speech worker ended with \(ending)")
    }

    /// A started worker as this synthesizer's: the channel on its socket, and the region.
    private func start() throws(SpeechError) -> Worker {
        let (process, socket) = try WorkerProcess.spawn(executable: executable, arguments: arguments)
        let channel = WorkerChannel(input: socket, output: socket, isSocket: true)
        if !regionTried {
            regionTried = true
            region = SampleRegion.create()
        }
        // A worker that cannot take the region is found by the first request.
        if let region { try? channel.sendRegion(region) }
        return Worker(
            process: process, channel: channel,
            socket: FileHandle(fileDescriptor: socket, closeOnDealloc: false))
    }
}
