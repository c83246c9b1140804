import Arguments
import CastServer
import Foundation
import Guidance
import GuidanceModel
import Localization
import Speech

/// The options of `guidance run`, parsed and checked once, so that the pipeline is built from
/// typed values and every usage mistake is reported before any input is read.
struct RunOptions {
    enum CastingFormat: String {
        case ndjson, text, none
    }

    var input: String
    var locale: String
    var dataDirectory: String?
    var voiceGuidance: VoiceGuidance
    var units: UnitSystem?
    /// `--mode`, nil when not given (a `--trip` URL's mode then applies, else driving).
    var mode: TravelMode?
    var casting: CastingFormat
    var castingOut: String?
    var promptsOut: String?
    var audioDirectory: String?
    var audioToStdout: Bool
    /// Where prompts are played (`--play`, `--audio-output`, `--device`); nil without `--play`.
    var playback: PlaybackTarget?
    /// eSpeak NG's volume for every prompt, 0-200 (`--volume`; 100 leaves it unchanged).
    var volume: Int
    /// The descriptor prompt start and end records go to (`--events-fd`), besides the prompts
    /// file and the casting feed.
    var eventsDescriptor: Int32?
    var voice: String?
    /// `--voice-model` files: neural voices for their languages.
    var voiceModels: [String] = []
    /// `--voice-library`: the neural voice runtime.
    var voiceLibrary: String?
    var rate: Int?
    var serve: (host: String, port: Int)?
    /// The casting server's limits and served names, from the options that go with `--serve`.
    var serverOptions = CastServerOptions()
    var linger: Bool
    var places: String?
    var trip: String?
    var record: String?
    /// Whether `run` follows the GPS itself (`--navigate`) instead of reading a feed.
    var navigate: Bool
    /// Where forwarded feeds arrive (`--listen`), instead of a file or stdin.
    var listen: (host: String, port: Int)?
    /// The eSpeak NG data directory (`--espeak-data`), nil for the installed one.
    var espeakData: String?
    /// Notes on deprecated spellings used (an old `--mode` word), printed as warnings.
    var deprecations: [String] = []

    static let specOptions: [OptionSpec] =
        [
            CommonOptions.locale("Language of the guidance (pt-BR, pt-PT, en-US, ...)."),
            CommonOptions.data,
            OptionSpec(
                "voice-guidance", valueName: "SETTING",
                help: "silent, alerts-only or alerts-and-guidance (default); events may change it."),
            CommonOptions.units,
            OptionSpec(
                "mode", valueName: "MODE",
                help:
                    "Travel mode for wording: driving (default), walking, bicycling, transit "
                    + "(drive, walk, cycle: deprecated spellings)."
            ),
            OptionSpec(
                "casting", valueName: "FORMAT", help: "Casting feed format: ndjson (default), text or none."),
            OptionSpec(
                "casting-out", valueName: "FILE", help: "Write the casting feed here instead of stdout."),
            OptionSpec(
                "prompts-out", valueName: "FILE", help: "Write one JSON line per prompt here (- for stdout)."),
            OptionSpec("audio-dir", valueName: "DIR", help: "Write each spoken prompt as a WAV file here."),
            .flag("audio-stdout", help: "Write spoken prompts as raw PCM (s16le, 22050 Hz, mono) to stdout."),
        ] + PlaybackOptions.specs + [
            OptionSpec(
                "volume", valueName: "N",
                help: "Volume of every prompt in every audio output, 0-200 (default 100)."),
            OptionSpec(
                "events-fd", valueName: "N",
                help: "Also write prompt start and end records to this open file descriptor (3 or more)."),
            OptionSpec("voice", valueName: "VOICE", help: "eSpeak NG voice (default: the locale's)."),
            OptionSpec("rate", valueName: "WPM", help: "Speaking rate in words per minute (80-450)."),
            CommonOptions.espeakData,
        ] + NeuralVoiceSetup.options + [
            OptionSpec(
                "serve", valueName: "HOST:PORT", help: "Serve the casting feed over HTTP (SSE, NDJSON, page)."
            ),
            .flag(
                "linger",
                help: "With --serve: keep serving the last state after the feed ends, until interrupted."),
            OptionSpec(
                "max-subscribers", valueName: "N",
                help: "With --serve: feeds open at once (default 512); one more gets 503."),
            OptionSpec(
                "max-per-address", valueName: "N",
                help: "With --serve: connections one client address may hold (default 128)."),
            OptionSpec(
                "allow-host", kind: .repeated, valueName: "NAME",
                help: "With --serve: also answer requests for this Host name (e.g. car.local); repeatable."),
            OptionSpec(
                "record", valueName: "FILE", help: "Keep the input events with timing for exact replay."),
            OptionSpec(
                "places", valueName: "FILE",
                help: "Place details (Places API JSON) for arrival prompts and screens."),
            OptionSpec(
                "trip", valueName: "URL",
                help:
                    "A Maps directions URL: its travel mode sets the wording, its destination the hand-off link."
            ),
        ]
        + [
            .flag("navigate", help: "Be the navigator too: follow --gps along a route (navigate's options)."),
            OptionSpec(
                "listen", valueName: "HOST:PORT",
                help: "Read the feed from TCP connections or HTTP POSTs there, one sender at a time."),
        ] + NavigationPlan.optionSpecs

    init(_ arguments: ParsedArguments) throws(UsageError) {
        input = arguments.positionals.first ?? "-"
        guard let locale = arguments.value("locale") else {
            throw UsageError("option --locale is required (see guidance locale list)")
        }
        self.locale = locale
        dataDirectory = arguments.value("data")
        let setting = arguments.value("voice-guidance") ?? "alerts-and-guidance"
        guard let voiceGuidance = VoiceGuidance(wireName: setting) else {
            throw UsageError(
                "option --voice-guidance: \"\(setting)\" is not silent, alerts-only or alerts-and-guidance")
        }
        self.voiceGuidance = voiceGuidance
        units = try CommonOptions.units(arguments)
        var notes: [String] = []
        mode = try CommonOptions.mode(arguments, deprecations: &notes)
        deprecations = notes
        espeakData = arguments.value("espeak-data")
        casting =
            try arguments.choice("casting", in: ["ndjson", "text", "none"]).flatMap(CastingFormat.init)
            ?? .ndjson
        castingOut = arguments.value("casting-out")
        promptsOut = arguments.value("prompts-out")
        audioDirectory = arguments.value("audio-dir")
        audioToStdout = arguments.flag("audio-stdout")
        playback = try PlaybackOptions.target(arguments)
        volume = try arguments.int("volume") ?? SpeechRequest.defaultVolume
        guard (0...200).contains(volume) else {
            throw UsageError("option --volume: \(volume) is outside 0-200")
        }
        if let number = try arguments.int("events-fd") {
            guard (3...65535).contains(number) else {
                throw UsageError(
                    "option --events-fd: \(number) is not a descriptor from 3 up (0-2 are stdin, stdout, stderr)"
                )
            }
            guard fcntl(Int32(number), F_GETFD) >= 0 else {
                throw UsageError("option --events-fd: descriptor \(number) is not open")
            }
            eventsDescriptor = Int32(number)
        }
        voice = arguments.value("voice")
        voiceModels = arguments.all("voice-model")
        voiceLibrary = arguments.value("voice-library")
        rate = try arguments.int("rate")
        if let rate, !(SpeechRequest.minimumRate...SpeechRequest.maximumRate).contains(rate) {
            throw UsageError(
                "option --rate: \(rate) is outside \(SpeechRequest.minimumRate)-\(SpeechRequest.maximumRate) words per minute"
            )
        }
        record = arguments.value("record")
        navigate = arguments.flag("navigate")
        listen = try Self.endpoint(arguments, "listen")
        let feedSources = [navigate, listen != nil, !arguments.positionals.isEmpty].filter { $0 }.count
        guard feedSources <= 1 else {
            throw UsageError("give one source of events: a FILE, --navigate or --listen")
        }
        linger = arguments.flag("linger")
        places = arguments.value("places")
        trip = arguments.value("trip")
        serve = try Self.endpoint(arguments, "serve")
        serverOptions = try Self.serverOptions(arguments, serving: serve != nil)
        if audioToStdout {
            let castingOnStdout = casting != .none && (castingOut == nil || castingOut == "-")
            if castingOnStdout || promptsOut == "-" {
                throw UsageError(
                    "--audio-stdout needs stdout for audio: send the casting feed elsewhere (--casting-out FILE or "
                        + "--casting none) and the prompts to a file")
            }
        }
        if eventsDescriptor != nil && !wantsAudio {
            throw UsageError(
                "--events-fd needs an audio output (--audio-dir, --audio-stdout or --play): prompt times follow the audio"
            )
        }
        // The voice options only shape audio: given without an audio output they would do
        // nothing, so they are refused like --events-fd, and a bad voice never passes unseen.
        let voiceOptions = ["voice", "rate", "volume", "espeak-data", "voice-model", "voice-library"]
        if !wantsAudio, let given = voiceOptions.first(where: { arguments.value($0) != nil }) {
            throw UsageError(
                "option --\(given) needs an audio output (--audio-dir, --audio-stdout or --play)")
        }
        if linger && serve == nil {
            throw UsageError("option --linger needs --serve HOST:PORT")
        }
        if input == "-" && record == "-" {
            throw UsageError("--record needs a file")
        }
    }

    /// A `HOST:PORT` option (`--serve`, `--listen`), or nil when it is not given.
    private static func endpoint(
        _ arguments: ParsedArguments, _ name: String
    ) throws(UsageError) -> (host: String, port: Int)? {
        guard let text = arguments.value(name) else { return nil }
        do {
            let endpoint = try CastEndpoint(parsing: text)
            return (endpoint.host, endpoint.port)
        } catch {
            throw UsageError("option --\(name): \(error)")
        }
    }

    /// The options that only mean something with `--serve`, checked; given without it they
    /// are a usage error rather than silently ignored.
    private static func serverOptions(_ arguments: ParsedArguments, serving: Bool) throws(UsageError)
        -> CastServerOptions
    {
        let names = ["max-subscribers", "max-per-address", "allow-host"]
        if !serving, let given = names.first(where: { !arguments.all($0).isEmpty }) {
            throw UsageError("option --\(given) needs --serve HOST:PORT")
        }
        var options = CastServerOptions()
        if let subscribers = try limit(arguments, "max-subscribers") {
            options = CastServerOptions(maxSubscribers: subscribers)
        }
        if let perAddress = try limit(arguments, "max-per-address") {
            options.maxConnectionsPerAddress = perAddress
        }
        for name in arguments.all("allow-host") {
            guard CastServerOptions.isValidHostName(name) else {
                throw UsageError(
                    "option --allow-host: \"\(name)\" is not a host name or IP address (give names without a port)"
                )
            }
            options.allowedHosts.append(name)
        }
        return options
    }

    /// A connection count from 1 to 100000 (each connection is a file descriptor).
    private static func limit(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> Int? {
        guard let value = try arguments.int(name) else { return nil }
        guard (1...100_000).contains(value) else {
            throw UsageError("option --\(name): expected a whole number from 1 to 100000, got \(value)")
        }
        return value
    }

    /// Whether any audio output was asked for (otherwise nothing is synthesized at all).
    var wantsAudio: Bool { audioDirectory != nil || audioToStdout || playback != nil }
}
