import Foundation

/// The one directory this test process writes its files in, removed when the process exits, so
/// that a test run leaves nothing behind in the temporary directory whichever tests ran.
enum TestScratch {
    /// The directory, created on first use, named after the test target and the process.
    static let root: String = {
        let path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "guidance-CastServerTests-\(getpid())"
        ).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.root) }
        return path
    }()

    /// The directory as a file URL.
    static var url: URL { URL(fileURLWithPath: root, isDirectory: true) }
}
