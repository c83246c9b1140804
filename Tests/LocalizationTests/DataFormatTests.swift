import Foundation
import Localization
import MessageFormat
import Testing

/// The locale file format must express the languages that come later (fr, es, de, en-GB): these
/// tests build such locales from small files and run them through the real functions.
@Suite struct DataFormatTests {
    static func locale(tag: String, ordinals: String, roads: String) -> String {
        """
        {
          "format": 1, "locale": "\(tag)", "name": "\(tag)", "script": "Latn", "voice": "x",
          "number": {"decimal": ",", "group": ".", "minimumGroupingDigits": 1},
          "distance": {"units": "metric", "rounding": {
            "metric": {"bands": [{"from": 10, "unit": "meter", "step": 10}], "below": {"value": 10, "unit": "meter"}},
            "imperial": {"bands": [{"from": 10, "unit": "foot", "step": 10}], "below": {"value": 10, "unit": "foot"}},
            "uk": {"bands": [{"from": 10, "unit": "yard", "step": 10}], "below": {"value": 10, "unit": "yard"}}
          }},
          "ordinals": \(ordinals),
          "roads": \(roads)
        }
        """
    }

    static let noRoads = """
        {"articles": {}, "prepositions": {}}
        """

    static func bundle(_ tag: String, ordinals: String, roads: String = noRoads) throws -> LocaleBundle {
        let units = ["meter", "kilometer", "foot", "yard", "mile", "lessThan"]
        let templates =
            ["[unit.display]"] + units.map { "\($0) = {$number}" } + ["[unit.spoken]"]
            + units.map { "\($0) = {$number}" }
        let directory = try TestData.scratchDirectory([
            "locales/\(tag).json": locale(tag: tag, ordinals: ordinals, roads: roads),
            "templates/\(tag).mf2": templates.joined(separator: "\n") + "\n",
        ])
        return try LocaleCatalog(directory: directory).bundle(for: tag)
    }

    @Test func frenchOrdinalsUseTheOrdinalCategoryAndGender() throws {
        let bundle = try Self.bundle(
            "fr-FR",
            ordinals: """
                {"defaultGender": "masculine",
                 "suffixes": {"masculine": {"one": "er", "other": "e"}, "feminine": {"one": "re", "other": "e"}},
                 "words": {"masculine": ["premier", "deuxième"], "feminine": ["première", "deuxième"]}}
                """)
        #expect(try Bundles.render(bundle, "{$n :ordinal gender=feminine}", ["n": 1]).text == "1re")
        #expect(try Bundles.render(bundle, "{$n :ordinal gender=masculine}", ["n": 1]).text == "1er")
        #expect(try Bundles.render(bundle, "{$n :ordinal gender=feminine}", ["n": 2]).text == "2e")
        #expect(
            try Bundles.render(bundle, "{$n :ordinal gender=feminine style=words}", ["n": 1]).text
                == "première")
    }

    @Test func spanishAndGermanOrdinals() throws {
        let spanish = try Self.bundle(
            "es-ES",
            ordinals: """
                {"defaultGender": "masculine", "suffixes": {"feminine": {"other": ".ª"}, "masculine": {"other": ".º"}},
                 "words": {"feminine": ["primera", "segunda", "tercera"], "masculine": ["primero", "segundo", "tercero"]}}
                """)
        #expect(try Bundles.render(spanish, "{$n :ordinal gender=feminine}", ["n": 3]).text == "3.ª")
        #expect(
            try Bundles.render(spanish, "{$n :ordinal gender=feminine style=words}", ["n": 3]).text
                == "tercera")
        let german = try Self.bundle(
            "de-DE",
            ordinals: """
                {"defaultGender": "any", "suffixes": {"any": {"other": "."}}, "words": {"any": ["erste", "zweite", "dritte"]}}
                """)
        #expect(try Bundles.render(german, "{$n :ordinal gender=feminine}", ["n": 3]).text == "3.")
        #expect(try Bundles.render(german, "{$n :ordinal style=words}", ["n": 3]).text == "dritte")
    }

    @Test func frenchElisionAndBritishMotorways() throws {
        let ordinals = """
            {"defaultGender": "any", "suffixes": {"any": {"other": "e"}}, "words": {}}
            """
        let french = try Self.bundle(
            "fr-FR", ordinals: ordinals,
            roads: """
                {"articles": {"feminine": "la", "masculine": "le", "elided": "l'", "masculine.plural": "les"},
                 "prepositions": {"à": {"none": "à", "feminine": "à la", "masculine": "au", "elided": "à l'", "masculine.plural": "aux"}},
                 "elisionInitials": "aeiouhâéèê",
                 "types": [{"word": "Rue", "gender": "feminine"}, {"word": "Avenue", "gender": "feminine"},
                           {"word": "Boulevard", "gender": "masculine"}, {"word": "Quais", "gender": "masculine", "number": "plural"}]}
                """)
        #expect(
            try Bundles.render(french, "{$r :road prep=à}", ["r": "Rue de Rivoli"]).text
                == "à la Rue de Rivoli")
        #expect(
            try Bundles.render(french, "{$r :road prep=à}", ["r": "Avenue Foch"]).text == "à l'Avenue Foch")
        #expect(
            try Bundles.render(french, "{$r :road prep=à}", ["r": "Boulevard Haussmann"]).text
                == "au Boulevard Haussmann")
        #expect(try Bundles.render(french, "{$r :road}", ["r": "Avenue Foch"]).text == "l'Avenue Foch")
        let british = try Self.bundle(
            "en-GB", ordinals: ordinals,
            roads: """
                {"articleByDefault": false, "articles": {"neuter": "the"},
                 "prepositions": {"onto": {"none": "onto", "neuter": "onto the"}},
                 "refs": [{"prefixes": ["M", "A"], "gender": "neuter", "article": true}]}
                """)
        #expect(try Bundles.render(british, "{$r :road prep=onto}", ["r": "M25"]).text == "onto the M25")
        #expect(
            try Bundles.render(british, "{$r :road prep=onto}", ["r": "Baker Street"]).text
                == "onto Baker Street")
    }
}
