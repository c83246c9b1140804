import Localization
import MessageFormat
import Testing

@Suite struct OrdinalFunctionTests {
    @Test(arguments: ["pt-BR", "pt-PT"])
    func portugueseOrdinalsAgreeWithTheNoun(tag: String) throws {
        let bundle = try Bundles.load(tag)
        let dot = tag == "pt-PT" ? "." : ""
        for number in 1...20 {
            let feminine = try Bundles.render(
                bundle, "{$n :ordinal gender=feminine} saída", ["n": .integer(number)])
            #expect(feminine.text == "\(number)\(dot)ª saída")
            #expect(feminine.spoken == "\(OrdinalFactsTests.feminineWords[number - 1]) saída")
            let masculine = try Bundles.render(
                bundle, "{$n :ordinal gender=masculine style=words}", ["n": .integer(number)])
            #expect(masculine.text == OrdinalFactsTests.masculineWords[number - 1])
        }
        let beyond = try Bundles.render(bundle, "{$n :ordinal gender=feminine}", ["n": 21])
        #expect(beyond.text == "21\(dot)ª")
        #expect(beyond.spoken == "21ª")
        let words = try Bundles.render(bundle, "{$n :ordinal gender=feminine style=words}", ["n": 25])
        #expect(words.text == "25\(dot)ª")
    }

    @Test func englishOrdinalsFollowCLDR() throws {
        let bundle = try Bundles.load("en-US")
        let expected: [(Int, String)] = [
            (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"), (12, "12th"),
            (13, "13th"),
            (21, "21st"), (22, "22nd"), (23, "23rd"), (24, "24th"), (101, "101st"), (111, "111th"),
            (112, "112th"),
            (1003, "1003rd"),
        ]
        for (number, text) in expected {
            #expect(try Bundles.render(bundle, "{$n :ordinal}", ["n": .integer(number)]).text == text)
        }
        let third = try Bundles.render(bundle, "take the {$n :ordinal gender=feminine} exit", ["n": 3])
        #expect(third.text == "take the 3rd exit")
        #expect(third.spoken == "take the third exit")
        #expect(try Bundles.render(bundle, "{$n :ordinal style=words}", ["n": 12]).text == "twelfth")
    }

    @Test func selectsOnOrdinalCategory() throws {
        let bundle = try Bundles.load("en-US")
        let source = ".input {$n :ordinal} .match $n 1 {{first!}} one {{one}} few {{few}} * {{other}}"
        #expect(try Bundles.render(bundle, source, ["n": 1]).text == "first!")
        #expect(try Bundles.render(bundle, source, ["n": 21]).text == "one")
        #expect(try Bundles.render(bundle, source, ["n": 23]).text == "few")
        #expect(try Bundles.render(bundle, source, ["n": 11]).text == "other")
    }

    @Test(arguments: [
        ("{$n :ordinal}", MessageArgument.integer(0)),
        ("{$n :ordinal}", MessageArgument.double(2.5)),
        ("{$n :ordinal}", MessageArgument.string("three")),
        ("{$n :ordinal gender=neuter}", MessageArgument.integer(3)),
        ("{$n :ordinal style=roman}", MessageArgument.integer(3)),
    ])
    func badInputFallsBack(source: String, argument: MessageArgument) throws {
        let result = try Bundles.render(try Bundles.load("pt-BR"), source, ["n": argument])
        #expect(result.text == "{$n}")
        #expect(!result.errors.isEmpty)
    }
}
