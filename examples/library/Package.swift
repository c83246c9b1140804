// swift-tools-version:6.0
import PackageDescription

/// Three programs that use Guidance as a library, the way an embedder's own package would:
/// through `.package(path:)` and the products `GuidanceCore` (no eSpeak NG, no ALSA) and
/// `GuidanceKit` (the core plus speech). `make test` builds and runs each of them.
let package = Package(
    name: "GuidanceExamples",
    dependencies: [
        // A local package is known by the name given here, whatever its folder is called.
        .package(name: "Guidance", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PrintPrompts",
            dependencies: [.product(name: "GuidanceCore", package: "Guidance")]),
        .executableTarget(
            name: "HeadUnit",
            dependencies: [.product(name: "GuidanceKit", package: "Guidance")]),
        .executableTarget(
            name: "CustomMessage",
            dependencies: [.product(name: "GuidanceCore", package: "Guidance")],
            resources: [.copy("Messages")]),
    ],
    swiftLanguageModes: [.v6]
)
