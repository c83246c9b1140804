import Localization
import MessageFormat
import Testing

@Suite struct RoadFunctionTests {
    static let genderSelector = """
        .input {$r :road select=gender}
        .match $r
        feminine {{F {$r :road prep=em}}}
        masculine {{M {$r :road prep=em}}}
        unknown {{U {$r :road prep=em}}}
        empty {{E}}
        * {{X}}
        """

    @Test(arguments: [
        ("Rua Augusta", "F na Rua Augusta"), ("Largo do Arouche", "M no Largo do Arouche"),
        ("BR-116", "F na BR-116"),
        ("Foo Bar", "U em Foo Bar"), ("", "E"), ("  ", "E"), ("Jardins", "M nos Jardins"),
    ])
    func genderSelectorPhrasesAroundUnknownAndEmpty(name: String, expected: String) throws {
        let result = try Bundles.render(try Bundles.load("pt-BR"), Self.genderSelector, ["r": .string(name)])
        #expect(result.text == expected)
        #expect(result.errors.isEmpty)
    }

    @Test func numberSelector() throws {
        let source =
            ".input {$r :road select=number} .match $r plural {{P}} singular {{S}} unknown {{U}} * {{X}}"
        let bundle = try Bundles.load("pt-PT")
        #expect(try Bundles.render(bundle, source, ["r": "Escadinhas de São Cristóvão"]).text == "P")
        #expect(try Bundles.render(bundle, source, ["r": "Rua Augusta"]).text == "S")
        #expect(try Bundles.render(bundle, source, ["r": "Foo"]).text == "U")
    }

    @Test func prepositionsAndArticlesThroughMessages() throws {
        let brazil = try Bundles.load("pt-BR")
        let turn = try Bundles.render(brazil, "Vire à direita {$r :road prep=em}", ["r": "Av. Paulista"])
        #expect(turn.display == "Vire à direita na Av. Paulista")
        #expect(turn.spoken == "Vire à direita na Avenida Paulista")
        #expect(turn.ssml == "Vire à direita na <sub alias=\"Avenida\">Av.</sub> Paulista")
        #expect(
            try Bundles.render(brazil, "Siga {$r :road prep=a}", ["r": "Viaduto do Chá"]).text
                == "Siga ao Viaduto do Chá")
        #expect(
            try Bundles.render(brazil, "{$r :road prep=em capitalize=true}, vire", ["r": "Rua Augusta"]).text
                == "Na Rua Augusta, vire")
        #expect(
            try Bundles.render(brazil, "{$r :road article=definite}", ["r": "A Hebraica"]).text
                == "a Hebraica")
        #expect(
            try Bundles.render(brazil, "{$r :road prep=em article=none}", ["r": "Rua Augusta"]).text
                == "em Rua Augusta")
        let english = try Bundles.load("en-US")
        let onto = try Bundles.render(english, "Turn left {$r :road prep=onto}", ["r": "Main St"])
        #expect(onto.display == "Turn left onto Main St")
        #expect(onto.spoken == "Turn left onto Main Street")
    }

    @Test func untrustedNamesAreEscapedInSSML() throws {
        let result = try Bundles.render(
            try Bundles.load("pt-BR"), "Vire {$r :road prep=em}", ["r": "Rua <Augusta> & Filhos \"Ltda\""])
        #expect(result.ssml == "Vire na Rua &lt;Augusta&gt; &amp; Filhos &quot;Ltda&quot;")
        #expect(result.display == "Vire na Rua <Augusta> & Filhos \"Ltda\"")
    }

    @Test func emptyNamesAndBadOptionsFallBack() throws {
        let bundle = try Bundles.load("pt-BR")
        let empty = try Bundles.render(bundle, "Vire {$r :road prep=em}", ["r": ""])
        #expect(empty.text == "Vire {$r}")
        #expect(empty.errors.map(\.kind) == [.badOperand])
        let badPrep = try Bundles.render(bundle, "{$r :road prep=onto}", ["r": "Rua Augusta"])
        #expect(badPrep.text == "{$r}")
        #expect(badPrep.errors.map(\.kind) == [.badOption])
        let notSelectable = try Bundles.render(
            bundle, ".input {$r :road} .match $r feminine {{F}} * {{X}}", ["r": "Rua A"])
        #expect(notSelectable.text == "X")
        #expect(notSelectable.errors.map(\.kind) == [.badSelector])
    }

    /// The options are read in one pass, and checked in the order `:road` always checked them,
    /// each with its own message.
    @Test func badOptionsAreReportedOneByOneInOrder() throws {
        let bundle = try Bundles.load("pt-BR")
        let cases: [(String, String)] = [
            ("{$r :road prep=onto article=some}", "prep must be one of a, at\u{00E9}, de, em, para, por"),
            ("{$r :road article=some capitalize=yes}", "article must be one of definite, none"),
            ("{$r :road capitalize=yes select=size}", "capitalize must be one of true, false"),
            ("{$r :road select=size case=dative}", "select must be one of gender, number"),
            ("{$r :road case=dative}", "case must be one of none (this locale has no cases)"),
            ("{$r :road article=none capitalize=true}", ""),
        ]
        for (source, detail) in cases {
            let result = try Bundles.render(bundle, source, ["r": "Rua Augusta"])
            if detail.isEmpty {
                #expect(result.errors.isEmpty, "\(source)")
                #expect(result.text == "Rua Augusta", "\(source)")
            } else {
                #expect(result.errors.map(\.kind) == [.badOption], "\(source)")
                #expect(result.errors.first?.detail == "$r: " + detail, "\(source)")
            }
        }
        let polish = try Bundles.load("pl-PL")
        let badCase = try Bundles.render(polish, "{$r :road case=vocative}", ["r": "ulica Marszałkowska"])
        #expect(badCase.errors.first?.detail.hasPrefix("$r: case must be one of nominative") == true)
    }
}
