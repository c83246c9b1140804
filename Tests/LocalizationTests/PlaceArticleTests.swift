import Testing

@testable import Localization

/// Place names that take an article, French typography of street names and the name-reading
/// facts, from the shipped locale files.
@Suite struct PlaceArticleTests {
    static func phrase(_ tag: String, _ name: String, _ preposition: String?, article: ArticleUse = .definite)
        throws -> RoadPhrase
    {
        let facts = try TestData.facts(tag)
        return try facts.roads.phrase(
            name, preposition: preposition, article: article, lexicon: facts.spoken, symbols: facts.number)
    }

    @Test(arguments: [
        ("pt-PT", "Porto", "para", "para o Porto"),
        ("pt-BR", "Rio de Janeiro", "para", "para o Rio de Janeiro"),
        ("pt-PT", "Amadora", "a", "à Amadora"), ("pt-PT", "Algarve", "a", "ao Algarve"),
        ("pt-PT", "Porto, Braga", "a", "ao Porto, Braga"),
        ("pt-BR", "Porto Alegre", "para", "para Porto Alegre"),
        ("pt-PT", "Lisboa", "para", "para Lisboa"), ("pt-BR", "Campinas", "a", "a Campinas"),
    ])
    func placesTakeTheArticleTheLocaleListsAndOthersNone(
        tag: String, name: String, prep: String, phrase: String
    )
        throws
    {
        #expect(try Self.phrase(tag, name, prep).displayText == phrase)
    }

    @Test(arguments: [
        ("Avenue Foch", "sur", "sur l'avenue Foch"), ("Rue de Rivoli", nil, "la rue de Rivoli"),
        ("Le Havre", "vers", "vers Le Havre"), ("Le Havre", "à", "au Havre"), ("Le Mans", "de", "du Mans"),
        ("Les Champs-Élysées", "sur", "sur les Champs-Élysées"), ("Av. Foch", "sur", "sur l'av. Foch"),
    ])
    func frenchTypeWordsAreLowerCaseAndCityArticlesKeepTheirCapital(
        name: String, prep: String?, phrase: String
    )
        throws
    {
        #expect(try Self.phrase("fr-FR", name, prep).displayText == phrase)
    }

    @Test func aCityArticleIsKeptWithoutTheDefiniteArticleToo() throws {
        #expect(try Self.phrase("fr-FR", "Le Havre", nil, article: .none).displayText == "Le Havre")
        #expect(try Self.phrase("fr-FR", "Av. Foch", "sur").spokenText == "sur l'avenue Foch")
    }

    @Test func romanNumeralsAreReadOnlyInCanonicalForm() {
        #expect(RegnalNumbers.value(of: "XIII") == 13)
        #expect(RegnalNumbers.value(of: "IV") == 4)
        #expect(RegnalNumbers.value(of: "XXXIX") == 39)
        #expect(RegnalNumbers.value(of: "IIII") == nil)
        #expect(RegnalNumbers.value(of: "VX") == nil)
        #expect(RegnalNumbers.value(of: "Vi") == nil)
    }

    @Test func aLetterWildcardMatchesTheStartOfACompound() {
        let lexicon = SpokenLexicon(entries: [
            SpokenLexicon.Entry(written: ["*str."], spoken: "*straße", position: .anywhere)
        ])
        #expect(lexicon.apply(to: "Bahnhofstr. 5").spokenText == "Bahnhofstraße 5")
        #expect(lexicon.apply(to: "str.").spokenText == "str.")
        #expect(lexicon.apply(to: "12str.").spokenText == "12str.")
    }

    @Test func aTitleTakesTheFormOfTheGivenNameThatFollowsAndStandsOnlyAtTheNameStart() {
        let lexicon = SpokenLexicon(
            entries: [
                SpokenLexicon.Entry(
                    written: ["D."], spoken: "Dom", position: .nameStart, givenNameForms: ["feminine": "Dona"]
                )
            ],
            givenNames: ["feminine": ["Maria"]], typeWords: ["Rua"])
        #expect(lexicon.apply(to: "D. Pedro").spokenText == "Dom Pedro")
        #expect(lexicon.apply(to: "Rua D. Maria").spokenText == "Rua Dona Maria")
        #expect(lexicon.apply(to: "Rua Carlos D. Andrade").spokenText == "Rua Carlos D. Andrade")
    }

    @Test func regnalNumbersFollowOnlyListedNamesAndAgreeWithThem() {
        let lexicon = SpokenLexicon(
            entries: [], givenNames: ["feminine": ["Maria"]],
            regnalNumbers: RegnalNumbers(
                names: ["Pedro", "Maria"],
                words: ["masculine": ["Primeiro", "Segundo"], "feminine": ["Primeira", "Segunda"]],
                beyond: "#"))
        #expect(lexicon.apply(to: "Colégio Pedro II").spokenText == "Colégio Pedro Segundo")
        #expect(lexicon.apply(to: "Rua Maria II").spokenText == "Rua Maria Segunda")
        #expect(lexicon.apply(to: "Rua Pedro XIII").spokenText == "Rua Pedro 13")
        #expect(lexicon.apply(to: "Fase II").spokenText == "Fase II")
    }
}
