import Localization
import Testing

@Suite struct OrdinalFactsTests {
    static let feminineWords = [
        "primeira", "segunda", "terceira", "quarta", "quinta", "sexta", "sétima", "oitava", "nona", "décima",
        "décima primeira", "décima segunda", "décima terceira", "décima quarta", "décima quinta",
        "décima sexta",
        "décima sétima", "décima oitava", "décima nona", "vigésima",
    ]
    static let masculineWords = [
        "primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto", "sétimo", "oitavo", "nono", "décimo",
        "décimo primeiro", "décimo segundo", "décimo terceiro", "décimo quarto", "décimo quinto",
        "décimo sexto",
        "décimo sétimo", "décimo oitavo", "décimo nono", "vigésimo",
    ]
    static let englishWords = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh",
        "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
        "nineteenth",
        "twentieth",
    ]

    @Test(arguments: ["pt-BR", "pt-PT"])
    func portugueseOneToTwentyInBothGenders(tag: String) throws {
        let ordinals = try TestData.facts(tag).ordinals
        let separator = tag == "pt-PT" ? "." : ""
        for number in 1...20 {
            #expect(ordinals.word(number, genderKey: "feminine") == Self.feminineWords[number - 1])
            #expect(ordinals.word(number, genderKey: "masculine") == Self.masculineWords[number - 1])
            #expect(
                ordinals.numeric(number, genderKey: "feminine", category: "other") == "\(number)\(separator)ª"
            )
            #expect(
                ordinals.numeric(number, genderKey: "masculine", category: "other")
                    == "\(number)\(separator)º")
        }
        #expect(ordinals.word(21, genderKey: "feminine") == nil)
        #expect(ordinals.word(0, genderKey: "feminine") == nil)
        #expect(ordinals.numeric(21, genderKey: "feminine", category: "other") == "21\(separator)ª")
        #expect(ordinals.genderKey(.feminine) == "feminine")
        #expect(ordinals.genderKey(nil) == "masculine")
        #expect(ordinals.genderKey(.neuter) == nil)
    }

    @Test func englishSuffixesByCategory() throws {
        let ordinals = try TestData.facts("en-US").ordinals
        #expect(ordinals.genderKey(.feminine) == "any")
        #expect(ordinals.numeric(1, genderKey: "any", category: "one") == "1st")
        #expect(ordinals.numeric(22, genderKey: "any", category: "two") == "22nd")
        #expect(ordinals.numeric(23, genderKey: "any", category: "few") == "23rd")
        #expect(ordinals.numeric(11, genderKey: "any", category: "other") == "11th")
        for number in 1...20 {
            #expect(ordinals.word(number, genderKey: "any") == Self.englishWords[number - 1])
        }
    }
}
