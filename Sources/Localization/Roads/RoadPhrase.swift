import Foundation

/// A road or place name with the preposition and article the locale needs ("na Rua Augusta",
/// "ao Viaduto do Chá", "onto Main Street"), in display, spoken and SSML forms.
package struct RoadPhrase: SpeakableValue, Hashable {
    /// The words before the name ("na", "onto the"), or "" when none.
    public var lead: String
    /// The name (without a leading article that was contracted), with its spoken substitutions.
    public var name: SpokenText
    /// What the grammar found out about the name.
    public var analysis: RoadAnalysis
    /// Whether the first letter is upper-cased (sentence start).
    public var capitalized: Bool
    /// Whether the lead is a prefix written onto the name (Hebrew "ל" + "רחוב הרצל").
    public var joinsName = false
    /// Whether the display form sets the name apart from the text around it (FSI … PDI), so
    /// that a Latin name or road number keeps its order inside right-to-left text. Only the
    /// display form: speech has no direction.
    public var isolatesName = false

    /// What goes between the lead and the name: a space, or nothing after an elided or joined
    /// form.
    @usableFromInline
    var separator: String {
        // Only a lead ending in an apostrophe (U+2019 ends in 0x99) or a hyphen may be glued to
        // the name: any other last byte settles it without comparing characters.
        switch lead.utf8.last {
        case nil: return ""
        case UInt8(ascii: "'"), 0x99, UInt8(ascii: "-"): break
        default: return joinsName ? "" : " "
        }
        if joinsName || lead.isEmpty || lead.hasSuffix("'") || lead.hasSuffix("\u{2019}")
            || RoadFacts.isJoined(lead)
        {
            return ""
        }
        return " "
    }

    /// Whether `text` holds a letter of a left-to-right script (Latin "A1", "King Fahd Rd"): such
    /// a name is isolated in right-to-left text. Names in the locale's own script need no marks.
    public static func hasLeftToRightLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            guard scalar.properties.isAlphabetic else { return false }
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return false
            default:
                return true
            }
        }
    }

    /// The name as displayed: when ``isolatesName``, each item of it that holds a left-to-right
    /// letter inside first-strong isolation marks. A list of signs is isolated item by item
    /// ("⁨E11⁩، دبي"): one isolate around the whole list would take its direction from the first
    /// item and set the Arabic places after it left to right.
    @usableFromInline
    var displayedName: String {
        let text = name.displayText
        return isolatesName ? Self.isolatingLeftToRightItems(text) : text
    }

    /// ``isolatingLeftToRightItemsByCharacters(_:)`` of a name without a separator scalar and
    /// without a blank at either end (nearly every name: one item, its own core), settled on
    /// its scalars; any other name is walked by characters.
    static func isolatingLeftToRightItems(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, !isBlank(first), !isBlank(last),
            !scalars.contains(where: { RoadFacts.placeListSeparatorScalars.contains($0) })
        else { return isolatingLeftToRightItemsByCharacters(text) }
        return hasLeftToRightLetter(text) ? "\u{2068}" + text + "\u{2069}" : text
    }

    /// Whether Foundation's `.whitespaces` (general category Zs, and the tab) holds `scalar`.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Each item of a list of places that holds a left-to-right letter put inside first-strong
    /// isolation marks, its blanks outside them: the reference walk, by character.
    static func isolatingLeftToRightItemsByCharacters(_ text: String) -> String {
        let isolated = RoadFacts.mappingListItems(text) { item in
            let core = item.trimmingCharacters(in: .whitespaces)
            guard !core.isEmpty, Self.hasLeftToRightLetter(core), let range = item.range(of: core) else {
                return item
            }
            return item[..<range.lowerBound] + "\u{2068}" + core + "\u{2069}" + item[range.upperBound...]
        }
        // Every item maps to text: the walk never gives nil.
        return isolated ?? text
    }

    private func capitalize(_ text: String) -> String {
        guard capitalized else { return text }
        // An ASCII first byte followed by a byte below 0xCC is a character of its own, which
        // upper-cases to one byte: the bytes settle it without a Character.
        var bytes = text.utf8.makeIterator()
        if let first = bytes.next(), first < 0x80, first != 0x0D, bytes.next() ?? 0 < 0xCC {
            guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return text }
            return String(UnicodeScalar(first - 0x20)) + text.dropFirst()
        }
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// "na R. Augusta".
    public var displayText: String { capitalize(lead + separator + displayedName) }
    /// "na Rua Augusta".
    public var spokenText: String { capitalize(lead + separator + name.spokenText) }
    /// "na <sub alias=\"Rua\">R.</sub> Augusta".
    public var ssml: String { ssml(separator: separator) }

    /// The display, spoken and SSML forms built together, the separator found once.
    @usableFromInline
    var forms: (display: String, spoken: String, ssml: String) {
        let separator = separator
        let head = lead + separator
        return (
            capitalize(head + displayedName), capitalize(head + name.spokenText), ssml(separator: separator)
        )
    }

    private func ssml(separator: String) -> String {
        if lead.isEmpty {
            guard capitalized, case .text(let text)? = name.segments.first, !text.isEmpty else {
                return name.ssml
            }
            var segments = name.segments
            segments[0] = .text(capitalize(text))
            return SpokenText(segments: segments).ssml
        }
        // An elided article ("l'") is glued to the name; when the name's first word is
        // substituted for speech, the lead goes inside the substitution too, or eSpeak NG
        // reads the lone "l" as a letter.
        if separator.isEmpty, case .substitution(let written, let spoken)? = name.segments.first {
            let head = capitalize(lead)
            let rest = SpokenText(segments: Array(name.segments.dropFirst())).ssml
            return SSML.substitution(written: head + written, spoken: head + spoken) + rest
        }
        return SSML.escape(capitalize(lead) + separator) + name.ssml
    }
}

/// Whether a road phrase uses the definite article when the name's class allows it.
public enum ArticleUse: String, Sendable, Hashable, CaseIterable {
    /// Use the article (and contract it with the preposition): "na Rua Augusta".
    case definite
    /// No article: "em Rua Augusta" — for labels and lists.
    case none
}

/// Why a road phrase cannot be built.
package enum RoadPhraseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is empty or whitespace; templates test `select=gender` for `empty` first.
    case emptyName
    /// The preposition is not in the locale's table.
    case unknownPreposition(String, known: [String])
    /// The case is not one of the locale's `roads.cases`.
    case unknownCase(String, known: [String])

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .emptyName:
            return "the road name is empty"
        case .unknownPreposition(let preposition, let known):
            return
                "unknown preposition \"\(preposition)\" (this locale has: \(known.joined(separator: ", ")))"
        case .unknownCase(let grammaticalCase, let known):
            let list = known.isEmpty ? "none" : known.joined(separator: ", ")
            return "unknown case \"\(grammaticalCase)\" (this locale has: \(list))"
        }
    }
}

extension RoadFacts {
    /// Builds "prep + article + name" by the locale's contraction table.
    ///
    /// With an unknown class (or a name whose entry takes no article) the preposition's `none`
    /// form is used and no article is added ("em Foo Bar"); a name that starts with an article
    /// has it contracted ("em" + "A Hebraica" → "na Hebraica"), unless `article` is `.none`, when
    /// the name is kept whole ("em A Hebraica").
    ///
    /// - Parameters:
    ///   - name: the name as written.
    ///   - preposition: a preposition of the locale's table, or nil for none.
    ///   - article: whether to use the definite article.
    ///   - lexicon: the spoken-form lexicon applied to the name for the spoken and SSML forms.
    ///   - symbols: the locale's number symbols, so that a number in the name reads as the locale
    ///     writes it.
    ///   - capitalized: whether to upper-case the first letter.
    ///   - grammaticalCase: a case of `roads.cases` the name takes; nil for the one the preposition
    ///     governs, if any (see ``RoadInflection``).
    ///   - analysis: `analyze(name)` when the caller has it already (`:road` selects on it).
    package func phrase(
        _ name: String, preposition: String?, article: ArticleUse = .definite, lexicon: SpokenLexicon,
        symbols: DecimalSymbols? = nil, capitalized: Bool = false, grammaticalCase: String? = nil,
        analysis known: RoadAnalysis? = nil
    ) throws(RoadPhraseError) -> RoadPhrase {
        let analysis = known ?? analyze(name)
        guard analysis.evidence != .empty else { throw .emptyName }
        var forms: LeadTable.Forms?
        if let preposition {
            guard let table = leads.prepositions[preposition] else {
                throw .unknownPreposition(preposition, known: prepositions.keys.sorted())
            }
            forms = table
        }
        if let grammaticalCase, !inflection.cases.contains(grammaticalCase) {
            throw .unknownCase(grammaticalCase, known: inflection.cases)
        }
        var (lead, spokenBody) = leadAndBody(
            analysis, forms: forms, preposition: preposition, article: article)
        // A number named with its noun, as natives say it: sv "väg 75".
        if case .ref(let prefix) = analysis.evidence, let noun = refNoun(prefix) {
            spokenBody = noun + " " + spokenBody
        }
        let plain = RoadPhrase(
            lead: lead, name: lexicon.apply(to: spokenBody, symbols: symbols), analysis: analysis,
            capitalized: capitalized)
        var phrase = inflect(
            plain, preposition: preposition, grammaticalCase: grammaticalCase, lexicon: lexicon,
            symbols: symbols)
        phrase.isolatesName = isolatesLeftToRightNames && RoadPhrase.hasLeftToRightLetter(spokenBody)
        // A joined form ("ל-") loses its hyphen before a letter of `joinInitials` ("לרחוב").
        if Self.isJoined(phrase.lead), let first = spokenBody.first, joinInitials.contains(first) {
            phrase.lead = String(phrase.lead.dropLast())
            phrase.joinsName = true
        }
        return phrase
    }

    /// The words before the name (preposition and article, contracted) and the name as it
    /// follows them: without a leading article the lead contracted, its type word in lower
    /// case where the locale writes it so.
    func leadAndBody(
        _ analysis: RoadAnalysis, forms: LeadTable.Forms?, preposition: String?, article: ArticleUse
    ) -> (lead: String, body: String) {
        let useArticle = article == .definite && analysis.takesArticle
        var spokenBody: String
        let lead: String
        if useArticle, let grammaticalClass = analysis.grammaticalClass,
            !keepsOwnArticle(analysis, preposition: preposition)
        {
            spokenBody = analysis.body
            // A name's own article shows whether it elides: "Le Havre" gives "au Havre".
            let ownArticle = if case .nameArticle = analysis.evidence { true } else { false }
            let elides =
                !ownArticle && grammaticalClass.number == .singular && startsWithElisionInitial(analysis.body)
            if let forms {
                lead =
                    (elides ? forms.elidedForm(grammaticalClass) : nil) ?? forms.form(grammaticalClass)
                    ?? forms.none ?? ""
            } else {
                lead =
                    (elides ? leads.articles.elidedForm(grammaticalClass) : nil)
                    ?? leads.articles.form(grammaticalClass) ?? ""
            }
        } else {
            spokenBody = analysis.name
            lead = forms?.none ?? ""
        }
        if lowercaseTypeWords, case .typeWord(let written) = analysis.evidence, spokenBody.hasPrefix(written)
        {
            spokenBody = written.lowercased() + spokenBody.dropFirst(written.count)
        }
        return (lead, spokenBody)
    }

    /// Whether a preposition form is written onto the name: it ends with a hyphen.
    static func isJoined(_ form: String) -> Bool {
        // No final hyphen byte, no final hyphen: most forms are settled without counting.
        form.utf8.last == UInt8(ascii: "-") && form.count > 1 && form.hasSuffix("-")
    }

    /// Whether a name that starts with its own article keeps it whole: a name of
    /// `namesKeepingArticle` (or a list of signs it starts) when no preposition fuses with the
    /// article ("vers Le Havre", "Le Havre"; but "au Havre", "du Havre").
    private func keepsOwnArticle(_ analysis: RoadAnalysis, preposition: String?) -> Bool {
        guard case .nameArticle = analysis.evidence, keepsArticle(analysis.name),
            let grammaticalClass = analysis.grammaticalClass, let article = articles[grammaticalClass.key]
        else { return false }
        guard let preposition else { return true }
        let forms = prepositions[preposition] ?? [:]
        let none = forms["none"] ?? ""
        return forms[grammaticalClass.key] == (none.isEmpty ? article : none + " " + article)
    }

    private func startsWithElisionInitial(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        if elisionPrefixes.contains(where: { Self.starts(text, withElisionPattern: $0) }) { return true }
        guard !elisionInitials.isEmpty else { return false }
        return elisionInitials.contains(Character(first.lowercased()))
    }

    /// Whether `text` starts with `pattern`, `#` standing for a digit; a pattern that ends in a
    /// digit matches a whole number ("5#" matches "51-es", not "510").
    static func starts(_ text: String, withElisionPattern pattern: String) -> Bool {
        var rest = Substring(text)
        for wanted in pattern {
            guard let found = rest.first else { return false }
            let matches = wanted == "#" ? found.isASCII && found.isNumber : found == wanted
            guard matches else { return false }
            rest = rest.dropFirst()
        }
        guard let last = pattern.last, last == "#" || (last.isASCII && last.isNumber) else { return true }
        return !(rest.first.map { $0.isASCII && $0.isNumber } ?? false)
    }
}

extension RoadFacts {
    /// Whether `name` is, or starts a list of signs with, a name of `namesKeepingArticle`.
    func keepsArticle(_ name: String) -> Bool {
        namesKeepingArticle.contains { name.hasPrefix($0) && Self.isListHead($0, of: name) }
    }
}
