import Foundation
import MessageFormat
import Testing

@testable import Localization

/// The byte paths of name phrasing (the lexicon expanded over UTF-8 bytes, the options of `:road`
/// read in one pass, the three forms of a phrase built together) must give what the general
/// paths give, in every locale, for every name the data and the fixtures hold and for variations
/// made from each locale's own words.
@Suite struct RoadBytePathTests {
    /// Names made from a locale's head words and lexicon: abbreviations at the start, in the
    /// middle and at the end, hyphens, Roman numerals, digits with group separators,
    /// apostrophes, mixed case and words of other scripts.
    static func variations(_ facts: LocaleFacts) -> [String] {
        var words: [String] = []
        for type in facts.roads.types { words += [type.word] + type.abbreviations }
        for entry in facts.spoken.entries {
            words.append(entry.written.joined(separator: " ").replacingOccurrences(of: "#", with: "7"))
        }
        let given = (facts.spoken.regnalNumbers?.names.sorted() ?? []).prefix(6)
        let tails = ["Augusta", "Paulista", "Foch", "Main", "Ленина", "הרצל", "الملك", "İstiklal", "Straße"]
        var names: [String] = []
        for (position, word) in words.enumerated() {
            let tail = tails[position % tails.count]
            names += [
                "\(word) \(tail)", "\(tail) \(word)", "\(tail) \(word) \(tail)", "\(word) \(word)",
                "\(word)-\(tail)", "\(tail)-\(word).", "\(word) 1.500", "\(word) 15\u{00A0}000", "12 \(word)",
                "\(word) d'\(tail)", "\(word) D’\(tail)", "\(word.uppercased()) \(tail)",
                "\(word.lowercased()) \(tail)",
                "(\(word)) \(tail),", "\(word) \(tail) II", "\(word) \(tail) XIV.", "\(word)\u{0301} \(tail)",
                "\(word) \(tail) N", "N \(word) \(tail)", "\(word) \(tail) St NW", " \(word)  \(tail) ",
            ]
        }
        for name in given {
            names += ["Av. \(name) II", "\(name) IV", "\(name)-IX-Straße", "R. D. \(name) I", "\(name) XL"]
        }
        return names
    }

    @Test func theLexiconSaysWhatItsOracleSaysWordByWord() throws {
        let catalog = try TestData.catalog()
        var compared = 0
        var changed = 0
        let plural: @Sendable (String) -> String = { $0 == "1" ? "one" : "other" }
        for tag in try catalog.negotiation().shippedTags {
            let facts = try catalog.facts(tag)
            let lexicon = facts.spoken
            let names =
                LexiconFastPathTests.lexiconNames(lexicon) + Self.variations(facts) + NameCorpus.strings(tag)
                + ["1,5 km", "1 km", "2 m", "3 mi", "km 25", "A-1", "1º", "×2", "a÷b", "\t", "R.\r\nX"]
            let oracle = LexiconOracle(lexicon: lexicon)
            for name in names {
                let expanded = lexicon.apply(to: name, symbols: facts.number)
                #expect(expanded == oracle.apply(to: name, symbols: facts.number), "\(tag): \"\(name)\"")
                if expanded.segments != [.text(name)] { changed += 1 }
                compared += 1
            }
            for name in ["1,5 km", "1 km", "2 m", "3 mi", "12 km/h", "1.500 m", "15\u{202F}000 m"] {
                #expect(
                    lexicon.apply(to: name, symbols: facts.number, pluralCategory: plural)
                        == oracle.apply(to: name, symbols: facts.number, pluralCategory: plural),
                    "\(tag): \"\(name)\"")
            }
        }
        #expect(compared > 50_000)
        #expect(changed > 5_000)
    }

    /// A word the tables built at load reject (no entry's first word of its first byte and
    /// length, no pattern opening with its first byte, no digit) is one at which matching
    /// finds no entry, in every locale; and they reject most words of real names.
    @Test func wordsRejectedAtLoadTablesStartNoEntry() throws {
        let catalog = try TestData.catalog()
        var words = 0
        var rejected = 0
        for tag in try catalog.negotiation().shippedTags {
            let facts = try catalog.facts(tag)
            let lexicon = facts.spoken
            for name in Self.variations(facts).prefix(4_000) + NameCorpus.strings(tag) {
                name.utf8.withContiguousStorageIfAvailable { bytes in
                    guard SpokenLexicon.isByteText(bytes) else { return }
                    withUnsafeTemporaryAllocation(
                        of: SpokenLexicon.WordSpan.self, capacity: bytes.count / 2 + 1
                    ) {
                        spans in
                        let count = SpokenLexicon.split(bytes, into: spans)
                        let spanned = UnsafeBufferPointer(rebasing: spans[..<count])
                        for word in 0..<count {
                            words += 1
                            let core = UnsafeBufferPointer(
                                rebasing: bytes[spans[word].coreStart..<spans[word].coreEnd])
                            guard !lexicon.index.bytes.mayStartEntry(core) else { continue }
                            rejected += 1
                            let match = lexicon.matchBytes(
                                at: word, bytes: bytes, words: spanned, text: name, symbols: facts.number,
                                pluralCategory: nil)
                            if match == nil { continue }
                            Issue.record("\(tag): \"\(name)\", word \(word)")
                        }
                    }
                }
            }
        }
        #expect(rejected > words / 4, "\(rejected) of \(words)")
    }

    @Test func escapingWhileCopyingEscapesAsTheEscaper() {
        let texts = [
            "", "Rua Augusta", "<b>&\"'</b>", "a\u{1}b\tc\nd\re\u{0}", "x\u{FFFE}y\u{FFFF}z\u{FFFD}",
            "São João & Filhos", "\u{1F}", "&", "Ленина \"1\"", "\u{EFBF}\u{FEFF}",
        ]
        // Each sign at each place of a text longer than two words of eight bytes, and text
        // with none of them, beside bytes that are close to them.
        let plain = Array("Avenida Paulista 1!".unicodeScalars)
        var placed: [String] = ["Avenida Paulista !=?;%'ÿ", "Ção ~{}|\u{7F}\u{80}"]
        for sign in [
            "&", "<", ">", "\"", "\u{1}", "\u{1F}", "\t", "\n", "\r", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}",
        ] {
            for place in 0...plain.count {
                var text = String(String.UnicodeScalarView(plain[..<place]))
                text += sign + String(String.UnicodeScalarView(plain[place...]))
                placed.append(text)
            }
        }
        for text in texts + placed {
            var sink = CollectingSink()
            sink.appendSSMLEscaping(text)
            #expect(sink.forms.ssml == SSML.escape(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// The full-stop rule on bytes says what `hasSuffix(".")` says, or leaves it to it.
    @Test func theFullStopRuleOnBytesIsTheCharacterRule() {
        for text in [
            "", ".", "a.", "Str.", "Straße.", "R. ", "ab", "1.", "\u{05D0}.", "\u{0600}.", "e\u{0301}.",
        ] {
            var tail = DisplayTail()
            text.utf8.withContiguousStorageIfAvailable { tail.add($0) }
            if let ends = tail.endsWithFullStop {
                #expect(ends == text.hasSuffix("."), "\(text)")
            } else {
                #expect(text.utf8.last == UInt8(ascii: "."), "\(text)")
            }
        }
    }

    @Test func wildcardsAreReplacedAsFoundationReplacesThem() {
        for spoken in ["#", "Km #", "#-# #", "sem número", "Estrada #ª", "Rua #\u{0301}", "", "a#b#"] {
            for text in ["3", "12", "Ab-c"] {
                #expect(
                    SpokenLexicon.replacing(UInt8(ascii: "#"), in: spoken, with: Substring(text))
                        == spoken.replacingOccurrences(of: "#", with: text), "\(spoken)")
            }
        }
    }

    /// Places and road numbers found over bytes are those the characters give.
    @Test func theAnalysisOverBytesFindsWhatCharactersFind() throws {
        let catalog = try TestData.catalog()
        var compared = 0
        var places = 0
        var numbers = 0
        for tag in try catalog.negotiation().shippedTags {
            let roads = try catalog.facts(tag).roads
            var names = NameCorpus.strings(tag)
            for place in roads.places {
                for name in place.names {
                    names += [
                        name, "\(name), Braga", "\(name) / A1", "\(name)  ;", "\(name)x", "\(name) Alegre",
                        "\(name)\u{0301}, X", "\(name)、東京", "\(name) ،", name.lowercased(),
                    ]
                }
            }
            for ref in roads.refs {
                for prefix in ref.prefixes {
                    names += [
                        "\(prefix)-116", "\(prefix) 5", "\(prefix)5", "\(prefix)-", "\(prefix)1\u{0301}",
                        "X\(prefix)1",
                    ]
                }
            }
            for article in roads.nameArticles {
                names += [
                    "\(article.word) Hebraica", "\(article.word)  Mall", "\(article.word) ",
                    "\(article.word)x Y",
                    "\(article.word) \u{00A0}Porto", "\(article.word) 1",
                ]
            }
            for type in roads.types.prefix(12) {
                for spelling in [type.word] + type.abbreviations {
                    names += [
                        "\(spelling) Augusta", spelling.uppercased() + " X", "\(spelling)", "\(spelling)á",
                        "\(spelling)-1",
                        "\(spelling)\r\nX", "\(spelling)é X",
                    ]
                }
            }
            for name in names {
                let place = roads.place(of: name)
                let placeByPrefixes = roads.placeByPrefixes(of: name)
                #expect(place?.0 == placeByPrefixes?.0, "\(tag): \"\(name)\"")
                #expect(place?.1 == placeByPrefixes?.1, "\(tag): \"\(name)\"")
                let ref = roads.refPattern(of: name)
                let refByCharacters = roads.refPatternByCharacters(of: name)
                #expect(ref?.0 == refByCharacters?.0, "\(tag): \"\(name)\"")
                #expect(ref?.1 == refByCharacters?.1, "\(tag): \"\(name)\"")
                compared += 1
                if place != nil { places += 1 }
                if ref != nil { numbers += 1 }
            }
        }
        #expect(compared > 100_000)
        #expect(places > 500)
        #expect(numbers > 500)
    }

    /// The lead forms by class slot are the forms the locale file lists by class key.
    @Test func leadFormsBySlotAreTheFormsByKey() throws {
        let catalog = try TestData.catalog()
        for tag in try catalog.negotiation().shippedTags {
            let roads = try catalog.facts(tag).roads
            var tables = roads.prepositions.map { ($0.key, $0.value, roads.leads.prepositions[$0.key]) }
            tables.append(("(articles)", roads.articles, roads.leads.articles))
            #expect(roads.leads.prepositions.count == roads.prepositions.count)
            for (name, table, forms) in tables {
                let forms = try #require(forms, "\(tag) \(name)")
                for gender in GrammaticalGender.allCases {
                    for number in GrammaticalNumber.allCases {
                        let grammaticalClass = GrammaticalClass(gender, number)
                        #expect(forms.form(grammaticalClass) == table[grammaticalClass.key], "\(tag) \(name)")
                    }
                }
                #expect(forms.none == table["none"], "\(tag) \(name)")
                #expect(forms.elided == table["elided"], "\(tag) \(name)")
            }
        }
    }

    @Test func theByteTextTestAdmitsOnlyLatinLettersThatStandAlone() {
        func admits(_ text: String) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { SpokenLexicon.isByteText($0) } ?? false
        }
        #expect(admits("Av. São João, 1.500"))
        #expect(admits("Łódź Żeromskiego"))
        #expect(!admits("Rua\u{0301}"))
        #expect(!admits("15\u{00A0}000"))
        #expect(!admits("2×3"))
        #expect(!admits("ул. Ленина"))
        #expect(!admits("1º"))
    }

    @Test func phrasesOverBytesAreThePhrasesOfTheGeneralPath() throws {
        let catalog = try TestData.catalog()
        var compared = 0
        for tag in try catalog.negotiation().shippedTags {
            let facts = try catalog.facts(tag)
            let roads = facts.roads
            let function = RoadFunction(facts: facts)
            let names =
                Self.variations(facts).filter { $0.utf8.count <= 40 }
                + NameCorpus.found(tag).filter { $0.utf8.count <= 40 }.sorted()
            let prepositions: [String?] = [nil] + roads.prepositions.keys.sorted()
            let cases: [String?] = [nil] + roads.inflection.cases
            // Every combination for some names, one combination (cycling through them all)
            // for each of the others.
            var combinations: [(String?, ArticleUse, Bool, String?)] = []
            for preposition in prepositions {
                for article in ArticleUse.allCases {
                    for capitalized in [false, true] {
                        for grammaticalCase in cases {
                            combinations.append((preposition, article, capitalized, grammaticalCase))
                        }
                    }
                }
            }
            for (position, name) in names.enumerated() {
                let first = position % combinations.count
                let chosen = position % 593 == 0 ? combinations[...] : combinations[first..<first + 1]
                for (preposition, article, capitalized, grammaticalCase) in chosen {
                    let fast = try? roads.phrase(
                        name, preposition: preposition, article: article, lexicon: facts.spoken,
                        symbols: facts.number, capitalized: capitalized, grammaticalCase: grammaticalCase)
                    let slow = fast
                    if let fast, let slow {
                        let forms = RoadValue(phrase: fast, analysis: fast.analysis)
                        #expect(forms.displayText == slow.displayText, "\(tag): \"\(name)\"")
                        #expect(forms.spokenText == slow.spokenText, "\(tag): \"\(name)\"")
                        #expect(forms.ssml == slow.ssml, "\(tag): \"\(name)\"")
                    }
                    // Written straight into buffers, by turns by the phrase and by `:road`'s entry
                    // point for message programs (the phrase from its memo): the forms and the
                    // full-stop answer are the general path's, or nothing is written.
                    var sink = CollectingSink()
                    var endsWithFullStop: Bool?
                    // Two names in four each way, so that both get both capitalizations.
                    if position % 4 < 2 {
                        endsWithFullStop = fast?.write(into: &sink)
                    } else {
                        let options = RoadFunction.DirectOptions(
                            preposition: preposition, article: article, capitalized: capitalized,
                            grammaticalCase: grammaticalCase)
                        endsWithFullStop = function.directPhrase(name, options)?.write(into: &sink)
                    }
                    let written = sink.forms
                    let agrees =
                        endsWithFullStop == slow.map { $0.displayText.hasSuffix(".") }
                        && written.display == slow?.displayText ?? ""
                        && written.spoken == slow?.spokenText ?? ""
                        && written.ssml == slow?.ssml ?? ""
                    if !agrees {
                        Issue.record("\(tag): \"\(name)\" \(preposition ?? "-") written \(written)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 50_000)
    }

    /// The entry point with options already read phrases as `:road` does through a message.
    @Test func theDirectEntryPhrasesAsTheMessageDoes() throws {
        let catalog = try TestData.catalog()
        var compared = 0
        for tag in try catalog.negotiation().shippedTags {
            let facts = try catalog.facts(tag)
            let bundle = try Bundles.load(tag)
            let function = RoadFunction(facts: facts)
            let names = Self.variations(facts).enumerated().filter { $0.offset % 53 == 0 }.map(\.element)
            for name in names + ["", "Rua <Augusta> & \"Filhos\""] {
                for preposition in [nil] + facts.roads.prepositions.keys.sorted() {
                    let option = preposition.map { " prep=|\($0)|" } ?? ""
                    let message = try Bundles.render(
                        bundle, "{$r :road\(option) article=none capitalize=true}", ["r": .string(name)])
                    let value = try function.phrase(
                        name: name, preposition: preposition, article: .none, capitalized: true)
                    if value.phrase == nil {
                        #expect(message.errors.map(\.kind) == [.badOperand], "\(tag): \"\(name)\"")
                        continue
                    }
                    #expect(message.display == value.displayText, "\(tag): \"\(name)\"")
                    #expect(message.spoken == value.spokenText, "\(tag): \"\(name)\"")
                    #expect(message.ssml == value.ssml, "\(tag): \"\(name)\"")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
    }
}
