import Foundation
import GuidanceCLI
import TestSupport

/// Runs the tool in-process with captured streams, the way the binary would run it.
struct CLIRun {
    let code: ExitCode
    let stdout: String
    let stderr: String

    static let repository = Repository.root

    static func path(_ relative: String) -> String {
        repository.appendingPathComponent(relative).path
    }

    init(_ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:]) async {
        let context = CommandContext.captured(stdin: stdin, environment: environment)
        code = await GuidanceCLI.dispatcher.run(arguments, context: context)
        stdout = context.stdout.text
        stderr = context.stderr.text
    }

    /// A temporary file with the given text, removed by the caller's `defer`.
    static func temporaryFile(_ text: String, suffix: String = ".ndjson") throws -> String {
        let path = TestScratch.url
            .appendingPathComponent("guidance-\(UUID().uuidString)\(suffix)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A fresh directory under the test scratch directory, removed by the caller's `defer`.
    static func temporaryDirectory(_ name: String) throws -> String {
        let path = TestScratch.url.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Whether a file or directory exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
