import Guidance
import Speech

/// Speaks prompts through a synthesizer into any combination of outputs: one WAV file per
/// prompt, a raw PCM stream, and a player. Audio is cached by request, so a repeated prompt
/// costs a lookup; a failing output is reported once and the prompts go on as records.
public final class SynthesizingSpeaker: PromptSpeaker {
    /// How prompts are voiced.
    public struct Voice: Sendable, Hashable {
        /// The eSpeak NG voice name, from the locale data.
        public var name: String
        /// Words per minute.
        public var rate: Int
        /// Base pitch 0–100.
        public var pitch: Int
        /// Volume 0–200.
        public var volume: Int

        /// Creates voice settings with eSpeak NG's defaults.
        public init(
            name: String, rate: Int = SpeechRequest.defaultRate, pitch: Int = SpeechRequest.defaultPitch,
            volume: Int = SpeechRequest.defaultVolume
        ) {
            self.name = name
            self.rate = rate
            self.pitch = pitch
            self.volume = volume
        }
    }

    private let synthesizer: any BlockingSynthesizer
    private var voice: Voice
    /// Prefetched audio not yet spoken: dropped when the language changes.
    private var prefetched: Set<SpeechRequest> = []
    private let cache: SpeechCache
    private let directory: (any PromptAudioSink)?
    private let stream: PCMStreamWriter?
    private let player: (any PromptPlayer)?
    private let warn: (SpeakerFailure) -> Void
    private var failures: [SpeakerFailure.Output: SpeakerFailure] = [:]
    /// How many prompts were synthesized (cache misses and prefetches).
    public private(set) var synthesisCount = 0
    /// How many spoken prompts found their audio ready (prefetched or said before).
    public private(set) var readyCount = 0
    /// Seconds spent making audio on demand in this update before the next prompt is said: the
    /// wait of that prompt (``PromptRecord/synthesisWaitSeconds``).
    private var waiting = 0.0
    /// Whether a prompt's length, as the planner is told it, includes the time its decision
    /// spent making audio: for a voice slow enough to matter (a neural one takes a tenth of
    /// the audio's length), so that the distance said is the distance left when the prompt
    /// really ends. eSpeak NG's few milliseconds are left out, so its plans stay the same on
    /// every run.
    public var countsSynthesisWait = false

    /// Creates a speaker; `warn` receives the first failure of each output.
    public init(
        synthesizer: any BlockingSynthesizer, voice: Voice, cache: SpeechCache = SpeechCache(),
        directory: (any PromptAudioSink)? = nil, stream: PCMStreamWriter? = nil,
        player: (any PromptPlayer)? = nil,
        warn: @escaping (SpeakerFailure) -> Void
    ) {
        self.synthesizer = synthesizer
        self.voice = voice
        self.cache = cache
        self.directory = directory
        self.stream = stream
        self.player = player
        self.warn = warn
    }

    /// The request a rendering becomes: its SSML document in the configured voice.
    public func request(for rendering: RenderedPrompt) -> SpeechRequest {
        SpeechRequest(
            text: rendering.ssmlDocument, isSSML: true, voice: voice.name, rate: voice.rate,
            pitch: voice.pitch,
            volume: voice.volume)
    }

    /// Speaks a prompt that passed the gate: from the cache or prefetch if ready, else synthesized now; records the audio on the prompt.
    public func speak(_ record: inout PromptRecord) {
        let request = request(for: record.rendering)
        prefetched.remove(request)
        let audio: SynthesizedAudio
        if let cached = cache.audio(for: request) {
            audio = cached
            readyCount += 1
        } else {
            do {
                audio = try synthesize(request, onDemand: true, ahead: false)
            } catch {
                record.speechError = error.description
                report(.speech, error.description)
                return
            }
        }
        for warning in audio.warnings {
            report(.voice, "\(warning)")
            if case .voiceModelDeclined(_, let reason) = warning { record.voiceFallback = reason }
        }
        record.audioMilliseconds = audio.durationMilliseconds
        record.synthesisWaitSeconds = waiting
        waiting = 0
        record.voice = audio.voice.isEmpty ? nil : audio.voice
        let promptID = String(record.prompt.id)
        if let directory {
            do {
                record.audioPath = try directory.write(audio, promptID: promptID).path
            } catch {
                record.speechError = error.description
                report(.audioFiles, error.description)
            }
        }
        if let stream {
            do throws(AudioOutputError) {
                try stream.write(audio.resampled(to: AudioFormat.sampleRate))
            } catch {
                record.speechError = error.description
                report(.pcmStream, error.description, readerClosed: error.isReaderClosed)
            }
        }
        player?.play(
            PlaybackRequest(
                promptID: promptID, audio: audio.resampled(to: AudioFormat.sampleRate),
                urgency: Self.urgency(of: record.prompt),
                category: record.prompt.promptClass.rawValue))
    }

    /// The length of a rendering's audio: synthesized now (and kept, as a prefetch is, for when
    /// it is said) unless it was before; nil when synthesis fails.
    public func seconds(for rendering: RenderedPrompt) -> Double? {
        let request = request(for: rendering)
        let waited = { [self] in countsSynthesisWait ? waiting : 0 }
        if let cached = cache.audio(for: request) {
            return Double(cached.durationMilliseconds) / 1000 + waited()
        }
        // Made ahead, as a prefetch is: dropped with the language.
        guard let audio = try? synthesize(request, onDemand: true, ahead: true) else { return nil }
        return Double(audio.durationMilliseconds) / 1000 + waited()
    }

    /// Whether the voice is slow enough for the listener to prepare the next update's audio.
    public var isSlowToSynthesize: Bool { countsSynthesisWait }

    /// A new update: audio made for earlier ones delayed nothing this one says.
    public func beginUpdate() {
        waiting = 0
    }

    /// Synthesizes a request into the cache and counts it. On-demand synthesis adds its time to
    /// the wait of the prompt said next; audio made `ahead` of its prompt is dropped with the language.
    private func synthesize(
        _ request: SpeechRequest, onDemand: Bool, ahead: Bool
    ) throws(SpeechError) -> SynthesizedAudio {
        let audio =
            onDemand
            ? try timed { () throws(SpeechError) in try synthesizer.synthesizeNow(request) }
            : try synthesizer.synthesizeNow(request)
        synthesisCount += 1
        cache.insert(audio, for: request)
        if ahead { prefetched.insert(request) }
        return audio
    }

    /// Runs an on-demand synthesis, adding its time to the wait of the prompt said next.
    private func timed(
        _ synthesize: () throws(SpeechError) -> SynthesizedAudio
    ) throws(SpeechError) -> SynthesizedAudio {
        let start = ContinuousClock.now
        defer {
            let elapsed = (ContinuousClock.now - start).components
            waiting += Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        return try synthesize()
    }

    /// Synthesizes upcoming prompts ahead of their trigger, so they play without delay.
    public func prefetch(_ renderings: [RenderedPrompt]) {
        for rendering in renderings {
            let request = request(for: rendering)
            if !cache.contains(request) { _ = try? synthesize(request, onDemand: false, ahead: true) }
        }
    }

    /// The driver chose another language: playback stops, the prompts prefetched in the old
    /// language leave the cache (they can never be due again), and prompts from now on are
    /// synthesized with `voice`.
    public func changeLanguage(voice name: String?) {
        player?.stopAll()
        for request in prefetched { cache.remove(request) }
        prefetched = []
        if let name { voice.name = name }
    }

    /// The eSpeak NG voice prompts are synthesized with now.
    public var voiceName: String { voice.name }

    /// Silences playback at once (route change, guidance turned off).
    public func stopAll() {
        player?.stopAll()
    }

    /// Stops the prompt playing and drops the queued ones when they are of `classes` (guidance
    /// turned to alerts only); prompts of other classes play on.
    public func stop(classes: Set<PromptClass>) {
        player?.stop(categories: Set(classes.map(\.rawValue)))
    }

    /// How strongly a prompt may interrupt another: the final cue beats everything, alerts and
    /// prepare prompts beat early ones.
    public static func urgency(of prompt: PlannedPrompt) -> Int {
        switch prompt.stage {
        case .now: 3
        case .prepare, .arrival, .rerouting, .alert: 2
        case .early, .continue, .depart: 1
        }
    }

    /// Whether an output lost audio the user asked for (see `SpeakerFailure.losesAudio`).
    public var lostAudio: Bool {
        failures.values.contains(where: \.losesAudio)
    }

    /// Whether the reader of the PCM stream closed it: the drive has no listener left there.
    public var streamReaderClosed: Bool {
        failures[.pcmStream]?.readerClosed == true
    }

    private func report(_ output: SpeakerFailure.Output, _ message: String, readerClosed: Bool = false) {
        guard failures[output] == nil else { return }
        let failure = SpeakerFailure(output: output, message: message, readerClosed: readerClosed)
        failures[output] = failure
        warn(failure)
    }
}
