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
        var type: TypeWord?
        var written = ""
        if case .typeWord(let spelling) = analysis.evidence,
            let position = headIndex.byLowercased[spelling.lowercased()]
        {
            type = types[position]
            written = spelling
        }
        if let preposition {
            var override: String?
            if let type { override = inflection.typePrepositions[type.word]?[preposition] }
            if case .ref(let prefix) = analysis.evidence {
                override =
                    (inflection.refPrepositions[prefix] ?? inflection.refPrepositions[RefPattern.anyPrefix])?[
                        preposition]
            }
            if let listed = inflection.listedName(analysis.name), let form = listed.prepositions[preposition]
            {
                override = form
            }
            if let override { result.lead = override }
        }
        guard let grammaticalCase = governedCase(preposition: preposition, requested: grammaticalCase) else {
            return result
        }
        let listed = inflection.listedName(analysis.name)
        var known = listed != nil || type != nil
        if case .ref = analysis.evidence { known = true }
        if inflection.suffixes?.cases[grammaticalCase] != nil { known = true }
        if !known, let preposition, let lead = inflection.uninflectedLeads[preposition] {
            result.lead = lead
            return result
        }
        let body = phrase.name.displayText
        if let listed, let form = listed.forms[grammaticalCase] {
            result.name = lexicon.apply(to: form, symbols: symbols)
        } else if let type, let form = inflection.typeForms[type.word]?[grammaticalCase],
            body.lowercased().hasPrefix(written.lowercased())
        {
            if written.lowercased() == type.word.lowercased() {
                let head = Self.matchingInitialCase(form, as: String(body.prefix(written.count)))
                result.name = lexicon.apply(to: head + body.dropFirst(written.count), symbols: symbols)
            } else if case .substitution(let shown, _)? = phrase.name.segments.first, shown == written {
                result.name.segments[0] = .substitution(written: shown, spoken: form)
            }
        } else if let harmony = inflection.suffixes,
            let suffix = harmony.suffix(for: phrase.name.spokenText, case: grammaticalCase)
        {
            result.name = phrase.name.appending(SpokenText(verbatim: harmony.separator + suffix))
        }
        return result
    }

    /// `form` with its first letter upper-cased when `model`'s is ("Plac" → "Placu").
    static func matchingInitialCase(_ form: String, as model: String) -> String {
        guard let first = model.first, first.isUppercase, let head = form.first else { return form }
        return head.uppercased() + form.dropFirst()
    }
}
