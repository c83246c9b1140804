import Foundation
import GuidanceCLI
import Testing

/// `guidance run` with a `locale` settings event in the feed (docs/events.md): prompts and
/// screens after it are in the new language; an unknown tag is reported and the language stays.
@Suite struct LocaleEventRunTests {
    struct Record: Decodable {
        var id: Int
        var locale: String
        var text: String
    }

    /// The example drive with a locale event inserted at line `line`.
    static func feed(inserting event: String, at line: Int) throws -> String {
        let text = try String(
            contentsOfFile: CLIRun.path("examples/sao-paulo.events.ndjson"), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        lines.insert(event, at: line)
        return try CLIRun.temporaryFile(lines.joined(separator: "\n") + "\n")
    }

    static func records(_ path: String) throws -> [Record] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(Record.self, from: Data($0.utf8))
        }
    }

    @Test func promptsAndScreensAfterTheEventAreInTheNewLanguage() async throws {
        let feed = try Self.feed(inserting: #"{"type":"locale","locale":"fr"}"#, at: 300)
        let prompts = try CLIRun.temporaryFile("")
        defer {
            try? FileManager.default.removeItem(atPath: feed)
            try? FileManager.default.removeItem(atPath: prompts)
        }
        let run = await CLIRun(["run", feed, "--locale", "pt-BR", "--prompts-out", prompts])
        #expect(run.code == .ok, "\(run.stderr)")
        let records = try Self.records(prompts)
        let firstFrench = try #require(records.firstIndex { $0.locale == "fr-FR" })
        #expect(firstFrench > 0)
        #expect(records[..<firstFrench].allSatisfy { $0.locale == "pt-BR" })
        #expect(records[firstFrench...].allSatisfy { $0.locale == "fr-FR" })
        #expect(records.last?.text.contains("destination") == true, "\(records.last?.text ?? "")")
        let casting = run.stdout.split(separator: "\n")
        let firstFrenchScreen = try #require(casting.firstIndex { $0.contains(#""locale":"fr-FR""#) })
        #expect(casting[..<firstFrenchScreen].allSatisfy { $0.contains(#""locale":"pt-BR""#) })
        #expect(casting[firstFrenchScreen...].allSatisfy { $0.contains(#""locale":"fr-FR""#) })
    }

    @Test func anUnknownLanguageIsReportedAndTheDriveGoesOn() async throws {
        let feed = try Self.feed(inserting: #"{"type":"locale","locale":"xx-YY"}"#, at: 300)
        let prompts = try CLIRun.temporaryFile("")
        defer {
            try? FileManager.default.removeItem(atPath: feed)
            try? FileManager.default.removeItem(atPath: prompts)
        }
        let run = await CLIRun(["run", feed, "--locale", "pt-BR", "--prompts-out", prompts])
        #expect(
            run.stderr.contains("line 301: VoiceListener failed on locale: locale xx-YY"), "\(run.stderr)")
        #expect(try Self.records(prompts).allSatisfy { $0.locale == "pt-BR" })
    }
}
