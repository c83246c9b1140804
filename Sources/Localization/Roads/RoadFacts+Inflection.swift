extension RoadFacts {
    /// The case a phrase takes: the one asked for, else the one its preposition governs.
    public func governedCase(preposition: String?, requested: String?) -> String? {
        requested ?? preposition.flatMap { inflection.governedCases[$0] }
    }

    /// Inflects a phrase built without case: the type word's preposition replaces the table's
    /// (pl "na plac" where streets take "w ulicę"), then the name takes its case form: a listed
    /// name's own form, else the type word's form (an abbreviation stays as written and is said
    /// in the case: "na ul. Mickiewicza" said "na ulicy Mickiewicza"), else a harmony suffix
    /// (tr "Atatürk Caddesi'ne"). Anything the data does not know stays as written.
    func inflect(
        _ phrase: RoadPhrase, preposition: String?, grammaticalCase: String?, lexicon: SpokenLexicon,
        symbols: DecimalSymbols?
    ) -> RoadPhrase {
        guard !inflection.isEmpty else { return phrase }
        var result = phrase
        let analysis = phrase.analysis
        let grammaticalCase = governedCase(preposition: preposition, requested: grammaticalCase)
        if let preposition, let grammaticalCase, inflection.declension.placePrepositions.contains(preposition)
        {
            return inflectPlaces(
                phrase, preposition: preposition, case: grammaticalCase, lexicon: lexicon, symbols: symbols)
        }
        let listed = inflection.listedName(analysis.name)
        var type: TypeWord?
        var written = ""
        var placement = TypePlacement.first
        if case .typeWord(let spelling) = analysis.evidence,
            let position = headIndex.byLowercased[spelling.lowercased()]
        {
            type = types[position]
            written = spelling
        } else if analysis.evidence == .unknown, listed == nil {
            if typeWordsFollowNames, let (spelling, position) = trailingTypeWord(of: analysis.name) {
                type = types[position]
                written = spelling
                placement = .last
            } else if let implied = inflection.declension.impliedType,
                preposition.map(inflection.declension.impliedTypePrepositions.contains) ?? true,
                let position = headIndex.byLowercased[implied.lowercased()]
            {
                type = types[position]
                placement = .implied
            }
        }
        let body = phrase.name.displayText
        var declined = Declined.typeOnly
        if let found = type, let grammaticalCase {
            declined = decline(
                body, type: found, written: written, placement: placement, case: grammaticalCase)
        }
        // A type word the name only ends with, or stands for, counts when the name declines.
        if placement != .first, case .typeOnly = declined { type = nil }
        if placement == .implied, case .unknown = declined { type = nil }
        if let preposition {
            var override: String?
            if let type { override = inflection.typePrepositions[type.word]?[preposition] }
            if case .ref(let prefix) = analysis.evidence {
                override =
                    (inflection.refPrepositions[prefix] ?? inflection.refPrepositions[RefPattern.anyPrefix])?[
                        preposition]
            }
            if let form = listed?.prepositions[preposition] { override = form }
            if let override { result.lead = override }
        }
        guard let grammaticalCase else { return result }
        // A listed name without its form in this case is not known in it.
        var known = listed?.forms[grammaticalCase] != nil || type != nil
        if case .unknown = declined { known = false }
        if case .ref = analysis.evidence { known = true }
        // A suffixing locale knows the case when its rules settle the name's ending.
        let harmonized = inflection.suffixes?.inflect(phrase.name, case: grammaticalCase)
        if harmonized != nil { known = true }
        if !known, let preposition, uninflected(&result, preposition) { return result }
        if let listed, let form = listed.forms[grammaticalCase] {
            result.name = lexicon.apply(to: form, symbols: symbols)
        } else if case .name(let text) = declined, let type {
            result.name = lexicon.apply(to: text, symbols: symbols)
            // An abbreviated type word stays as written and is said in the case.
            if let form = inflection.typeForms[type.word]?[grammaticalCase],
                written.lowercased() != type.word.lowercased()
            {
                let index = placement == .last ? result.name.segments.count - 1 : 0
                if result.name.segments.indices.contains(index),
                    case .substitution(let shown, _) = result.name.segments[index], shown == written
                {
                    result.name.segments[index] = .substitution(written: shown, spoken: form)
                }
            }
        } else if let type, let form = inflection.typeForms[type.word]?[grammaticalCase],
            body.lowercased().hasPrefix(written.lowercased())
        {
            if written.lowercased() == type.word.lowercased() {
                let head = Self.matchingInitialCase(form, as: String(body.prefix(written.count)))
                result.name = lexicon.apply(to: head + body.dropFirst(written.count), symbols: symbols)
            } else if case .substitution(let shown, _)? = phrase.name.segments.first, shown == written {
                result.name.segments[0] = .substitution(written: shown, spoken: form)
            }
        } else if let harmonized {
            result.name = harmonized
        }
        return result
    }

    /// A signposted place, or a list of them ("Kraków, Katowice"), after a preposition of
    /// `declension.placePrepositions`: every item in the case (a listed name's form, a place
    /// noun the endings decline, a road number as it is: "w kierunku Krakowa, Katowic", "w
    /// kierunku A4, Krakowa"), or else, if one item cannot be settled, the whole name as written
    /// after the uninflected lead ("kierunek Centrum").
    func inflectPlaces(
        _ phrase: RoadPhrase, preposition: String, case grammaticalCase: String, lexicon: SpokenLexicon,
        symbols: DecimalSymbols?
    ) -> RoadPhrase {
        var result = phrase
        let name = phrase.analysis.name
        func settle(_ item: String) -> String? {
            let core = item.trimmingWhitespace()
            guard !core.isEmpty else { return nil }
            let form: String
            if let listed = inflection.listedName(core) {
                guard let listedForm = listed.forms[grammaticalCase] else { return nil }
                form = listedForm
            } else if refPattern(of: core) != nil {
                form = core
            } else if !core.contains(" "),
                case .declined(let declined) = inflection.declension.place(
                    Substring(core), case: grammaticalCase)
            {
                form = declined
            } else {
                return nil
            }
            // The spaces around the item stay where they were ("Kraków, Katowice").
            let leading = item.prefix { $0.isWhitespace }
            let trailing = item.reversed().prefix { $0.isWhitespace }
            return leading + form + String(trailing)
        }
        if let declined = Self.mappingListItems(name, settle) {
            result.name = lexicon.apply(to: declined, symbols: symbols)
        } else {
            _ = uninflected(&result, preposition)
        }
        return result
    }

    /// Puts the uninflected form of `preposition` before the name (and its enclosure around
    /// it); false when the preposition has none.
    func uninflected(_ phrase: inout RoadPhrase, _ preposition: String) -> Bool {
        guard let lead = inflection.uninflectedLeads[preposition] else { return false }
        phrase.lead = lead
        if let enclosure = inflection.uninflectedEnclosures[preposition] {
            phrase.name = SpokenText(verbatim: enclosure.opening).appending(phrase.name).appending(
                SpokenText(verbatim: enclosure.closing))
        }
        return true
    }

    /// Where the type word a name declines by stands.
    enum TypePlacement {
        /// At the start, as the analysis found it ("улица Ленина", "ulica Grójecka").
        case first
        /// At the end, after the adjectives that agree with it ("Ленинский проспект").
        case last
        /// Nowhere: the name is only adjectives and `declension.impliedType` stands for it
        /// (pl "Grójecka", an "ulica").
        case implied
    }

    /// What declining a name's words gave.
    enum Declined {
        /// The whole name in the case.
        case name(String)
        /// Only the type word declines (the other words are complements that never change:
        /// "улица Ленина", "ulica Jana Pawła II").
        case typeOnly
        /// The name's words cannot be settled: the caller falls back.
        case unknown
    }

    /// `body` with its type word and the adjectives that agree with it in `grammaticalCase`.
    ///
    /// After a type word that starts the name, the other words decline only when every one is an
    /// adjective of the type's class; when none is, they are complements and stay; when some are
    /// and some are not, they stay too (the wording without declension). Before a type word that
    /// ends the name, and for a name the implied type stands for, every word must be such an
    /// adjective, or nothing is known.
    func decline(
        _ body: String, type: TypeWord, written: String, placement: TypePlacement,
        case grammaticalCase: String
    ) -> Declined {
        let declension = inflection.declension
        let classKey = type.grammaticalClass.key
        let dictionaryCase = inflection.cases.first
        let typeForm =
            grammaticalCase == dictionaryCase ? type.word : inflection.typeForms[type.word]?[grammaticalCase]
        // The words in the case, and how many no adjective ending fits.
        func words(_ text: Substring, beforeType: Bool) -> (declined: [String], unmatched: Int, known: Bool) {
            var declined: [String] = []
            var unmatched = 0
            var known = true
            for word in text.split(separator: " ", omittingEmptySubsequences: false) {
                switch declension.adjective(
                    word, classKey: classKey, case: grammaticalCase, beforeType: beforeType)
                {
                case .declined(let form):
                    declined.append(form)
                case .unknownForm:
                    declined.append(String(word))
                    known = false
                case .unmatched:
                    declined.append(String(word))
                    unmatched += 1
                    known = false
                }
            }
            return (declined, unmatched, known)
        }
        switch placement {
        case .first:
            guard let typeForm, body.count > written.count else { return .typeOnly }
            let rest = body.dropFirst(written.count)
            guard rest.first == " " else { return .typeOnly }
            let (declined, unmatched, known) = words(rest.dropFirst(), beforeType: false)
            if known {
                let head =
                    written.lowercased() == type.word.lowercased()
                    ? Self.matchingInitialCase(typeForm, as: String(body.prefix(written.count))) : written
                return .name(head + " " + declined.joined(separator: " "))
            }
            // Every word an adjective, one of them of unknown form: nothing is sure. Some words
            // no adjective: complements, which stay as they are.
            return unmatched == 0 ? .unknown : .typeOnly
        case .last:
            guard let typeForm else { return .unknown }
            let front = body.dropLast(written.count)
            guard front.last == " " else { return .unknown }
            let (declined, _, known) = words(front.dropLast(), beforeType: true)
            guard known else { return .unknown }
            let tail =
                written.lowercased() == type.word.lowercased()
                ? Self.matchingInitialCase(typeForm, as: written) : written
            return .name(declined.joined(separator: " ") + " " + tail)
        case .implied:
            let (declined, _, known) = words(Substring(body), beforeType: false)
            return known ? .name(declined.joined(separator: " ")) : .unknown
        }
    }

    /// The type word a name ends with, written in full or abbreviated, and its position in
    /// `types`; nil when the last word is none.
    func trailingTypeWord(of name: String) -> (String, Int)? {
        guard let space = name.lastIndex(of: " ") else { return nil }
        let last = name[name.index(after: space)...]
        guard let position = headIndex.byLowercased[last.lowercased()] else { return nil }
        return (String(last), position)
    }

    /// `form` with its first letter upper-cased when `model`'s is ("Plac" → "Placu").
    static func matchingInitialCase(_ form: String, as model: String) -> String {
        guard let first = model.first, first.isUppercase, let head = form.first else { return form }
        return head.uppercased() + form.dropFirst()
    }
}
