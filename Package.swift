// swift-tools-version:6.0
import PackageDescription

/// The Guidance package: navigator step events in, localized text, SSML and speech out.
/// Layout and data flow are described in docs/architecture.md.
///
/// Linux only: the sources import Glibc and link ALSA, libpulse and eSpeak NG, and nothing is built or
/// tested on other systems, so no other platform is declared.
let package = Package(
    name: "Guidance",
    products: [
        .executable(name: "guidance", targets: ["guidance"]),
        // The pure core: the model, MessageFormat, localization, planner and renderer. No eSpeak
        // NG, no ALSA, no I/O beyond reading data files: for embedders that voice prompts their way.
        .library(
            name: "GuidanceCore",
            targets: ["Guidance", "GuidanceModel", "MessageFormat", "Localization", "StrictJSON"]),
        // The core plus speech: eSpeak NG synthesis, WAV and PCM outputs, playback through a sound server (PipeWire, PulseAudio) or ALSA.
        .library(
            name: "GuidanceKit",
            targets: [
                "Guidance", "GuidanceModel", "MessageFormat", "Localization", "StrictJSON", "Speech",
                "GuidanceSpeech",
            ]),
    ],
    targets: [
        // Pure core: no I/O beyond reading data files.
        .target(name: "MessageFormat"),
        .target(name: "GuidanceModel", dependencies: ["StrictJSON"]),
        .target(name: "StrictJSON"),
        .target(name: "Localization", dependencies: ["MessageFormat", "StrictJSON"]),
        .target(name: "MapsURL"),
        // Day-number arithmetic of the Gregorian calendar, shared by receivers' dates and opening hours.
        .target(name: "CivilCalendar"),
        .target(name: "Places", dependencies: ["CivilCalendar", "StrictJSON"]),
        .target(name: "Simulator", dependencies: ["GuidanceModel", "StrictJSON"]),
        // Where the vehicle is (gpsd, NMEA, the simulator) and where it is on its route.
        .target(
            name: "Location", dependencies: ["CivilCalendar", "GuidanceModel", "Simulator", "StrictJSON"]),
        .target(name: "Navigation", dependencies: ["GuidanceModel", "Location", "Simulator", "StrictJSON"]),
        .target(
            name: "Guidance", dependencies: ["GuidanceModel", "MessageFormat", "Localization", "StrictJSON"]),

        // Platform adapters.
        // eSpeak NG linked from its static library (libespeak-ng-dev's libespeak-ng.a; the module
        // map says so): its shared one brings pcaudiolib, and with it libpulse and some twenty
        // libraries, into every process at start, where they cost a one-shot `say` (two processes)
        // more than its speech. Its own sound output is switched off (CEspeakAudio).
        .systemLibrary(
            name: "CEspeakNG",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        .systemLibrary(
            name: "CALSA",
            pkgConfig: "alsa",
            providers: [.apt(["libasound2-dev"])]
        ),
        .target(name: "CProcessor"),
        // A sealed memory file shared with the speech worker, descriptor passing to hand it over,
        // and the worker's start (one posix_spawn, its socket and nothing else of its client's).
        .target(name: "CSharedMemory"),
        // A PulseAudio-protocol stream (PulseAudio, or PipeWire through pipewire-pulse) with its
        // media role; libpulse is loaded when the first stream opens, never at start.
        .target(name: "CPulse"),
        // eSpeak NG's own sound output (pcaudiolib's functions) switched off: no sound-server
        // connection from the engine, whose samples only ever go to its callback.
        .target(name: "CEspeakAudio"),
        .target(
            name: "Speech",
            dependencies: ["CEspeakNG", "CEspeakAudio", "CALSA", "CProcessor", "CSharedMemory", "CPulse"]),
        // The speaking side of the guidance listener: prompts through eSpeak NG into outputs.
        .target(name: "GuidanceSpeech", dependencies: ["Guidance", "Speech"]),
        .target(name: "CastServer", dependencies: ["StrictJSON"]),
        .target(
            name: "LocalizationQA",
            dependencies: [
                "MessageFormat", "Localization", "Guidance", "GuidanceModel", "Speech", "StrictJSON",
            ]
        ),

        // Command line.
        .target(name: "Arguments"),
        .target(
            name: "GuidanceCLI",
            dependencies: [
                "Arguments", "GuidanceModel", "MessageFormat", "Localization", "Guidance", "Speech",
                "GuidanceSpeech", "Simulator", "MapsURL", "Places", "CastServer", "LocalizationQA",
                "StrictJSON", "Location",
                "Navigation", "CEspeakNG",
            ]
        ),
        .executableTarget(name: "guidance", dependencies: ["GuidanceCLI"]),

        // Where the checkout's data, examples and fixtures are, for every test target.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "MessageFormatTests", dependencies: ["MessageFormat", "TestSupport"]),
        .testTarget(
            name: "GuidanceModelTests", dependencies: ["TestSupport", "GuidanceModel", "StrictJSON"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(
            name: "LocalizationTests", dependencies: ["TestSupport", "Localization", "MessageFormat"]),
        .testTarget(name: "MapsURLTests", dependencies: ["MapsURL"]),
        .testTarget(name: "PlacesTests", dependencies: ["Places"]),
        .testTarget(name: "CivilCalendarTests", dependencies: ["CivilCalendar"]),
        .testTarget(name: "SimulatorTests", dependencies: ["TestSupport", "Simulator", "GuidanceModel"]),
        .testTarget(name: "LocationTests", dependencies: ["Location", "GuidanceModel", "Simulator"]),
        .testTarget(
            name: "NavigationTests",
            dependencies: ["TestSupport", "Navigation", "Location", "Simulator", "GuidanceModel"]),
        .testTarget(
            name: "GuidanceTests",
            dependencies: [
                "TestSupport", "Guidance", "GuidanceModel", "Localization", "Speech", "GuidanceSpeech",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "SpeechTests", dependencies: ["Speech"]),
        .testTarget(name: "CastServerTests", dependencies: ["TestSupport", "CastServer"]),
        .testTarget(
            name: "LocalizationQATests",
            dependencies: ["TestSupport", "LocalizationQA", "Localization", "MessageFormat", "Guidance"]
        ),
        .testTarget(
            name: "HardeningTests",
            dependencies: [
                "TestSupport",
                "GuidanceModel", "MessageFormat", "Localization", "Guidance", "Speech", "Simulator",
                "MapsURL",
                "Places",
            ]
        ),
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments"]),
        .testTarget(
            name: "GuidanceCLITests",
            dependencies: [
                "TestSupport",
                "GuidanceCLI", "Guidance", "GuidanceModel", "Localization", "Simulator", "Speech",
                "Arguments",
                "Location",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
