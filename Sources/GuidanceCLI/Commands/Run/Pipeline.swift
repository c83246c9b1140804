import CastServer
import Foundation
import Guidance
import GuidanceModel
import GuidanceSpeech
import Localization
import Speech
import SystemIO

/// The pipeline `guidance run` drives: a navigator with the casting and voice listeners, and the
/// outputs they write to. Built from ``RunOptions``; every resource it opens it closes.
final class Pipeline {
    let navigator: Navigator
    private let context: CommandContext
    private let castingOutput: TextOutput?
    private let promptsOutput: TextOutput?
    private let recordOutput: TextOutput?
    private let recorder: EventRecorder?
    private let speaker: SynthesizingSpeaker?
    private let player: SoundPlayer?
    private let timeline: TimelinePlayer?
    private let eventsOutput: TextOutput?
    private let server: CastServer?

    init(options: RunOptions, context: CommandContext) throws {
        self.context = context
        let trip = try options.trip.map { text throws(CommandFailure) in try Trip(text) }
        let places = try options.places.map { try PlaceDirectory(path: $0, context: context) }
        let arrivals: ArrivalLookup? = places.map { places in
            { @Sendable waypoint, timestamp in places.facts(for: waypoint, at: timestamp) }
        }
        let mode = options.mode ?? trip?.mode ?? .drive
        let renderer = try RendererLoader.renderer(
            locale: options.locale, dataDirectory: options.dataDirectory, units: options.units, mode: mode)
        // A `locale` event switches to another shipped locale: same data, --units and mode; its
        // own voice. Renderers are made once per language and shared by both listeners.
        let renderers = RendererLoader.switcher(
            dataDirectory: options.dataDirectory, units: options.units, mode: mode, first: renderer)
        navigator = Navigator(voiceGuidance: options.voiceGuidance)

        castingOutput =
            options.casting == .none
            ? nil : try Self.output(options.castingOut, option: "casting-out", context) ?? context.stdout
        promptsOutput = try Self.output(options.promptsOut, option: "prompts-out", context)
        recordOutput = try Self.output(options.record, option: "record", context)
        eventsOutput = options.eventsDescriptor.map { TextOutput.descriptor($0, name: "--events-fd \($0)") }
        // Standard output's losses are the dispatcher's to report; the files named here are ours.
        for output in [castingOutput, promptsOutput, recordOutput, eventsOutput].compactMap({ $0 })
        where output !== context.stdout {
            output.onFailure = { [context] loss in context.error(loss.description) }
        }
        recorder = recordOutput.map {
            EventRecorder(output: $0) { [context] message in context.error(message) }
        }

        if let serve = options.serve {
            let server = CastServer(
                host: serve.host, port: serve.port, webRoot: Self.webRoot(options),
                options: options.serverOptions)
            do {
                let port = try server.start()
                context.stderr.line("serving the casting feed on http://\(serve.host):\(port)/")
            } catch {
                throw CommandFailure(.cannotCreate, "--serve \(serve.host):\(serve.port): \(error)")
            }
            self.server = server
        } else {
            server = nil
        }

        // Prompt start and end records: on the prompts file, --events-fd, the NDJSON casting
        // feed and the casting server's subscribers (an SSE event named `prompt`).
        let eventSinks = [promptsOutput, eventsOutput].compactMap { $0 }
        let castEvents = options.casting == .ndjson ? castingOutput : nil
        let announce: @Sendable (PromptEventRecord) -> Void = { [server] record in
            let json = record.json
            for sink in eventSinks { sink.line(json) }
            castEvents?.line(json)
            server?.publish(event: json, name: "prompt")
        }
        (speaker, player, timeline) = try Self.speech(
            options, renderer: renderer, context: context, announce: announce)

        // The arrival clock time is local to this machine's zone (TZ), the car's clock.
        let clock = CastingClock { unixTime in
            TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: unixTime))
        }
        let casting = CastingListener(
            renderer: renderer, arrivals: arrivals, renderers: renderers, clock: clock
        ) {
            [castingOutput, server, format = options.casting] record in
            let json = record.json
            switch format {
            case .ndjson: castingOutput?.line(json)
            case .text: castingOutput?.line(record.textLine)
            case .none: break
            }
            server?.publish(record: json, sequence: record.sequence)
        }
        casting.handoff = trip?.handoff
        let voice = VoiceListener(
            renderer: renderer, speaker: speaker, arrivals: arrivals, renderers: renderers
        ) {
            [promptsOutput, context] record in
            promptsOutput?.line(record.json)
            for problem in record.rendering.problems {
                context.warn("prompt \(record.prompt.id) (\(record.prompt.stage.rawValue)): \(problem)")
            }
        }
        navigator.addListener(casting)
        navigator.addListener(voice)
    }

    func handle(_ event: NavigatorEvent, line: Int) {
        recorder?.record(event, line: line)
        for failure in navigator.dispatch(event, line: line) {
            context.error(
                "line \(line): \(failure.listener) failed on \(failure.event.rawValue): \(failure.error)")
        }
    }

    /// Ends the feed for every listener and waits, without blocking a thread, until the last
    /// prompt has played.
    func finish() async {
        for failure in navigator.finish() {
            context.error("\(failure.listener) failed at the end of the feed: \(failure.error)")
        }
        await player?.waitUntilIdle()
        timeline?.finish()
    }

    func close() {
        player?.shutdown()
        timeline?.shutdown()
        server?.stop()
        for output in [castingOutput, promptsOutput, recordOutput, eventsOutput] { output?.close() }
    }

    /// Whether an output this pipeline opened lost data (a failed write was reported as it
    /// happened). Standard output is judged by the dispatcher.
    var lostOutput: Bool {
        let opened = [castingOutput, promptsOutput, recordOutput, eventsOutput].compactMap { $0 }
        return opened.contains { output in output !== context.stdout && output.isLost }
            || (recorder?.unrecordedCount ?? 0) > 0 || speaker?.lostAudio == true
    }

    /// Whether the reader of standard output (text or PCM audio) closed it: nobody is left to
    /// drive for there, so the drive ends as a signal would end it, with every file completed.
    var readerClosed: Bool {
        context.stdout.loss?.readerClosed == true || speaker?.streamReaderClosed == true
    }

    /// The file an output option names, opened as it is (a FIFO or a device is written through);
    /// `-` is standard output.
    private static func output(
        _ path: String?, option: String, _ context: CommandContext
    ) throws(CommandFailure) -> TextOutput? {
        guard let path else { return nil }
        if path == "-" { return context.stdout }
        return try TextOutput.file(atPath: path, name: "--\(option) \(path)")
    }

    private static func webRoot(_ options: RunOptions) -> URL? {
        guard let directory = try? DataDirectory.locate(explicit: options.dataDirectory) else { return nil }
        return URL(fileURLWithPath: directory).appendingPathComponent("web")
    }

    private static func speech(
        _ options: RunOptions, renderer: TemplateRenderer, context: CommandContext,
        announce: @escaping @Sendable (PromptEventRecord) -> Void
    ) throws -> (SynthesizingSpeaker?, SoundPlayer?, TimelinePlayer?) {
        guard options.wantsAudio else { return (nil, nil, nil) }
        let voiceName = options.voice ?? renderer.bundle.voice
        let neural = try NeuralVoiceSetup.voices(
            models: options.voiceModels, library: options.voiceLibrary, context: context,
            dataDirectory: options.dataDirectory)
        let synthesizer: any BlockingSynthesizer
        do {
            synthesizer = try SpeechCommandSupport.StartedSynthesizer(
                context: context, dataPath: options.espeakData, neural: neural
            ).prepared(voice: voiceName)
        } catch .voiceNotFound(let name, let tried) {
            throw CommandFailure(.usage, "--voice: \(SpeechError.voiceNotFound(name: name, tried: tried))")
        } catch .voiceRuntimeUnavailable(let reason) {
            throw CommandFailure(.unavailable, "\(SpeechError.voiceRuntimeUnavailable(reason: reason))")
        } catch {
            // The same exit codes as `say`: 66 when the data is not there, 70 when it is unusable.
            throw CommandFailure(
                SpeechCommandSupport.failure(error).exitCode, "speech is unavailable: \(error)")
        }
        var directory: WAVPromptDirectory?
        if let path = options.audioDirectory {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(.cannotCreate, "--audio-dir \(path): \(error.localizedDescription)")
            }
            // A directory that exists but cannot take a file (a read-only mount) fails now, not
            // at the first prompt.
            var probe = Array("\(path)/.guidance-probe-XXXXXX".utf8CString)
            let descriptor = mkstemp(&probe)
            guard descriptor >= 0 else {
                throw CommandFailure(.cannotCreate, "--audio-dir \(path): \(ErrorText.of(errno))")
            }
            _ = Foundation.close(descriptor)
            unlink(probe)
            directory = WAVPromptDirectory(directory: path, namePrefix: WAVPromptDirectory.drivePrefix())
        }
        // With --play the player says when prompts start and end; otherwise a timeline keeps the
        // time a player would, from each prompt's audio length.
        var player: SoundPlayer?
        var timeline: TimelinePlayer?
        if let target = options.playback {
            // The output is opened on the player's thread and tried again for later prompts when
            // it is missing, so a sound server or device that appears mid-drive is found and the
            // feed never waits on it.
            let opened = try? SoundPlayer(target: target, retrying: true) { event in
                announce(PromptEventRecord(event: event, source: "playback"))
            }
            player = opened
            if let failure = opened?.initialFailure {
                context.warn("--play: \(failure); prompts will try it again")
            }
        } else {
            timeline = TimelinePlayer { event in
                announce(PromptEventRecord(event: event, source: "timeline"))
            }
        }
        let voice = SynthesizingSpeaker.Voice(
            name: voiceName,
            rate: options.rate ?? renderer.bundle.facts.speech.rate ?? SpeechRequest.defaultRate,
            volume: options.volume)
        let speaker = SynthesizingSpeaker(
            synthesizer: synthesizer, voice: voice, cache: SpeechCache(byteLimit: 4 << 20),
            directory: directory,
            stream: options.audioToStdout ? PCMStreamWriter() : nil, player: player ?? timeline
        ) { failure in
            switch failure.output {
            case .voice, .speech: context.warn(failure.message)
            case .audioFiles: context.error("--audio-dir \(options.audioDirectory ?? ""): \(failure.message)")
            case .pcmStream:
                if !failure.readerClosed { context.error("--audio-stdout: \(failure.message)") }
            }
        }
        speaker.countsSynthesisWait = neural != nil
        return (speaker, player, timeline)
    }
}
