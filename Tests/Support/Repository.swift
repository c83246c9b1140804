import Foundation

/// The checkout the tests run from: its root, found once by walking up from this file's
/// build-time path (symlinks resolved) to the directory holding `Package.swift`, `templates/`
/// and `locales/`. Every test target reads shipped data, examples, fixtures and docs through it,
/// so that a moved folder is fixed in one place.
public enum Repository {
    /// The root directory of the checkout.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let files = FileManager.default
        while url.path != "/" {
            let isRoot = ["Package.swift", "templates", "locales"].allSatisfy {
                files.fileExists(atPath: url.appendingPathComponent($0).path)
            }
            if isRoot { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: files.currentDirectoryPath)
    }()

    /// A path inside the checkout, e.g. `examples/sao-paulo.osrm.json`.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The same as ``url(_:)``, as a path string.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// The data directory the shipped locales are read from (templates/ and locales/).
    public static var dataDirectory: String { root.path }

    /// Every shipped locale, read from `locales/*.json` (the generated pseudo-locale `qps` is not
    /// shipped), sorted: the tests that must hold in every locale take their list from here, so
    /// a new locale is tested as soon as its files exist.
    public static let shippedLocales: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path("locales"))) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            .filter { $0 != "qps" }.sorted()
    }()
}
