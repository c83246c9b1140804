import Foundation
import SystemIO

/// Reads a named input (`-` for stdin) in chunks, turning a missing or unreadable file into the
/// documented exit code 66 with a message that names it.
package struct InputFile {
    /// The name used in diagnostics: the path as given, or `<stdin>`.
    package let displayName: String
    private let handle: FileHandle?
    private var bytes: [UInt8]?

    /// Opens `path` (or the context's stdin for `-`).
    package init(path: String, context: CommandContext) throws(CommandFailure) {
        if path == "-" {
            displayName = "<stdin>"
            switch context.stdin {
            case .standardInput:
                handle = .standardInput
                bytes = nil
            case .closed:
                throw InputSource.closedFailure
            case .bytes(let data):
                handle = nil
                bytes = data
            }
            return
        }
        displayName = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(.noInput, "\(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(.noInput, "\(path): is a directory, expected a file")
        }
        guard let opened = FileHandle(forReadingAtPath: path) else {
            throw CommandFailure(.noInput, "\(path): cannot be read (permission denied?)")
        }
        handle = opened
        bytes = nil
    }

    /// Calls `body` with each chunk until the input ends or `shouldStop` says so; a pipe that stays
    /// silent is polled four times a second so that a stop request is seen even then.
    mutating func forEachChunk(shouldStop: () -> Bool = { false }, _ body: ([UInt8]) throws -> Void) throws {
        if let data = bytes {
            bytes = []
            if !data.isEmpty { try body(data) }
            return
        }
        guard let handle else { return }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !shouldStop() {
            switch ByteReader.readSome(
                handle.fileDescriptor, into: &buffer, deadline: .now + .milliseconds(250))
            {
            case .bytes(let count): try body(Array(buffer[0..<count]))
            case .endOfInput: return
            case .timedOut, .woken: continue
            case .failed(let code):
                throw CommandFailure(.noInput, "\(displayName): read failed: \(ErrorText.of(code))")
            case .waitFailed(let code):
                throw CommandFailure(.noInput, "\(displayName): cannot wait for input: \(ErrorText.of(code))")
            }
        }
    }

    /// Reads the whole input (for small documents such as routes and place files).
    package mutating func readAll() throws -> [UInt8] {
        var all: [UInt8] = []
        try forEachChunk { all.append(contentsOf: $0) }
        return all
    }
}
