import Foundation
import GuidanceCLI
import TestSupport
import Testing

@Suite struct RunCommandTests {
    static let example = CLIRun.path("examples/sao-paulo.events.ndjson")

    struct Prompt: Decodable {
        var id: Int
        var stage: String
        var text: String
        var spoken: Bool
        var notSpokenReason: String?
        var ssml: String
    }

    @Test func theExampleDriveProducesACastingFeedAndPromptRecords() async throws {
        let prompts = TestScratch.url.appendingPathComponent(
            "prompts-\(UUID()).ndjson"
        ).path
        defer { try? FileManager.default.removeItem(atPath: prompts) }
        let run = await CLIRun(["run", Self.example, "--locale", "pt-BR", "--prompts-out", prompts])
        #expect(run.code == .ok, "\(run.stderr)")
        let casting = run.stdout.split(separator: "\n")
        #expect(casting.count > 50)
        #expect(casting.first?.contains(#""state":"enroute""#) == true)
        #expect(casting.contains { $0.contains(#""state":"rerouting""#) })
        #expect(casting.last?.contains(#""state":"stopped""#) == true)
        let records = try String(contentsOfFile: prompts, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(Prompt.self, from: Data($0.utf8))
        }
        #expect(records.count > 10)
        #expect(records.contains { !$0.spoken && $0.notSpokenReason == "voice guidance is silent" })
        #expect(records.contains { $0.spoken })
        #expect(records.last?.stage == "arrival")
        #expect(records.allSatisfy { $0.ssml.hasPrefix("<speak") })
    }

    @Test func silentFromTheStartSpeaksNothingAndTextFeedsStillFlow() async throws {
        let prompts = TestScratch.url.appendingPathComponent("silent-\(UUID()).ndjson")
            .path
        defer { try? FileManager.default.removeItem(atPath: prompts) }
        let run = await CLIRun([
            "run", Self.example, "--locale", "pt-PT", "--voice-guidance", "silent", "--casting", "text",
            "--prompts-out", prompts,
        ])
        #expect(run.code == .ok)
        #expect(run.stdout.contains("Recalcul") || run.stdout.contains("recalcul"))
        let text = try String(contentsOfFile: prompts, encoding: .utf8)
        let records = text.split(separator: "\n").compactMap {
            try? JSONDecoder().decode(Prompt.self, from: Data($0.utf8))
        }
        let firstUnmute = records.firstIndex { $0.spoken }
        #expect(firstUnmute != nil, "the feed switches back to alertsAndGuidance")
        #expect(records.prefix(firstUnmute ?? 0).allSatisfy { !$0.spoken })
    }

    @Test func directionsListEveryStepOfARoute() async {
        let run = await CLIRun(["directions", CLIRun.path("examples/lisbon.osrm.json"), "--locale", "pt-PT"])
        #expect(run.code == .ok)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 15)
        #expect(run.stdout.contains("rotunda"))
        #expect(!run.stdout.contains("rotatória"))
    }

    /// The Lisbon route has two legs: the first ends at an intermediate stop, which the turn
    /// list calls a stop, as the drive's prompts do; only the last arrival is the destination.
    @Test(arguments: [
        ("pt-PT", "A sua paragem fica à direita", "O seu destino fica à esquerda"),
        ("pt-BR", "Sua parada estará à direita", "Seu destino estará à esquerda"),
        ("en-US", "Your stop on Avenida da República will be on the right", "Your destination on"),
        (
            "de-DE", "Ihr Zwischenziel befindet sich auf der rechten Seite",
            "Ihr Ziel befindet sich auf der linken"
        ),
    ])
    func directionsCallAnIntermediateStopAStop(tag: String, stop: String, destination: String) async {
        let run = await CLIRun(["directions", CLIRun.path("examples/lisbon.osrm.json"), "--locale", tag])
        #expect(run.code == .ok)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 18)
        #expect(lines.indices.contains(5) && lines[5].contains(stop), "\(lines)")
        #expect(lines.last?.contains(destination) == true, "\(lines)")
        #expect(lines.filter { $0.contains(stop) }.count == 1)
    }
}
