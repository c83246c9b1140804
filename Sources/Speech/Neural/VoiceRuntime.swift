import Foundation

/// Where the neural voice runtime (sherpa-onnx's C API library, `libsherpa-onnx-c-api.so`, with
/// `libonnxruntime.so` beside it) is looked for. It is opened at run time, so the program and
/// its package depend on nothing new; only `--voice-model` needs it.
public enum VoiceRuntime {
    /// The library's file name.
    public static let libraryName = "libsherpa-onnx-c-api.so"
    /// The environment variable that names the library or its directory.
    public static let environmentVariable = "GUIDANCE_VOICE_LIBRARY"

    /// The places searched, in order: `option` (a file or a directory), the environment
    /// variable, the user's and the system's library directories, then the `sherpa_onnx`
    /// package of any Python installation of the user's or the system's (what `pip install
    /// sherpa-onnx-core` makes).
    public static func candidates(option: String?, environment: [String: String]) -> [String] {
        var places: [String] = []
        if let option { places.append(option) }
        if let named = environment[environmentVariable], !named.isEmpty { places.append(named) }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        if let home { places.append(home + "/.local/lib") }
        places += ["/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"]
        for base in (home.map { [$0 + "/.local/lib"] } ?? []) + ["/usr/local/lib", "/usr/lib"] {
            let versions = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
            for version in versions.sorted().reversed() where version.hasPrefix("python3") {
                for packages in ["site-packages", "dist-packages"] {
                    places.append("\(base)/\(version)/\(packages)/sherpa_onnx/lib")
                }
            }
        }
        return places
    }

    /// The library's path: the first candidate that is the library, or a directory holding it.
    /// An option or environment value that names nothing usable is an error of its own, never
    /// passed over for a library elsewhere.
    public static func locate(option: String?, environment: [String: String]) throws(SpeechError) -> String {
        let explicit = option ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        for place in candidates(option: option, environment: environment) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: place, isDirectory: &isDirectory) {
                let file = isDirectory.boolValue ? place + "/" + libraryName : place
                if FileManager.default.isReadableFile(atPath: file) { return file }
            }
            if place == explicit {
                throw .voiceRuntimeUnavailable(
                    reason: "\(place) is not \(libraryName) nor a directory holding it")
            }
        }
        throw .voiceRuntimeUnavailable(
            reason: "\(libraryName) not found (looked in --voice-library, $\(environmentVariable),"
                + " ~/.local/lib, /usr/local/lib, /usr/lib and Python's sherpa_onnx packages)")
    }
}
