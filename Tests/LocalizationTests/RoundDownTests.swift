import Foundation
import TestSupport
import Testing

@testable import Localization

/// A prompt's distance rounds down to an amount the locale says as itself: never more than is
/// left, never an amount off the table's own steps.
struct RoundDownTests {
    @Test(arguments: ["en-GB", "en-US", "pt-BR", "de-DE", "ja-JP"])
    func roundingDownNeverSaysMoreAndSaysOnlyTheTablesAmounts(tag: String) throws {
        let facts = try TestData.catalog().facts(tag)
        let table = try #require(facts.rounding[facts.defaultUnits])
        var meters = 12.0
        while meters < 20_000 {
            let down = table.roundDown(meters: meters)
            if !down.isBelowMinimum {
                #expect(down.meters <= meters * (1 + 1e-12), "\(tag) \(meters) m: \(down)")
                #expect(table.round(meters: down.meters) == down, "\(tag) \(meters) m: \(down)")
                // Nothing the table says lies between the amount and the distance.
                let nearest = table.round(meters: meters)
                #expect(nearest.meters > meters || nearest == down, "\(tag) \(meters) m")
            }
            meters *= 1.037
        }
    }

    @Test func theIssuesCases() throws {
        let facts = try TestData.catalog().facts("en-GB")
        let table = try #require(facts.rounding[.uk])
        let mile = 1609.344
        #expect(table.roundDown(meters: 1.25 * mile).value == 1)
        #expect(table.roundDown(meters: 1.5 * mile).value == 1.5)
        #expect(table.roundDown(meters: 274).value == 200)
        let metric = try #require(try TestData.catalog().facts("pt-BR").rounding[.metric])
        #expect(metric.roundDown(meters: 480) == metric.round(meters: 400))
        #expect(metric.roundDown(meters: 500) == metric.round(meters: 500))
        #expect(metric.roundDown(meters: 5).isBelowMinimum)
    }

    @Test func aLocaleMayGiveItsVoiceARateAndAPace() throws {
        let facts = try TestData.catalog().facts("ja-JP")
        #expect(facts.speech.rate.map { SpeechPace.rateRange.contains($0) } == true)
        #expect(SpeechPace(secondsPerCharacter: 0.1, secondsPerPrompt: 0.5).seconds("abcde") == 1.0)
        let file = Repository.path("locales/ja-JP.json")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let slow = text.replacingOccurrences(of: "\"rate\": \(facts.speech.rate ?? 0)", with: "\"rate\": 20")
        #expect(slow != text)
        #expect {
            try LocaleFacts.decode(slow, file: file)
        } throws: { error in
            "\(error)".contains("speech.rate") && "\(error)".contains("20 words per minute")
        }
    }
}
