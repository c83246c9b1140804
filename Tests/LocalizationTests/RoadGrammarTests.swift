import Localization
import Testing

@Suite struct RoadGrammarTests {
    /// Head words by class, written for these tests independently of the locale files.
    static let sharedFeminine = [
        "Rua", "Avenida", "Estrada", "Rodovia", "Travessa", "Alameda", "Praça", "Ladeira", "Calçada",
        "Marginal",
        "Ponte", "Autoestrada", "Auto-Estrada", "Rotunda", "Via", "Escadaria", "Passagem", "Estação",
        "Igreja",
        "Escola", "Praia", "Universidade", "Faculdade", "Catedral", "Capela", "Basílica", "Feira",
        "Biblioteca",
        "Farmácia", "Galeria", "Torre",
    ]
    static let sharedMasculine = [
        "Largo", "Viaduto", "Túnel", "Acesso", "Anel", "Beco", "Caminho", "Parque", "Passeio", "Cais",
        "Elevado",
        "Complexo", "Jardim", "Eixo", "Bairro", "Museu", "Hospital", "Teatro", "Shopping", "Aeroporto",
        "Estádio",
        "Mercado", "Colégio", "Centro", "Instituto", "Palácio", "Mosteiro", "Convento", "Castelo",
        "Cemitério",
        "Terminal", "Pátio", "Edifício", "Campo",
    ]
    static let heads: [String: [String: [String]]] = [
        "pt-BR": [
            "feminine": sharedFeminine + [
                "Rotatória", "Servidão", "Alça", "Rodoviária", "Pinacoteca", "Prefeitura", "Zona", "Região",
                "Orla", "Linha", "Ilha",
            ],
            "masculine": sharedMasculine + [
                "Rodoanel", "Trevo", "Contorno", "Corredor", "Retorno", "Conjunto", "Setor", "Autódromo",
                "Sambódromo", "Clube", "Memorial", "Monumento",
            ],
            "masculine.plural": ["Jardins", "Arcos"],
            "feminine.plural": [],
        ],
        "pt-PT": [
            "feminine": sharedFeminine + [
                "Praceta", "Azinhaga", "Urbanização", "Quinta", "Sé", "Gare", "Circular", "CRIL", "CREL",
                "VCI", "Segunda Circular",
            ],
            "masculine": sharedMasculine + [
                "Nó", "Miradouro", "Terreiro", "Alto", "Liceu", "Padrão", "Centro Comercial",
            ],
            "masculine.plural": ["Arcos"],
            "feminine.plural": ["Escadinhas", "Escadas"],
        ],
    ]

    /// Preposition + article contractions, written for these tests.
    static func contraction(_ preposition: String, _ key: String, portugal: Bool) -> String {
        let table: [String: [String]] = [
            "em": ["em", "na", "no", "nas", "nos"],
            "a": ["a", "à", "ao", "às", "aos"],
            "de": ["de", "da", "do", "das", "dos"],
            "por": ["por", "pela", "pelo", "pelas", "pelos"],
            "para": ["para", "para a", "para o", "para as", "para os"],
            "até": portugal
                ? ["até", "até à", "até ao", "até às", "até aos"]
                : ["até", "até a", "até o", "até as", "até os"],
        ]
        let index =
            ["none": 0, "feminine": 1, "masculine": 2, "feminine.plural": 3, "masculine.plural": 4][key] ?? 0
        return table[preposition]?[index] ?? "?"
    }

    static let prepositions = ["em", "a", "de", "por", "para", "até"]

    @Test(arguments: ["pt-BR", "pt-PT"])
    func everyHeadWordWithEveryPreposition(tag: String) throws {
        let facts = try TestData.facts(tag)
        let expected = try #require(Self.heads[tag])
        let listed = Set(facts.roads.types.map(\.word))
        #expect(listed == Set(expected.values.joined()), "the test lists and \(tag).json disagree")
        #expect(Set(facts.roads.prepositions.keys) == Set(Self.prepositions))
        for (key, words) in expected {
            for word in words {
                let name = "\(word) Teste"
                for preposition in Self.prepositions {
                    let phrase = try facts.roads.phrase(name, preposition: preposition, lexicon: facts.spoken)
                    let lead = Self.contraction(preposition, key, portugal: tag == "pt-PT")
                    #expect(phrase.displayText == "\(lead) \(name)", "\(tag) \(preposition) + \(name)")
                }
                let bare = try facts.roads.phrase(name, preposition: nil, lexicon: facts.spoken)
                let article = [
                    "feminine": "a", "masculine": "o", "feminine.plural": "as", "masculine.plural": "os",
                ][key]
                #expect(bare.displayText == "\(article ?? "?") \(name)")
                let gender = facts.roads.analyze(name).genderKey
                #expect(gender == key.replacingOccurrences(of: ".plural", with: ""))
                #expect(
                    facts.roads.analyze(name).numberKey == (key.hasSuffix("plural") ? "plural" : "singular"))
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var tag: String
        var name: String
        var preposition: String?
        var display: String
        var spoken: String
        var gender: String
        var description: String { "\(tag) \(preposition ?? "-") \(name)" }
    }

    static let cases: [Case] = [
        Case(
            tag: "pt-BR", name: "Rua Augusta", preposition: "em", display: "na Rua Augusta",
            spoken: "na Rua Augusta", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Largo do Arouche", preposition: "em", display: "no Largo do Arouche",
            spoken: "no Largo do Arouche", gender: "masculine"),
        Case(
            tag: "pt-BR", name: "BR-116", preposition: "em", display: "na BR-116", spoken: "na BR-116",
            gender: "feminine"),
        Case(
            tag: "pt-BR", name: "SP-280", preposition: "por", display: "pela SP-280", spoken: "pela SP-280",
            gender: "feminine"),
        Case(
            tag: "pt-BR", name: "SP 280", preposition: "de", display: "da SP 280", spoken: "da SP 280",
            gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Avenida Paulista", preposition: "a", display: "à Avenida Paulista",
            spoken: "à Avenida Paulista", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Viaduto do Chá", preposition: "a", display: "ao Viaduto do Chá",
            spoken: "ao Viaduto do Chá", gender: "masculine"),
        Case(
            tag: "pt-BR", name: "Jardins", preposition: "em", display: "nos Jardins", spoken: "nos Jardins",
            gender: "masculine"),
        Case(
            tag: "pt-BR", name: "Av. Paulista", preposition: "em", display: "na Av. Paulista",
            spoken: "na Avenida Paulista", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "R. Augusta", preposition: "em", display: "na R. Augusta",
            spoken: "na Rua Augusta", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Al. Santos", preposition: "para", display: "para a Al. Santos",
            spoken: "para a Alameda Santos", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Pça. da Sé", preposition: "em", display: "na Pça. da Sé",
            spoken: "na Praça da Sé", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Rod. Anhanguera", preposition: "por", display: "pela Rod. Anhanguera",
            spoken: "pela Rodovia Anhanguera", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Est. de Itapecerica", preposition: "de", display: "da Est. de Itapecerica",
            spoken: "da Estrada de Itapecerica", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Av.Paulista", preposition: "em", display: "na Av.Paulista",
            spoken: "na Av.Paulista", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "RUA AUGUSTA", preposition: "em", display: "na RUA AUGUSTA",
            spoken: "na RUA AUGUSTA", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "  Rua Augusta  ", preposition: "em", display: "na Rua Augusta",
            spoken: "na Rua Augusta", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Foo Bar", preposition: "em", display: "em Foo Bar", spoken: "em Foo Bar",
            gender: "unknown"),
        Case(
            tag: "pt-BR", name: "Foo Bar", preposition: "a", display: "a Foo Bar", spoken: "a Foo Bar",
            gender: "unknown"),
        Case(
            tag: "pt-BR", name: "Paulista", preposition: "de", display: "de Paulista", spoken: "de Paulista",
            gender: "unknown"),
        Case(
            tag: "pt-BR", name: "Ruazinha Torta", preposition: "em", display: "em Ruazinha Torta",
            spoken: "em Ruazinha Torta", gender: "unknown"),
        Case(
            tag: "pt-BR", name: "Foo Bar", preposition: nil, display: "Foo Bar", spoken: "Foo Bar",
            gender: "unknown"),
        Case(
            tag: "pt-BR", name: "A Hebraica", preposition: "em", display: "na Hebraica",
            spoken: "na Hebraica", gender: "feminine"),
        Case(
            tag: "pt-BR", name: "O Boticário", preposition: "de", display: "do Boticário",
            spoken: "do Boticário", gender: "masculine"),
        Case(
            tag: "pt-BR", name: "A Hebraica", preposition: nil, display: "a Hebraica", spoken: "a Hebraica",
            gender: "feminine"),
        Case(
            tag: "pt-BR", name: "Os Lusíadas", preposition: "a", display: "aos Lusíadas",
            spoken: "aos Lusíadas", gender: "masculine"),
        Case(
            tag: "pt-PT", name: "A1", preposition: "em", display: "na A1", spoken: "na A1", gender: "feminine"
        ),
        Case(
            tag: "pt-PT", name: "A 2", preposition: "por", display: "pela A 2", spoken: "pela A 2",
            gender: "feminine"),
        Case(
            tag: "pt-PT", name: "R 2", preposition: "por", display: "pela R 2", spoken: "pela R 2",
            gender: "feminine"),
        Case(
            tag: "pt-BR", name: "R. 25 de Março", preposition: "em", display: "na R. 25 de Março",
            spoken: "na Rua 25 de Março", gender: "feminine"),
        Case(
            tag: "pt-PT", name: "EN1", preposition: "em", display: "na EN1", spoken: "na Estrada Nacional 1",
            gender: "feminine"),
        Case(
            tag: "pt-PT", name: "IC19", preposition: "em", display: "no IC19", spoken: "no I C 19",
            gender: "masculine"),
        Case(
            tag: "pt-PT", name: "IP5", preposition: "a", display: "ao IP5", spoken: "ao I P 5",
            gender: "masculine"),
        Case(
            tag: "pt-PT", name: "A Brasileira", preposition: "em", display: "na Brasileira",
            spoken: "na Brasileira", gender: "feminine"),
        Case(
            tag: "pt-PT", name: "Rotunda da Boavista", preposition: "até",
            display: "até à Rotunda da Boavista", spoken: "até à Rotunda da Boavista", gender: "feminine"),
        Case(
            tag: "pt-PT", name: "Escadinhas de São Cristóvão", preposition: "em",
            display: "nas Escadinhas de São Cristóvão", spoken: "nas Escadinhas de São Cristóvão",
            gender: "feminine"),
        Case(
            tag: "pt-PT", name: "Lg. do Chiado", preposition: "a", display: "ao Lg. do Chiado",
            spoken: "ao Largo do Chiado", gender: "masculine"),
        Case(
            tag: "pt-PT", name: "CRIL", preposition: "para", display: "para a CRIL", spoken: "para a CRIL",
            gender: "feminine"),
        Case(
            tag: "pt-PT", name: "Av. da Liberdade", preposition: "em", display: "na Av. da Liberdade",
            spoken: "na Avenida da Liberdade", gender: "feminine"),
        Case(
            tag: "en-US", name: "Main Street", preposition: "onto", display: "onto Main Street",
            spoken: "onto Main Street", gender: "unknown"),
        Case(
            tag: "en-US", name: "Main St", preposition: "onto", display: "onto Main St",
            spoken: "onto Main Street", gender: "unknown"),
        Case(
            tag: "en-US", name: "The Mall", preposition: "onto", display: "onto the Mall",
            spoken: "onto the Mall", gender: "neuter"),
        Case(
            tag: "en-US", name: "I-95", preposition: "toward", display: "toward I-95", spoken: "toward I-95",
            gender: "unknown"),
        Case(
            tag: "en-US", name: "N Main St", preposition: nil, display: "N Main St",
            spoken: "North Main Street", gender: "unknown"),
    ]

    @Test(arguments: cases)
    func phrases(expected: Case) throws {
        let facts = try TestData.facts(expected.tag)
        let phrase = try facts.roads.phrase(
            expected.name, preposition: expected.preposition, lexicon: facts.spoken)
        #expect(phrase.displayText == expected.display)
        #expect(phrase.spokenText == expected.spoken)
        #expect(phrase.analysis.genderKey == expected.gender)
    }

    @Test func abbreviationsBecomeSubstitutionsInSSML() throws {
        let facts = try TestData.facts("pt-BR")
        let phrase = try facts.roads.phrase("Av. Brig. Faria Lima", preposition: "em", lexicon: facts.spoken)
        #expect(
            phrase.ssml
                == "na <sub alias=\"Avenida\">Av.</sub> <sub alias=\"Brigadeiro\">Brig.</sub> Faria Lima")
    }

    @Test func untrustedNamesAreEscaped() throws {
        let facts = try TestData.facts("pt-BR")
        let phrase = try facts.roads.phrase(
            "Rua <Augusta> & Filhos \"Ltda\"", preposition: "em", lexicon: facts.spoken)
        #expect(phrase.displayText == "na Rua <Augusta> & Filhos \"Ltda\"")
        #expect(phrase.ssml == "na Rua &lt;Augusta&gt; &amp; Filhos &quot;Ltda&quot;")
    }

    @Test func articleNoneKeepsTheNameWhole() throws {
        let facts = try TestData.facts("pt-BR")
        let hebraica = try facts.roads.phrase(
            "A Hebraica", preposition: "em", article: .none, lexicon: facts.spoken)
        #expect(hebraica.displayText == "em A Hebraica")
        let rua = try facts.roads.phrase(
            "Rua Augusta", preposition: "de", article: .none, lexicon: facts.spoken)
        #expect(rua.displayText == "de Rua Augusta")
    }

    @Test func capitalizedPhrasesStartASentence() throws {
        let facts = try TestData.facts("pt-BR")
        let phrase = try facts.roads.phrase(
            "Av. Paulista", preposition: "em", lexicon: facts.spoken, capitalized: true)
        #expect(phrase.displayText == "Na Av. Paulista")
        #expect(phrase.spokenText == "Na Avenida Paulista")
        #expect(phrase.ssml == "Na <sub alias=\"Avenida\">Av.</sub> Paulista")
        let bare = try facts.roads.phrase("foo", preposition: nil, lexicon: facts.spoken, capitalized: true)
        #expect(bare.ssml == "Foo")
    }

    @Test(arguments: ["", "   ", "\n"])
    func emptyNamesAreAnError(name: String) throws {
        let facts = try TestData.facts("pt-BR")
        #expect(throws: RoadPhraseError.emptyName) {
            try facts.roads.phrase(name, preposition: "em", lexicon: facts.spoken)
        }
        #expect(facts.roads.analyze(name).genderKey == "empty")
        #expect(facts.roads.analyze(name).numberKey == "empty")
    }

    @Test func unknownPrepositionsAreAnError() throws {
        let facts = try TestData.facts("pt-BR")
        #expect(throws: RoadPhraseError.self) {
            try facts.roads.phrase("Rua Augusta", preposition: "onto", lexicon: facts.spoken)
        }
    }
}

@Suite struct ForeignRoadNumberTests {
    /// A road number takes the article its pattern implies, whatever country it comes from: a
    /// driver from Brazil in Portugal hears "na A5", one from Portugal in Brazil "na SP-330".
    @Test(arguments: [
        ("pt-BR", "A5", "na A5"), ("pt-BR", "N-247", "na N-247"), ("pt-PT", "SP-330", "na SP-330"),
        ("pt-PT", "BR 116", "na BR 116"), ("es-ES", "SP-330", "en la SP-330"),
        ("de-DE", "SP-330", "auf der SP-330"),
    ])
    func numbersOfOtherCountriesTakeTheirArticle(tag: String, name: String, expected: String) throws {
        let facts = try TestData.facts(tag)
        let preposition = ["es-ES": "en", "de-DE": "auf-dat"][tag] ?? "em"
        let phrase = try facts.roads.phrase(name, preposition: preposition, lexicon: facts.spoken)
        #expect(phrase.displayText == expected)
    }

    @Test func listedPrefixesWinAndNamesAreNotNumbers() throws {
        let facts = try TestData.facts("pt-PT")
        // IC is listed as masculine (o itinerário complementar); the pattern would say feminine.
        #expect(
            try facts.roads.phrase("IC19", preposition: "em", lexicon: facts.spoken).displayText == "no IC19")
        // A word in capitals is not a road number without its digit.
        #expect(
            try facts.roads.phrase("CRIAR", preposition: "em", lexicon: facts.spoken).displayText
                == "em CRIAR")
        #expect(
            try facts.roads.phrase("ABCDE-5", preposition: "em", lexicon: facts.spoken).displayText
                == "em ABCDE-5")
    }
}
