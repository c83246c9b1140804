import Foundation
import Glibc
import TestSupport
import Testing

/// `guidance say -o FILE` as a user runs it: the built binary, its speech worker and its cache
/// directory. What makes a one-shot `say` cheap must hold: no sound server is contacted when the
/// audio goes to a file, and the data check passed once is not repeated.
@Suite struct SayProcessTests {
    /// The built `guidance` binary beside this test program; nil when it was not built.
    static let binary: String? = {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let path = program.deletingLastPathComponent().appendingPathComponent("guidance").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// A fresh directory with a short path (a socket's path must fit in 108 bytes).
    private static func directory() throws -> String {
        let path = TestScratch.root + "/say-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs the binary with `environment` added to this process's, for at most `seconds`; its
    /// exit status, or nil when it was still running then (and was ended).
    private static func run(_ arguments: [String], environment: [String: String], seconds: Double) throws
        -> Int32?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// A listening Unix socket at `path`, non-blocking; its descriptor.
    private static func listen(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(
            bytes.count < MemoryLayout.size(ofValue: address.sun_path), "socket path too long: \(path)")
        withUnsafeMutableBytes(of: &address.sun_path) { target in
            target.copyBytes(from: bytes)
            target[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0 && Glibc.listen(descriptor, 8) == 0)
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        return descriptor
    }

    /// A sound server that never answers, named by `PULSE_SERVER`: a connection attempt would
    /// either arrive here or hang the command; neither may happen for `say -o FILE`.
    @Test(.enabled(if: binary != nil, "the guidance binary is built beside the tests"))
    func sayToAFileNeverContactsTheSoundServer() throws {
        let directory = try Self.directory()
        let server = directory + "/p"
        let listener = try Self.listen(at: server)
        defer { _ = close(listener) }
        let status = try Self.run(
            ["say", "--locale", "pt-BR", "-o", directory + "/a.wav", "Vire à direita."],
            environment: ["PULSE_SERVER": "unix:" + server, "XDG_CACHE_HOME": directory + "/cache"],
            seconds: 60)
        #expect(status == 0, "say did not finish (nil: still waiting after 60 s)")
        var pending = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        #expect(poll(&pending, 1, 0) == 0, "a connection reached the sound server")
        #expect(FileManager.default.fileExists(atPath: directory + "/a.wav"))
    }

    /// The first `say` checks the data and remembers the pass; the second finds it and leaves the
    /// cache file alone (a check would write it again), with the same audio; a data file changed
    /// in between is checked again.
    @Test(.enabled(if: binary != nil, "the guidance binary is built beside the tests"))
    func aSecondSayFindsTheRememberedPass() throws {
        let directory = try Self.directory()
        let data = directory + "/data"
        let installed = try #require(
            [
                "/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/lib/aarch64-linux-gnu/espeak-ng-data",
                "/usr/share/espeak-ng-data",
            ].first { FileManager.default.fileExists(atPath: $0 + "/phontab") })
        try FileManager.default.copyItem(atPath: installed, toPath: data)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = directory + "/cache/guidance/espeak-data-verdicts"
        func say(_ output: String) throws -> Int32? {
            try Self.run(
                [
                    "say", "--locale", "pt-BR", "--espeak-data", data, "-o", directory + "/" + output,
                    "Vire à direita.",
                ],
                environment: ["XDG_CACHE_HOME": directory + "/cache"], seconds: 60)
        }
        func written() throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date
        }
        #expect(try say("first.wav") == 0)
        let remembered = try String(contentsOfFile: cache, encoding: .utf8)
        #expect(remembered.contains(data))
        let firstWrite = try written()

        #expect(try say("second.wav") == 0)
        #expect(try written() == firstWrite)
        #expect(try String(contentsOfFile: cache, encoding: .utf8) == remembered)
        let first = try Data(contentsOf: URL(fileURLWithPath: directory + "/first.wav"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/second.wav")) == first)

        let dictionary = URL(fileURLWithPath: data + "/pt_dict")
        try Data(contentsOf: dictionary).write(to: dictionary, options: .atomic)
        #expect(try say("third.wav") == 0)
        #expect(try String(contentsOfFile: cache, encoding: .utf8) != remembered)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/third.wav")) == first)
    }
}
