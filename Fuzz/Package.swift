// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for the parsers and writers that read untrusted input. Built by
/// scripts/fuzz.sh with `-sanitize=fuzzer`; the product modules are symlinks into ../Sources so
/// that the fuzzed code is exactly the shipped code.
let fuzzTargets = [
    ("FuzzEventDecoder", ["GuidanceModel"]),
    ("FuzzMessageFormat", ["MessageFormat"]),
    ("FuzzMessageResource", ["MessageFormat"]),
    ("FuzzRouteImporter", ["RouteImport", "Simulator", "GuidanceModel"]),
    ("FuzzMapsURL", ["MapsURL"]),
    ("FuzzSSML", ["Guidance", "GuidanceModel", "Localization"]),
    ("FuzzRequestParser", ["CastServer"]),
]

let package = Package(
    name: "GuidanceFuzz",
    targets: [
        .target(name: "MessageFormat", dependencies: ["CivilCalendar"]),
        .target(name: "CivilCalendar"),
        .target(name: "GuidanceModel", dependencies: ["CivilCalendar", "StrictJSON"]),
        .target(name: "StrictJSON"),
        .target(name: "XMLText"),
        .target(name: "Localization", dependencies: ["MessageFormat", "StrictJSON", "XMLText"]),
        .target(name: "MapsURL"),
        .target(name: "Geometry", dependencies: ["GuidanceModel"]),
        .target(name: "RouteImport", dependencies: ["Geometry", "GuidanceModel", "StrictJSON"]),
        .target(name: "Simulator", dependencies: ["Geometry", "GuidanceModel", "RouteImport"]),
        // The pure core only: no eSpeak NG or ALSA in the fuzz build (scripts/check-pure-core.py).
        .target(
            name: "Guidance",
            dependencies: ["CivilCalendar", "GuidanceModel", "MessageFormat", "Localization", "StrictJSON"]),
        .target(name: "SystemIO"),
        .target(name: "CastServer", dependencies: ["StrictJSON", "SystemIO"]),
        .target(name: "FuzzSupport", path: "Targets/FuzzSupport"),
    ]
        + fuzzTargets.map { name, dependencies in
            .executableTarget(
                name: name,
                dependencies: dependencies.map { .target(name: $0) } + ["FuzzSupport"],
                path: "Targets/\(name)")
        },
    swiftLanguageModes: [.v6]
)
