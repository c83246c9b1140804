import Arguments
import Foundation
import Guidance
import GuidanceSpeech
import Speech

/// `guidance say`: speaks a text or SSML with eSpeak NG, to a WAV file, to standard output or
/// to the sound card. The quickest way for a translator to hear a prompt.
struct SayCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance say",
        abstract: "Synthesize text or SSML with eSpeak NG (WAV file, stdout or playback).",
        discussion: """
            Output: -o FILE.wav writes a WAV file; -o - writes WAV to standard output. Without
            -o, WAV goes to standard output when it is not a terminal (a pipe or a file), and
            nothing is written when --play is given. --raw writes headerless PCM (s16le, 22050
            Hz, mono) instead of WAV. TEXT - reads the text from standard input.

            Examples:
              guidance say --locale pt-BR "Vire à direita" -o vire.wav
              guidance say --raw "Turn right" | aplay -f S16_LE -r 22050 -c 1
              guidance say --ssml '<speak>Turn <emphasis>right</emphasis></speak>' --play
            """,
        options: SpeechCommandSupport.voiceOptions + [
            .flag("ssml", help: "TEXT is SSML (marks, breaks, prosody, say-as)."),
            OptionSpec("output", short: "o", valueName: "FILE", help: "Write audio to FILE (- for stdout)."),
            .flag("raw", help: "Write raw PCM (s16le, 22050 Hz, mono) instead of WAV."),
        ] + NeuralVoiceSetup.options + PlaybackOptions.specs,
        positionals: [
            PositionalSpec(
                "TEXT", help: "What to say (several words are joined; - reads stdin).", variadic: true)
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let target = try PlaybackOptions.target(arguments)
        let play = target != nil
        let output = arguments.value("output")
        if output == nil && !play && SpeechCommandSupport.standardOutputIsTerminal {
            throw UsageError(
                "standard output is a terminal: give -o FILE.wav, pipe the output, or use --play")
        }
        // The speech worker starts first: it loads while this process reads the locale.
        let neural = try NeuralVoiceSetup.voices(
            models: arguments.all("voice-model"), library: arguments.value("voice-library"), context: context,
            dataDirectory: arguments.value("data"))
        let started = SpeechCommandSupport.StartedSynthesizer(
            context: context, dataPath: arguments.value("espeak-data"), neural: neural)
        // The voice and prosody are checked before any input is read: a bad --voice, --rate or
        // locale is exit 64 at once, not after stdin has been consumed.
        let voice = try SpeechCommandSupport.voice(arguments)
        _ = try SpeechCommandSupport.request(text: ".", isSSML: false, voice: voice, arguments)
        let synthesizer: any BlockingSynthesizer
        do {
            synthesizer = try started.prepared(voice: voice)
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
        let text =
            arguments.positionals == ["-"]
            ? try SpeechCommandSupport.readStandardInput(context)
            : arguments.positionals.joined(separator: " ")
        guard !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
            throw UsageError("nothing to say: TEXT is empty")
        }
        let request = try SpeechCommandSupport.request(
            text: text, isSSML: arguments.flag("ssml"), voice: voice, arguments)
        let audio: SynthesizedAudio
        do {
            audio = try synthesizer.synthesizeNow(request)
        } catch {
            throw SpeechCommandSupport.failure(error)
        }
        // The worker has done its part: without playback this process only writes and exits,
        // and need not wait for the worker's own exit.
        if !play { started.release() }
        for warning in audio.warnings { context.warn(warning.description) }

        let bytes =
            arguments.flag("raw")
            ? Self.rawBytes(audio.resampled(to: AudioFormat.sampleRate)) : WAVEncoder.encode(audio)
        if let output, output != "-" {
            try OutputFile.write(bytes, to: output, option: "-o")
        } else if output == "-" || !play {
            context.stdout.write(bytes: bytes)
        }
        if let target {
            do {
                try await Self.play(audio, target: target)
            } catch let error as PlaybackError {
                guard let output else { throw CommandFailure(.internalError, error.description) }
                // The audio already went to the requested output: fall back to it with a warning.
                let target = output == "-" ? "standard output" : output
                context.warn("\(error.description); the audio was only written to \(target)")
            }
        }
        return .ok
    }

    private static func rawBytes(_ audio: SynthesizedAudio) -> [UInt8] {
        Array(WAVEncoder.encode(audio).dropFirst(WAVHeader.size))
    }

    /// Plays `audio` and waits for its end; an output that cannot be opened throws
    /// ``PlaybackError``.
    private static func play(_ audio: SynthesizedAudio, target: PlaybackTarget) async throws {
        let player = try SoundPlayer(target: target)
        let device = player.outputName ?? target.output.rawValue
        defer { player.shutdown() }
        player.play(PlaybackRequest(promptID: "say", audio: audio.resampled(to: AudioFormat.sampleRate)))
        for await event in player.events {
            switch event.kind {
            case .ended, .interrupted, .dropped:
                return
            case .failed(let reason):
                throw CommandFailure(.internalError, "playback on \(device) failed: \(reason)")
            case .started:
                continue
            }
        }
    }
}
