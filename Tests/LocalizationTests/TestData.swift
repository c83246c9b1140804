import Foundation
import Localization
import Synchronization
import TestSupport

/// The repository's data directory and shipped locales, for tests.
enum TestData {
    /// The checkout root (the directory holding templates/ and locales/).
    static let directory = Repository.dataDirectory

    static func catalog() throws -> LocaleCatalog {
        try LocaleCatalog(directory: directory)
    }

    /// A shipped locale's facts, read once and shared by every suite (a value no test changes).
    static func facts(_ tag: String) throws -> LocaleFacts {
        if let known = read.withLock({ $0[tag] }) { return known }
        let facts = try catalog().facts(tag)
        read.withLock { $0[tag] = facts }
        return facts
    }

    /// What ``facts(_:)`` read.
    private static let read = Mutex<[String: LocaleFacts]>([:])

    /// A scratch data directory with the given files (relative path → contents).
    static func scratchDirectory(_ files: [String: String]) throws -> String {
        let root = TestScratch.url
            .appendingPathComponent("localization-tests-\(UUID().uuidString)").path
        for sub in ["locales", "templates"] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + sub, withIntermediateDirectories: true)
        }
        for (path, text) in files {
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        return root
    }
}
