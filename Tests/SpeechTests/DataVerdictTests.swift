import Foundation
import TestSupport
import Testing

@testable import Speech

/// Remembered data checks (`EspeakDataVerdicts`): a pass is found again while the checked files
/// keep their identity, and any change to one of them, or a damaged or unwritable cache, means
/// checking again, never a skipped check.
@Suite struct DataVerdictTests {
    /// The built `guidance` binary beside this test program, whose `speech-worker` command is the
    /// worker; nil when it was not built.
    static let worker: String? = {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let path = program.deletingLastPathComponent().appendingPathComponent("guidance").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// A copy of the installed data directory, removed by the caller.
    private static func dataCopy() throws -> String? {
        let candidates = [
            "/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/lib/aarch64-linux-gnu/espeak-ng-data",
            "/usr/share/espeak-ng-data",
        ]
        guard let installed = candidates.first(where: EspeakDataLocation.hasMarker) else { return nil }
        let copy = TestScratch.root + "/verdict-data-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: installed, toPath: copy)
        return copy
    }

    /// Replaces a file with a copy of itself (written aside and renamed in, as a package upgrade
    /// does): the same name, size and content, another inode.
    private static func rewrite(_ path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private static func verdictFile() -> String {
        TestScratch.root + "/verdicts-\(UUID().uuidString)/guidance/espeak-data-verdicts"
    }

    @Test func aPassIsFoundAgainUntilACheckedFileChanges() throws {
        let copy = try #require(try Self.dataCopy())
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let verdicts = EspeakDataVerdicts(file: Self.verdictFile())
        let first = try #require(verdicts.verdict(directory: copy, voice: "pt-br", worker: "/bin/sh"))
        #expect(!verdicts.holds(first))
        verdicts.remember(first)
        #expect(verdicts.holds(first))
        #expect(verdicts.verdict(directory: copy, voice: "pt-br", worker: "/bin/sh") == first)
        // Another voice or another worker program is another verdict.
        #expect(verdicts.verdict(directory: copy, voice: "en", worker: "/bin/sh") != first)
        #expect(verdicts.verdict(directory: copy, voice: "pt-br", worker: "/bin/ls") != first)
        for file in ["phontab", "phonindex", "phondata", "intonations", "pt_dict"] {
            let before = try #require(verdicts.verdict(directory: copy, voice: "pt-br", worker: "/bin/sh"))
            try Self.rewrite(copy + "/" + file)
            let after = try #require(verdicts.verdict(directory: copy, voice: "pt-br", worker: "/bin/sh"))
            #expect(after != before, "rewriting \(file) kept its verdict")
            #expect(!verdicts.holds(after))
        }
    }

    @Test func aDamagedOrUnwritableCacheHoldsNothing() throws {
        let copy = try #require(try Self.dataCopy())
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let file = Self.verdictFile()
        let verdicts = EspeakDataVerdicts(file: file)
        let verdict = try #require(verdicts.verdict(directory: copy, voice: "pt-br", worker: "/bin/sh"))
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Another format (or damage) holds no verdict, even when the line is in it.
        try Data("something else\n\(verdict)\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(!verdicts.holds(verdict))
        verdicts.remember(verdict)
        #expect(verdicts.holds(verdict))
        // A cache directory that cannot be made (a file is in the way) is no error.
        let blocked = TestScratch.root + "/blocked-\(UUID().uuidString)"
        try Data().write(to: URL(fileURLWithPath: blocked))
        let unwritable = EspeakDataVerdicts(file: blocked + "/guidance/espeak-data-verdicts")
        unwritable.remember(verdict)
        #expect(!unwritable.holds(verdict))
        #expect(!EspeakDataVerdicts(file: nil).holds(verdict))
    }

    @Test func theCacheFollowsTheBaseDirectoryRules() {
        #expect(
            EspeakDataVerdicts(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).file
                == "/c/guidance/espeak-data-verdicts")
        #expect(
            EspeakDataVerdicts(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).file
                == "/h/.cache/guidance/espeak-data-verdicts")
        #expect(EspeakDataVerdicts(environment: [:]).file == nil)
    }

    @Test func theNewestVerdictsAreKept() throws {
        let verdicts = EspeakDataVerdicts(file: Self.verdictFile())
        for number in 0..<(EspeakDataVerdicts.capacity + 5) { verdicts.remember("verdict \(number)") }
        #expect(verdicts.holds("verdict \(EspeakDataVerdicts.capacity + 4)"))
        #expect(verdicts.holds("verdict 5"))
        #expect(!verdicts.holds("verdict 4"))
    }

    /// The real worker: the first start checks the data, the next finds the pass and checks
    /// nothing (with the same audio), and a changed file, or one damaged after the pass, is
    /// checked again.
    @Test(.enabled(if: worker != nil, "the guidance binary is built beside the tests"))
    func aRememberedPassSkipsTheCheck() throws {
        let worker = try #require(Self.worker)
        let copy = try #require(try Self.dataCopy())
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let verdicts = EspeakDataVerdicts(file: Self.verdictFile())
        func prepared() throws -> IsolatedSynthesizer {
            let synthesizer = IsolatedSynthesizer(
                executable: worker, arguments: ["speech-worker"], dataPath: copy, verdicts: verdicts)
            try synthesizer.prepare(voice: "pt-br")
            return synthesizer
        }
        let request = SpeechRequest(text: "Vire à direita.", voice: "pt-br")
        let first = try prepared()
        #expect(first.dataChecks == 1)
        let checked = try first.synthesizeNow(request)
        first.stop()
        #expect(try String(contentsOfFile: try #require(verdicts.file), encoding: .utf8).contains(copy))

        let second = try prepared()
        #expect(second.dataChecks == 0)
        #expect(try second.synthesizeNow(request).samples == checked.samples)
        second.stop()

        try Self.rewrite(copy + "/pt_dict")
        let third = try prepared()
        #expect(third.dataChecks == 1)
        third.stop()

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: copy + "/phondata"))
        try handle.truncate(atOffset: 1_000)
        try handle.close()
        #expect {
            try prepared()
        } throws: { error in
            guard case .dataUnusable(_, let file, _) = error as? SpeechError else { return false }
            return file == copy + "/phonindex" || file == copy + "/phondata"
        }
    }
}
