import Foundation
import Localization
import Testing

/// Road numbers said as natives say them: with the noun a `refs` pattern names (Swedish national
/// roads, numbered without letters, are "väg 75"), with the article their class takes (German
/// "auf der A 9", Dutch "op de A10"), or bare where natives leave them bare ("in på E4").
@Suite struct RoadNumberNounTests {
    static func display(_ tag: String, _ name: String, _ preposition: String?) throws -> RoadPhrase {
        try RoadInflectionTests.phrase(try TestData.facts(tag), name, preposition)
    }

    @Test(arguments: [
        ("sv-SE", "75", "in-på", "in på väg 75"),
        ("sv-SE", "222", "mot", "mot väg 222"),
        ("sv-SE", "E4", "in-på", "in på E4"),
        ("sv-SE", "E20", "mot", "mot E20"),
        // Not a number of digits only: no noun is added.
        ("sv-SE", "75B", "in-på", "in på 75B"),
        ("sv-SE", "Drottninggatan", "in-på", "in på Drottninggatan"),
        ("sv-SE", "Rv 40", "in-på", "in på Rv 40"),
        ("de-DE", "A 9", "auf-dat", "auf der A 9"),
        ("de-DE", "A 9", "auf-akk", "auf die A 9"),
        ("de-DE", "B 2", "auf-dat", "auf der B 2"),
        ("nl-NL", "A10", "op", "op de A10"),
    ])
    func aNumberTakesTheNounOrArticleNativesSay(
        tag: String, name: String, preposition: String, display: String
    )
        throws
    {
        #expect(try Self.display(tag, name, preposition).displayText == display)
    }

    @Test func theNounIsSaidAndWrittenAndTheNumberKeepsItsClass() throws {
        let phrase = try Self.display("sv-SE", "75", nil)
        #expect(phrase.displayText == "väg 75")
        #expect(phrase.spokenText == "väg 75")
        #expect(phrase.ssml == "väg 75")
        let facts = try TestData.facts("sv-SE")
        #expect(facts.roads.analyze("75").genderKey == "masculine")
        // A locale without the digits pattern leaves a bare number unknown.
        #expect(try TestData.facts("de-DE").roads.analyze("75").genderKey == "unknown")
    }

    @Test func theLoaderRejectsABlankNoun() throws {
        var roads = RoadInflectionTests.declining
        roads["refs"] = [["prefixes": ["#"], "gender": "masculine", "noun": " "]]
        #expect(try RoadInflectionTests.failure(roads).contains("roads.refs[0].noun"))
        roads["refs"] = [["prefixes": ["#"], "gender": "masculine", "noun": "väg"]]
        #expect(try RoadInflectionTests.failure(roads).isEmpty)
        let facts = try RoadInflectionTests.facts(roads)
        #expect(try RoadInflectionTests.phrase(facts, "75").displayText == "väg 75")
    }
}
