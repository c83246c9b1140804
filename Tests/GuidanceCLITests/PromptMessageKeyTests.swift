import Foundation
import MessageFormat
import TestSupport
import Testing

/// Each prompt record names the template messages that built it, so that a translator who hears a
/// wrong word goes straight to its template: in every shipped locale, every key a record of the
/// São Paulo drive names is a message of that locale's templates (or of a locale it takes
/// missing messages from), and the stage sentence of each prompt is among them.
@Suite struct PromptMessageKeyTests {
    @Test(arguments: Repository.shippedLocales)
    func everyNamedMessageExistsInTheLocalesTemplates(tag: String) async throws {
        let prompts = TestScratch.root + "/message-keys-\(tag).ndjson"
        let run = await CLIRun([
            "run", CLIRun.path("examples/sao-paulo.events.ndjson"), "--locale", tag, "--casting", "none",
            "--prompts-out", prompts,
        ])
        #expect(run.code == .ok, "\(run.stderr)")
        let known = try Self.messageKeys(of: tag)
        var records = 0
        for line in try String(contentsOfFile: prompts, encoding: .utf8).split(separator: "\n") {
            let record = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard let stage = record["stage"] as? String else { continue }  // a prompt event
            records += 1
            let messages = try #require(record["messages"] as? [String], "record without messages: \(line)")
            #expect(!messages.isEmpty)
            for key in messages {
                #expect(known.contains(key), "\(tag): \(key) is no message of its templates")
            }
            let sentence = ["early", "prepare"].contains(stage) ? "stage.\(stage)" : nil
            if let sentence { #expect(messages.contains(sentence), "\(tag) \(stage): \(messages)") }
        }
        #expect(records > 10)
    }

    /// The keys of a locale's templates and of the locales its facts say it falls back to.
    static func messageKeys(of tag: String) throws -> Set<String> {
        var tags = [tag]
        let facts =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Repository.url("locales/\(tag).json"))) as? [String: Any]
        tags += facts?["fallback"] as? [String] ?? []
        var keys: Set<String> = []
        for each in tags {
            let text = try String(contentsOfFile: Repository.path("templates/\(each).mf2"), encoding: .utf8)
            keys.formUnion(try MessageResource.parse(text).entries.map(\.key))
        }
        return keys
    }
}
