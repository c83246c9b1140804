import Arguments
import Speech

/// `--play`, `--audio-output` and `--device`, shared by `run` and `say`: where prompts are
/// played. Without `--audio-output` the sound server is used when one answers, else ALSA; an
/// explicit `--device` names an ALSA device and so means ALSA.
enum PlaybackOptions {
    /// The options, in the order `--help` lists them.
    static let specs: [OptionSpec] = [
        .flag(
            "play",
            help: "Play the audio: through the sound server (PipeWire, PulseAudio) when one runs, else ALSA."),
        OptionSpec(
            "audio-output", valueName: "OUTPUT",
            help: "With --play: auto (default), pulse, pipewire or alsa."),
        OptionSpec("device", valueName: "NAME", help: "ALSA device for --play (default: default)."),
    ]

    /// Where to play, or nil without `--play`; usage errors for options that need `--play` or
    /// contradict each other.
    static func target(_ arguments: ParsedArguments) throws(UsageError) -> PlaybackTarget? {
        let device = arguments.value("device")
        let names = AudioOutput.allCases.map(\.rawValue)
        let chosen = try arguments.choice("audio-output", in: names).flatMap(AudioOutput.init(rawValue:))
        guard arguments.flag("play") else {
            if device != nil { throw UsageError("--device needs --play") }
            if chosen != nil { throw UsageError("--audio-output needs --play") }
            return nil
        }
        if let device, let chosen, chosen == .pulse || chosen == .pipewire {
            throw UsageError(
                "--device \(device) is an ALSA device: it goes with --audio-output alsa or auto, not \(chosen.rawValue)"
            )
        }
        let output = chosen ?? (device == nil ? .automatic : .alsa)
        return PlaybackTarget(output: output, alsaDevice: device ?? "default")
    }
}
