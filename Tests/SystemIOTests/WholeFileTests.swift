import Foundation
import TestSupport
import Testing

@testable import SystemIO

/// The one writer of whole output files: a file appears whole (no temporary left beside it), a
/// symbolic link keeps pointing at the file written, a named pipe is written through, and a
/// failure names the path and the system's reason.
@Suite struct WholeFileTests {
    /// A fresh directory of the test's own.
    static func directory(_ name: String) throws -> String {
        let path = TestScratch.root + "/whole-file-\(name)"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFileIsReplacedWholeWithNothingLeftBeside() throws {
        let directory = try Self.directory("replace")
        let path = directory + "/out.txt"
        try WholeFile.write("first version, longer than the second\n", to: path)
        try WholeFile.write(Array("second\n".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("second\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.txt"])
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o600 == 0o600, "owner can read and write: \(String(mode, radix: 8))")
    }

    @Test func aLinkKeepsPointingAtTheFileWritten() throws {
        let directory = try Self.directory("link")
        try WholeFile.write("old\n", to: directory + "/target.txt")
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/link.txt", withDestinationPath: "target.txt")
        try WholeFile.write("new\n", to: directory + "/link.txt")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.txt") == "target.txt"
        )
        #expect(FileManager.default.contents(atPath: directory + "/target.txt") == Data("new\n".utf8))
    }

    @Test func aNamedPipeIsWrittenThrough() throws {
        let directory = try Self.directory("fifo")
        let path = directory + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        // The reading end opened first, without waiting for a writer, so that the write below
        // finds a reader and nothing waits on another thread.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try WholeFile.write("through the pipe\n", to: path)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while case let count = read(reader, &buffer, buffer.count), count > 0 {
            bytes += buffer[..<count]
        }
        #expect(bytes == Array("through the pipe\n".utf8))
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
    }

    @Test func aFailureNamesThePathAndTheReason() throws {
        let path = try Self.directory("missing") + "/no/such/directory/out.txt"
        #expect(throws: WholeFile.Failure(path: path, errorNumber: ENOENT)) {
            try WholeFile.write("x", to: path)
        }
        #expect(
            WholeFile.Failure(path: path, errorNumber: ENOENT).description
                == "\(path): No such file or directory")
    }

    @Test func aStreamedFileIsCommittedOrRemoved() throws {
        let directory = try Self.directory("commit")
        let temporary = directory + "/out.partial"
        #expect(FileManager.default.createFile(atPath: temporary, contents: Data("whole\n".utf8)))
        try WholeFile.commit(temporary, to: directory + "/out.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.txt"])
        #expect(FileManager.default.createFile(atPath: temporary, contents: Data("lost\n".utf8)))
        #expect(throws: WholeFile.Failure.self) {
            try WholeFile.commit(temporary, to: directory + "/no/out.txt")
        }
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }
}
