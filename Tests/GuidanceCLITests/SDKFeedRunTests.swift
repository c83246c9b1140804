import Foundation
import GuidanceCLI
import TestSupport
import Testing

/// The sample feeds written as the SDKs log them drive the whole pipeline: nothing is rejected,
/// an unknown time never reaches a screen as "0 min", and Android's final arrival is announced
/// as the destination, its stop as a stop.
@Suite struct SDKFeedRunTests {
    struct Prompt: Decodable {
        var stage: String
        var text: String
    }

    @Test func theAndroidFeedShowsNoZeroForUnknownTimes() async throws {
        let run = await CLIRun([
            "run", CLIRun.path("examples/sdk-android.ndjson"), "--locale", "pt-BR", "--casting", "text",
        ])
        #expect(run.code == .ok, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let fields = lines.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(lines.contains { $0.contains("Rua Augusta") })
        #expect(!fields.contains { $0.contains("0 min") || $0.contains("< 10 m") }, "\(run.stdout)")
        // The update without times still shows its distance and maneuver, and nothing to go.
        #expect(fields.contains { $0.count == 2 && $0[1].contains("Rua Augusta") }, "\(run.stdout)")
    }

    @Test(arguments: ["ios", "android", "flutter"])
    func everySampleFeedRunsAndAnnouncesItsArrivals(_ platform: String) async throws {
        let prompts = TestScratch.url.appendingPathComponent(
            "sdk-\(platform)-\(UUID()).ndjson"
        ).path
        defer { try? FileManager.default.removeItem(atPath: prompts) }
        let run = await CLIRun([
            "run", CLIRun.path("examples/sdk-\(platform).ndjson"), "--locale", "pt-BR", "--casting", "text",
            "--prompts-out", prompts,
        ])
        #expect(run.code == .ok, "\(run.stderr)")
        let records = try String(contentsOfFile: prompts, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(Prompt.self, from: Data($0.utf8))
        }
        let arrivals = records.filter { $0.stage == "arrival" }.map(\.text)
        #expect(arrivals.count == 2, "\(arrivals)")
        #expect(arrivals.first?.contains("chegou à sua parada") == true, "\(arrivals)")
        if platform == "android" {
            #expect(arrivals.last?.contains("chegou ao seu destino") == true, "\(arrivals)")
        }
    }
}
