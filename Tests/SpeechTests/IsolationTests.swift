import Foundation
import TestSupport
import Testing

@testable import Speech

@Suite struct IsolationTests {
    /// The installed data directory, copied so that a test can damage it.
    private static func damagedCopy(_ damage: (String) throws -> Void) throws -> String? {
        let candidates = [
            "/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/lib/aarch64-linux-gnu/espeak-ng-data",
            "/usr/share/espeak-ng-data",
        ]
        guard let installed = candidates.first(where: EspeakDataLocation.hasMarker) else { return nil }
        let copy = TestScratch.root + "/guidance-espeak-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: installed, toPath: copy)
        try damage(copy)
        return copy
    }

    private static func truncate(_ path: String, to size: Int) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    @Test func theInstalledDataPassesTheCheck() throws {
        let copy = try #require(try Self.damagedCopy { _ in })
        defer { try? FileManager.default.removeItem(atPath: copy) }
        #expect(EspeakDataCheck.problem(in: copy, language: "pt-br") == nil)
    }

    @Test(arguments: [
        ("phontab", 20_000), ("phonindex", 3_000), ("pt_dict", 6), ("intonations", 2), ("phondata", 1_000),
        ("phondata", 400_000),
    ])
    func aTruncatedFileIsNamed(file: String, size: Int) throws {
        let copy = try #require(try Self.damagedCopy { try Self.truncate($0 + "/" + file, to: size) })
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let problem = try #require(EspeakDataCheck.problem(in: copy, language: "pt-br"))
        #expect(problem.file == copy + "/" + file, "\(problem)")
    }

    /// Random programs name sounds far outside phondata: found without running a phoneme.
    @Test func randomPhonemeProgramsAreFound() throws {
        var generator = SystemRandomNumberGenerator()
        let copy = try #require(
            try Self.damagedCopy { directory in
                let path = directory + "/phonindex"
                let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
                let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            })
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let problem = try #require(EspeakDataCheck.problem(in: copy, language: "pt-br"))
        #expect(problem.reason.contains("phonindex"), "\(problem)")
    }

    @Test func aMissingFileIsNamed() throws {
        let copy = try #require(
            try Self.damagedCopy { try FileManager.default.removeItem(atPath: $0 + "/phondata") })
        defer { try? FileManager.default.removeItem(atPath: copy) }
        #expect(EspeakDataCheck.problem(in: copy, language: "en")?.file == copy + "/phondata")
    }

    /// A worker that dies on every request: each request fails with the crash, retried once on
    /// a fresh worker, and after the limit no worker is started at all.
    @Test func aCrashingWorkerIsReportedAndThenLeftAlone() throws {
        let marker = TestScratch.root + "/guidance-worker-starts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let synthesizer = IsolatedSynthesizer(
            executable: "/bin/sh", arguments: ["-c", "echo >>\"$0\"; kill -SEGV $$", marker])
        for _ in 0..<3 {
            #expect {
                try synthesizer.synthesizeNow(SpeechRequest(text: "Olá", voice: "pt-br"))
            } throws: { error in
                guard case .engineCrashed(let reason) = error as? SpeechError else { return false }
                return reason.contains("signal 11") || reason.contains("speech is off")
            }
        }
        let starts = (try? String(contentsOfFile: marker, encoding: .utf8))?.filter { $0 == "\n" }.count ?? 0
        #expect(starts == IsolatedSynthesizer.crashLimit)
    }

    @Test func aWorkerThatCannotStartIsAnError() {
        let synthesizer = IsolatedSynthesizer(
            executable: "/nonexistent/guidance", arguments: ["speech-worker"])
        #expect(throws: SpeechError.self) { try synthesizer.synthesizeNow(SpeechRequest(text: "Olá")) }
    }
}
