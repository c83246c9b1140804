import Foundation

/// The one directory this test process writes its files in, removed when the process exits, so
/// that a test run leaves nothing behind in the temporary directory whichever tests ran. Every
/// test target shares it (they run in one process); each test names its files uniquely.
public enum TestScratch {
    /// The directory, created on first use, named after the process.
    public static let root: String = {
        let path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "guidance-tests-\(getpid())"
        ).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.root) }
        return path
    }()

    /// The directory as a file URL.
    public static var url: URL { URL(fileURLWithPath: root, isDirectory: true) }
}
