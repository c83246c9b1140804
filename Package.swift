// swift-tools-version:6.0
import PackageDescription

/// The rendering core compiled optimized, whole-module, inside a debug build, when the environment
/// says GUIDANCE_OPTIMIZED_CORE=1 (make test does): the unit tests spend most of their time
/// rendering every locale, which takes less than half the CPU time optimized, while the tests
/// themselves and every other module stay quick to compile. `-num-threads` makes whole-module
/// optimization write one object per source file, as SwiftPM links them. A plain `swift build` is
/// unaffected.
let optimizedCore: [SwiftSetting] =
    Context.environment["GUIDANCE_OPTIMIZED_CORE"] == "1"
    ? [.unsafeFlags(["-O", "-wmo", "-num-threads", "2"], .when(configuration: .debug))] : []

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
        .target(name: "MessageFormat", dependencies: ["CivilCalendar"], swiftSettings: optimizedCore),
        .target(
            name: "GuidanceModel", dependencies: ["CivilCalendar", "StrictJSON"], swiftSettings: optimizedCore
        ),
        .target(name: "StrictJSON", swiftSettings: optimizedCore),
        // The one XML escaper (SSML, the SSML guard, XLIFF, the QA report's charts) and the one XML
        // reader (the SSML guard, XLIFF).
        .target(name: "XMLText", swiftSettings: optimizedCore),
        .target(
            name: "Localization", dependencies: ["MessageFormat", "StrictJSON", "XMLText"],
            swiftSettings: optimizedCore),
        .target(name: "MapsURL"),
        // Day-number arithmetic of the Gregorian calendar, shared by receivers' dates and opening hours.
        .target(name: "CivilCalendar", swiftSettings: optimizedCore),
        .target(name: "Places", dependencies: ["CivilCalendar", "StrictJSON"]),
        // Route geometry: great-circle distances and bearings, encoded polylines, positions along a line.
        .target(name: "Geometry", dependencies: ["GuidanceModel"]),
        // Routing engines' answers (OSRM, Valhalla's OSRM form) read into the model's steps.
        .target(name: "RouteImport", dependencies: ["Geometry", "GuidanceModel", "StrictJSON"]),
        // A drive along an imported route, as navigator events.
        .target(name: "Simulator", dependencies: ["Geometry", "GuidanceModel", "RouteImport"]),
        // Where the vehicle is: an I/O adapter (gpsd, NMEA files, serial ports, stdin) and fix
        // screening, on the model only; no routes, no simulation (scripts/check-pure-core.py).
        .target(
            name: "Location",
            dependencies: ["CivilCalendar", "Geometry", "GuidanceModel", "StrictJSON", "SystemIO"]),
        // The simulated receiver: an imported route driven as Location's fixes, and the
        // `simulate:ROUTEFILE` source of the command line.
        .target(
            name: "SimulatedLocation",
            dependencies: ["Geometry", "GuidanceModel", "Location", "RouteImport", "Simulator"]),
        // The pure route follower: fixes in, navigator events out (docs/navigation.md).
        .target(name: "Navigation", dependencies: ["Geometry", "GuidanceModel", "RouteImport", "Simulator"]),
        // The routing client for OSRM and Valhalla: HTTP over SystemIO, retries.
        .target(name: "Routing", dependencies: ["GuidanceModel", "RouteImport", "StrictJSON", "SystemIO"]),
        // A live drive: a location source through the follower, reroutes asked of a route source.
        .target(
            name: "NavigationSession",
            dependencies: ["GuidanceModel", "Location", "Navigation", "RouteImport", "Routing"]),
        .target(
            name: "Guidance",
            dependencies: ["CivilCalendar", "GuidanceModel", "MessageFormat", "Localization", "StrictJSON"],
            swiftSettings: optimizedCore),

        // Platform adapters.
        // The one system-I/O layer: writing every byte, poll deadlines, TCP connect, HTTP/1.1 heads
        // and chunked bodies, locks.
        .target(name: "SystemIO"),
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
        // The neural voice runtime (sherpa-onnx's C API) opened with dlopen when a voice model is
        // asked for: the program links nothing new (docs/speech.md, "Neural voices").
        .target(name: "CNeuralVoice"),
        // eSpeak NG's own sound output (pcaudiolib's functions) switched off: no sound-server
        // connection from the engine, whose samples only ever go to its callback.
        .target(name: "CEspeakAudio"),
        .target(
            name: "Speech",
            dependencies: [
                "CEspeakNG", "CEspeakAudio", "CALSA", "CNeuralVoice", "CProcessor", "CSharedMemory", "CPulse",
                "StrictJSON", "SystemIO", "XMLText",
            ]),
        // The speaking side of the guidance listener: prompts through eSpeak NG into outputs.
        .target(name: "GuidanceSpeech", dependencies: ["Guidance", "Speech"]),
        .target(name: "CastServer", dependencies: ["StrictJSON", "SystemIO"]),
        .target(
            name: "LocalizationQA",
            dependencies: [
                "MessageFormat", "Localization", "Guidance", "GuidanceModel", "Speech", "StrictJSON",
                "SystemIO", "XMLText",
            ]
        ),

        // Command line.
        .target(name: "Arguments"),
        .target(
            name: "GuidanceCLI",
            dependencies: [
                "Arguments", "CivilCalendar", "GuidanceModel", "MessageFormat", "Localization", "Guidance",
                "Speech",
                "GuidanceSpeech", "Geometry", "RouteImport", "Simulator", "MapsURL", "Places", "CastServer",
                "LocalizationQA",
                "StrictJSON", "Location", "SimulatedLocation",
                "Navigation", "NavigationSession", "Routing", "SystemIO",
            ]
        ),
        .executableTarget(name: "guidance", dependencies: ["GuidanceCLI"]),

        // The benchmarks: a tool of their own, outside Sources/, which `make install` and the
        // Debian package leave out (docs/benchmarks.md). It reuses the command line's dispatcher
        // and measures the library modules, the speech-worker and `guidance run` as they ship.
        .executableTarget(
            name: "guidance-bench",
            dependencies: [
                "Arguments", "GuidanceCLI", "Guidance", "GuidanceModel", "MessageFormat", "Localization",
                "StrictJSON", "Speech", "CEspeakNG", "CastServer", "Location", "Navigation", "RouteImport",
                "SimulatedLocation", "Simulator", "SystemIO",
            ],
            path: "Benchmarks/GuidanceBench"
        ),

        // Where the checkout's data, examples and fixtures are, for every test target.
        .target(name: "TestSupport", dependencies: ["Geometry", "GuidanceModel"], path: "Tests/Support"),
        .testTarget(name: "MessageFormatTests", dependencies: ["MessageFormat", "TestSupport"]),
        .testTarget(
            name: "GuidanceModelTests",
            dependencies: ["TestSupport", "GuidanceModel", "StrictJSON", "Simulator"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(
            name: "LocalizationTests", dependencies: ["TestSupport", "Localization", "MessageFormat"]),
        .testTarget(name: "MapsURLTests", dependencies: ["MapsURL"]),
        .testTarget(name: "PlacesTests", dependencies: ["Places"]),
        .testTarget(name: "CivilCalendarTests", dependencies: ["CivilCalendar"]),
        .testTarget(name: "GeometryTests", dependencies: ["TestSupport", "Geometry", "GuidanceModel"]),
        .testTarget(name: "RouteImportTests", dependencies: ["TestSupport", "RouteImport", "GuidanceModel"]),
        .testTarget(
            name: "SimulatorTests",
            dependencies: ["TestSupport", "Geometry", "RouteImport", "Simulator", "GuidanceModel"]),
        .testTarget(
            name: "LocationTests", dependencies: ["TestSupport", "Location", "GuidanceModel", "Geometry"]),
        .testTarget(
            name: "SimulatedLocationTests",
            dependencies: [
                "TestSupport", "SimulatedLocation", "Location", "GuidanceModel", "Geometry", "RouteImport",
            ]),
        .testTarget(
            name: "NavigationTests",
            dependencies: [
                "TestSupport", "Navigation", "Location", "Geometry", "RouteImport", "Simulator",
                "GuidanceModel",
            ]),
        .testTarget(
            name: "RoutingTests", dependencies: ["Routing", "GuidanceModel", "RouteImport", "SystemIO"]),
        .testTarget(
            name: "NavigationSessionTests",
            dependencies: [
                "TestSupport", "NavigationSession", "Navigation", "Routing", "Location", "SimulatedLocation",
                "RouteImport", "GuidanceModel",
            ]),
        .testTarget(
            name: "GuidanceTests",
            dependencies: [
                "TestSupport", "Guidance", "GuidanceModel", "Localization", "Simulator", "Speech",
                "GuidanceSpeech",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "SpeechTests", dependencies: ["TestSupport", "Speech"]),
        .testTarget(name: "CastServerTests", dependencies: ["TestSupport", "CastServer", "SystemIO"]),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO", "TestSupport"]),
        .testTarget(name: "XMLTextTests", dependencies: ["XMLText"]),
        .testTarget(
            name: "LocalizationQATests",
            dependencies: ["TestSupport", "LocalizationQA", "Localization", "MessageFormat", "Guidance"]
        ),
        .testTarget(
            name: "HardeningTests",
            dependencies: [
                "TestSupport",
                "GuidanceModel", "MessageFormat", "Localization", "Guidance", "Speech", "Simulator",
                "RouteImport", "MapsURL",
                "Places",
            ]
        ),
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments"]),
        .testTarget(
            name: "GuidanceCLITests",
            dependencies: [
                "TestSupport",
                "GuidanceCLI", "Guidance", "GuidanceModel", "Localization", "MessageFormat", "Geometry",
                "RouteImport", "Simulator", "Speech", "Arguments", "Location", "SimulatedLocation",
                "SystemIO",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
