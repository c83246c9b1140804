import Foundation

/// Runs the real `curl` client, so that the server is checked against an independent HTTP
/// implementation (chunked decoding, header parsing, keep-alive).
enum Curl {
    struct Result {
        var exitCode: Int32
        var output: String
    }

    /// Runs curl with `arguments`; curl's own `--max-time` bounds every call.
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "--silent", "--show-error", "--max-time", "10"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(exitCode: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `curl -i`: the status, the headers (names lower-cased) and the body.
    static func fetch(_ url: String, _ extra: [String] = []) throws -> (
        status: Int, headers: [String: String], body: String
    ) {
        let result = try run(["--include"] + extra + [url])
        let parts = result.output.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        let body = parts.dropFirst().joined(separator: "\r\n\r\n")
        var headers: [String: String] = [:]
        let lines = head.components(separatedBy: "\r\n")
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2 {
                headers[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces)
            }
        }
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        return (status, headers, body)
    }

    /// Runs curl on a stream that does not end by itself, hands `done` everything read so far
    /// after each read, and stops curl once `done` says so. `stillRunning` tells whether curl
    /// was still reading then, that is whether the server had kept the stream open; curl's own
    /// `--max-time` of a minute ends the read only if something hangs.
    static func stream(_ arguments: [String], until done: (String) -> Bool) throws -> (
        output: String, stillRunning: Bool
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "--silent", "--show-error", "--max-time", "60"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var received = Data()
        var finished = false
        while !finished {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
            finished = done(String(decoding: received, as: UTF8.self))
        }
        let stillRunning = process.isRunning
        // SIGKILL: curl may have inherited an ignored SIGTERM from a test that catches it.
        if stillRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (String(decoding: received, as: UTF8.self), finished && stillRunning)
    }
}
