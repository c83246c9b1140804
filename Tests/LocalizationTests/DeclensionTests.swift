import Foundation
import Localization
import Testing

/// Regular endings of adjectives (`roads.declension`): the words of a name that agree with its
/// type word decline with it, and whatever the tables cannot settle keeps the wording without
/// declension. Facts written for these tests first (so that each rule is seen alone), then the
/// shipped Polish, Russian and Ukrainian files on real names.
@Suite struct DeclensionTests {
    /// The Polish-like grammar of ``RoadInflectionTests`` with adjective endings, a roundabout
    /// preposition the implied type does not follow, and one ending whose locative is not known.
    static var declining: [String: Any] {
        var roads = RoadInflectionTests.declining
        var prepositions = roads["prepositions"] as? [String: Any] ?? [:]
        prepositions["roundabout"] = ["none": "na", "case": "locative", "uninflected": "na rondzie"]
        prepositions["toward"] = ["none": "w kierunku", "case": "genitive", "uninflected": "kierunek"]
        roads["prepositions"] = prepositions
        roads["cases"] = ["nominative", "genitive", "accusative", "instrumental", "locative"]
        var names = roads["names"] as? [[String: Any]] ?? []
        names.append(["name": "Łódź", "gender": "feminine", "forms": ["genitive": "Łodzi"]])
        roads["names"] = names
        roads["declension"] = [
            "adjectives": [
                "feminine": [
                    [
                        "nominative": "ska", "accusative": "ską", "instrumental": "ską",
                        "locative": "skiej",
                    ],
                    ["nominative": "cka", "accusative": "cką", "instrumental": "cką", "locative": "ckiej"],
                    ["nominative": "rcza", "accusative": "rczą"],
                ],
                "masculine": [
                    ["nominative": "ski", "accusative": "ski", "instrumental": "skim", "locative": "skim"]
                ],
            ],
            "impliedType": ["word": "ulica", "prepositions": ["into", "at", "along"]],
            "places": [
                "prepositions": ["toward"],
                "endings": [
                    ["nominative": "ów", "genitive": "owa"], ["nominative": "sk", "genitive": "ska"],
                ],
            ],
        ]
        return roads
    }

    static func display(_ facts: LocaleFacts, _ name: String, _ preposition: String) throws -> String {
        try RoadInflectionTests.phrase(facts, name, preposition).displayText
    }

    @Test(arguments: [
        // Every word after the type word agrees with it: they decline together.
        ("ulica Grójecka", "into", "w ulicę Grójecką"),
        ("ulica Grójecka", "at", "na ulicy Grójeckiej"),
        ("ulica Grójecka", "along", "ulicą Grójecką"),
        ("Ulica Stara Warszawska", "at", "na Ulicy Stara Warszawska"),
        ("plac Gdański", "at", "na placu Gdańskim"),
        // The masculine ending does not agree with a feminine type word: a complement.
        ("ulica Piłsudski", "at", "na ulicy Piłsudski"),
        // Genitive complements never change; a mixed tail stays as written too.
        ("ulica Kopernika", "into", "w ulicę Kopernika"),
        ("ulica Wojska Polskiego", "along", "ulicą Wojska Polskiego"),
        // Nothing after the type word but the type word declines.
        ("plac Defilad", "into", "na plac Defilad"),
    ])
    func adjectivesAgreeWithTheTypeWordAfterIt(name: String, preposition: String, display: String) throws {
        let facts = try RoadInflectionTests.facts(Self.declining)
        #expect(try Self.display(facts, name, preposition) == display)
    }

    @Test func anAbbreviatedTypeWordStaysWrittenWhileItsAdjectiveDeclines() throws {
        let facts = try RoadInflectionTests.facts(Self.declining)
        let phrase = try RoadInflectionTests.phrase(facts, "ul. Grójecka", "at")
        #expect(phrase.displayText == "na ul. Grójeckiej")
        #expect(phrase.spokenText == "na ulicy Grójeckiej")
        #expect(phrase.ssml == "na <sub alias=\"ulicy\">ul.</sub> Grójeckiej")
    }

    @Test func anAdjectiveWhoseFormIsNotListedFallsBackToTheUninflectedLead() throws {
        let facts = try RoadInflectionTests.facts(Self.declining)
        // "rcza" lists the accusative only.
        #expect(try Self.display(facts, "ulica Gorcza", "into") == "w ulicę Gorczą")
        #expect(try Self.display(facts, "ulica Gorcza", "at") == "– ulica Gorcza")
    }

    @Test(arguments: [
        ("Grójecka", "into", "w Grójecką"),
        ("Grójecka", "at", "na Grójeckiej"),
        ("Stara Grójecka", "along", "Stara Grójecka"),
        // The implied type does not follow the roundabout preposition.
        ("Grójecka", "roundabout", "na rondzie Grójecka"),
        // Not only adjectives, or not of the implied type's class: no type stands for it.
        ("Kopernika", "into", "– Kopernika"),
        ("Grunwaldzki", "into", "– Grunwaldzki"),
    ])
    func aNameOfAdjectivesAloneTakesTheImpliedType(name: String, preposition: String, display: String) throws
    {
        let facts = try RoadInflectionTests.facts(Self.declining)
        #expect(try Self.display(facts, name, preposition) == display)
    }

    @Test(arguments: [
        "GRÓJECKA",  // capitals only: an abbreviation or a sign
        "Grójecka2",  // digits
        "Nowo-Grójecka",  // a hyphen
        "Grójeцка",  // two scripts
        "Aska",  // a stem of one letter
    ])
    func aWordTheTablesCannotSettleIsNeverDeclined(name: String) throws {
        let facts = try RoadInflectionTests.facts(Self.declining)
        #expect(try Self.display(facts, name, "into") == "– \(name)")
        #expect(try Self.display(facts, "ulica \(name)", "at") == "na ulicy \(name)")
    }

    @Test(arguments: [
        ("Kraków", "toward", "w kierunku Krakowa"),
        ("Łódź", "toward", "w kierunku Łodzi"),
        ("Kraków, Gdańsk", "toward", "w kierunku Krakowa, Gdańska"),
        ("S8, Kraków", "toward", "w kierunku S8, Krakowa"),
        // One item the tables cannot settle leaves the whole sign in the nominative.
        ("Kraków, Centrum", "toward", "kierunek Kraków, Centrum"),
        ("Nowy Targ", "toward", "kierunek Nowy Targ"),
        ("kraków", "toward", "kierunek kraków"),
        // An adjective's ending ("-ska") is no place noun's: "Polska" is not declined.
        ("Polska", "toward", "kierunek Polska"),
        // A listed name without its form in the case is not known in it.
        ("Nowy Świat", "toward", "kierunek Nowy Świat"),
        // Place endings serve the place prepositions only.
        ("Kraków", "into", "– Kraków"),
    ])
    func aSignpostedPlaceDeclinesItemByItem(name: String, preposition: String, display: String) throws {
        let facts = try RoadInflectionTests.facts(Self.declining)
        #expect(try Self.display(facts, name, preposition) == display)
    }

    @Test func theLoaderRejectsBrokenTables() throws {
        func broken(_ change: (inout [String: Any]) -> Void) throws -> String {
            var roads = Self.declining
            var declension = roads["declension"] as? [String: Any] ?? [:]
            change(&declension)
            roads["declension"] = declension
            return try RoadInflectionTests.failure(roads)
        }
        #expect(try broken { $0["adjectives"] = ["femininum": [[String: String]]()] }.contains("femininum"))
        #expect(
            try broken { $0["adjectives"] = ["feminine": [["accusative": "ą"]]] }.contains(
                "adjectives.feminine[0].nominative: missing"))
        #expect(
            try broken { $0["adjectives"] = ["feminine": [["nominative": "a", "dative": "ej"]]] }.contains(
                "dative"))
        #expect(
            try broken { $0["adjectives"] = ["feminine": [["nominative": "a"], ["nominative": "a"]]] }
                .contains(
                    "listed twice"))
        #expect(
            try broken { $0["adjectives"] = ["feminine": [["nominative": "a", "position": "after"]]] }
                .contains(
                    "position"))
        #expect(
            try broken { $0["impliedType"] = ["word": "aleja", "prepositions": ["into"]] }.contains(
                "not a word of roads.types"))
        #expect(
            try broken { $0["impliedType"] = ["word": "ulica", "prepositions": ["onto"]] }.contains(
                "not a preposition of roads.prepositions"))
        #expect(
            try broken { $0["places"] = ["prepositions": ["onto"], "endings": [[String: String]]()] }
                .contains(
                    "not a preposition of roads.prepositions"))
        var roads = Self.declining
        roads["prepositions"] = [
            "toward": ["none": "w", "case": "genitive", "uninflected": "«{name}» {name}"]
        ]
        roads["declension"] = nil
        #expect(try RoadInflectionTests.failure(roads).contains("{name} stands once at most"))
    }
}

/// The shipped Polish, Russian and Ukrainian tables on names as maps write them.
@Suite struct ShippedDeclensionTests {
    @Test(arguments: [
        // Russian: adjective-first names, the type word last.
        ("ru-RU", "на-вин", "Ленинский проспект", "на Ленинский проспект"),
        ("ru-RU", "по-дат", "Ленинский проспект", "по Ленинскому проспекту"),
        ("ru-RU", "на-пред", "Ленинский проспект", "на Ленинском проспекте"),
        ("ru-RU", "на-вин", "Садовая улица", "на Садовую улицу"),
        ("ru-RU", "по-дат", "Садовая улица", "по Садовой улице"),
        ("ru-RU", "по-дат", "Варшавское шоссе", "по Варшавскому шоссе"),
        ("ru-RU", "на-пред", "Нижняя Красносельская улица", "на Нижней Красносельской улице"),
        ("ru-RU", "по-дат", "Малый Козихинский переулок", "по Малому Козихинскому переулку"),
        ("ru-RU", "на-вин", "Малый Козихинский переулок", "в Малый Козихинский переулок"),
        ("ru-RU", "по-дат", "Большой Каменный мост", "по Большому Каменному мосту"),
        ("ru-RU", "на-пред", "Донской проезд", "в Донском проезде"),
        // Russian: the type word first, an agreeing adjective after it, a complement that stays.
        ("ru-RU", "на-пред", "улица Тверская", "на улице Тверской"),
        ("ru-RU", "по-дат", "улица Ленина", "по улице Ленина"),
        ("ru-RU", "по-дат", "проспект Мира", "по проспекту Мира"),
        // Ukrainian: the road one drives along in the instrumental.
        ("uk-UA", "орудн", "Харківське шосе", "Харківським шосе"),
        ("uk-UA", "на-місц", "Харківське шосе", "на Харківському шосе"),
        ("uk-UA", "на-зн", "Повітрофлотський проспект", "на Повітрофлотський проспект"),
        ("uk-UA", "орудн", "Повітрофлотський проспект", "Повітрофлотським проспектом"),
        ("uk-UA", "на-місц", "Русанівська набережна", "на Русанівській набережній"),
        ("uk-UA", "на-зн", "вулиця Богдана Хмельницького", "на вулицю Богдана Хмельницького"),
        // Polish: the type word first, or no type word and the street understood.
        ("pl-PL", "w-bier", "ulica Grójecka", "w ulicę Grójecką"),
        ("pl-PL", "na-msc", "ulica Grójecka", "na ulicy Grójeckiej"),
        ("pl-PL", "w-bier", "Grójecka", "w Grójecką"),
        ("pl-PL", "narz", "Grójecka", "Grójecką"),
        ("pl-PL", "na-msc", "Ogrodowa", "na Ogrodowej"),
        ("pl-PL", "na-msc", "plac Grunwaldzki", "na placu Grunwaldzkim"),
        ("pl-PL", "rondo-msc", "rondo Mogilskie", "na rondzie Mogilskim"),
        ("pl-PL", "w-bier", "Aleje Jerozolimskie", "w Aleje Jerozolimskie"),
        ("pl-PL", "narz", "aleja Wojska Polskiego", "aleją Wojska Polskiego"),
        ("pl-PL", "w-bier", "ulica Kopernika", "w ulicę Kopernika"),
        // Polish signposts in the genitive after "w kierunku".
        ("pl-PL", "w-kier", "Kraków", "w kierunku Krakowa"),
        ("pl-PL", "w-kier", "Warszawa", "w kierunku Warszawy"),
        ("pl-PL", "w-kier", "Gdańsk", "w kierunku Gdańska"),
        ("pl-PL", "w-kier", "Poznań", "w kierunku Poznania"),
        ("pl-PL", "w-kier", "Łódź", "w kierunku Łodzi"),
        ("pl-PL", "w-kier", "Katowice, Wrocław", "w kierunku Katowic, Wrocławia"),
        ("pl-PL", "w-kier", "Zielona Góra", "w kierunku Zielonej Góry"),
        ("pl-PL", "w-kier", "A4, Lublin", "w kierunku A4, Lublina"),
        // Russian and Ukrainian signposts in the genitive.
        ("ru-RU", "в-направл", "Москва", "в направлении Москвы"),
        ("ru-RU", "в-направл", "Тверь", "в направлении Твери"),
        ("ru-RU", "в-направл", "Санкт-Петербург", "в направлении Санкт-Петербурга"),
        ("ru-RU", "в-направл", "Смоленск, Минск", "в направлении Смоленска, Минска"),
        ("ru-RU", "в-направл", "Ростов-на-Дону", "в направлении Ростова-на-Дону"),
        ("uk-UA", "у-напрямку", "Київ", "у напрямку Києва"),
        ("uk-UA", "у-напрямку", "Львів", "у напрямку Львова"),
        ("uk-UA", "у-напрямку", "Одеса", "у напрямку Одеси"),
        ("uk-UA", "у-напрямку", "Харків", "у напрямку Харкова"),
        ("uk-UA", "у-напрямку", "Бориспіль, Київ", "у напрямку Борисполя, Києва"),
    ])
    func aNameDeclinesWithItsTypeWord(tag: String, preposition: String, name: String, display: String)
        throws
    {
        let facts = try TestData.facts(tag)
        #expect(try RoadInflectionTests.phrase(facts, name, preposition).displayText == display)
    }

    @Test(arguments: [
        // Russian: "Большая" is stressed on the ending ("Большой"), "Рабочая" is not ("Рабочей"):
        // the tables do not guess, so only the accusative is known.
        ("ru-RU", "по-дат", "Большая Садовая улица", "— Большая Садовая улица"),
        // A numbered or hyphenated name, a possessive adjective, a noun before the type word.
        ("ru-RU", "по-дат", "1-я Тверская-Ямская улица", "— 1-я Тверская-Ямская улица"),
        ("ru-RU", "на-пред", "Садовая-Кудринская улица", "— Садовая-Кудринская улица"),
        ("ru-RU", "по-дат", "Волчий переулок", "— Волчий переулок"),
        ("ru-RU", "на-вин", "Арбатская площадь Новая", "— Арбатская площадь Новая"),
        // A feminine genitive after a masculine type word is no adjective of it.
        ("ru-RU", "по-дат", "проезд Серебряковой", "по проезду Серебряковой"),
        // Ukrainian: a possessive and a name without a type word.
        ("uk-UA", "на-зн", "Ярославів Вал", "— Ярославів Вал"),
        ("uk-UA", "орудн", "Кільцева дорога", "— Кільцева дорога"),
        // Polish: genitive names and a roundabout never take the implied "ulica".
        ("pl-PL", "w-bier", "Mickiewicza", "– Mickiewicza"),
        ("pl-PL", "w-bier", "Jana Pawła II", "– Jana Pawła II"),
        ("pl-PL", "rondo-msc", "Grójecka", "na rondzie Grójecka"),
        // Signs: a place whose genitive is not regular and not listed, a street, a foreign name.
        ("pl-PL", "w-kier", "Centrum", "kierunek Centrum"),
        ("pl-PL", "w-kier", "Mickiewicza", "kierunek Mickiewicza"),
        ("pl-PL", "w-kier", "Nowa", "kierunek Nowa"),
        ("pl-PL", "w-kier", "Campinas", "kierunek Campinas"),
        ("pl-PL", "w-kier", "Kraków, Tychy", "kierunek Kraków, Tychy"),
        // Russian and Ukrainian signs keep the quotes of the sign: neuter towns in "-ово"
        // decline or not by usage, an adjective may be a street, "Центр" takes "-а" or "-у".
        ("ru-RU", "в-направл", "Иваново", "по указателю «Иваново»"),
        ("ru-RU", "в-направл", "Тверская", "по указателю «Тверская»"),
        ("ru-RU", "в-направл", "Москва, Центр", "по указателю «Москва, Центр»"),
        ("uk-UA", "у-напрямку", "Центр", "за вказівником «Центр»"),
        ("uk-UA", "у-напрямку", "Campinas", "за вказівником «Campinas»"),
    ])
    func aNameTheTablesCannotSettleKeepsTheWordingWithoutDeclension(
        tag: String, preposition: String, name: String, display: String
    ) throws {
        let facts = try TestData.facts(tag)
        #expect(try RoadInflectionTests.phrase(facts, name, preposition).displayText == display)
    }

    @Test func theUninflectedFormMayWriteTextAroundTheName() throws {
        let facts = try TestData.facts("ru-RU")
        let phrase = try RoadInflectionTests.phrase(facts, "Иваново", "в-направл")
        #expect(phrase.displayText == "по указателю «Иваново»")
        #expect(phrase.spokenText == "по указателю «Иваново»")
        #expect(phrase.ssml == "по указателю «Иваново»")
        let capitalized = try facts.roads.phrase(
            "Иваново", preposition: "в-направл", lexicon: facts.spoken, capitalized: true)
        #expect(capitalized.displayText == "По указателю «Иваново»")
    }

    @Test func anAbbreviatedTypeWordAtTheEndIsSaidInTheCase() throws {
        let facts = try TestData.facts("ru-RU")
        let phrase = try RoadInflectionTests.phrase(facts, "Ленинский пр-т", "на-пред")
        #expect(phrase.displayText == "на Ленинском пр-т")
        #expect(phrase.spokenText == "на Ленинском проспекте")
    }
}
