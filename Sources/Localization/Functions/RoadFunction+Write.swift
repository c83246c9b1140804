/// `:road` written straight into a renderer's buffers for a fresh rendering: the name analysed,
/// its lead found, its spoken substitutions found as byte ranges of the name, and the three
/// forms copied from the name's bytes and the lead, with no ``RoadPhrase``, ``SpokenText`` or
/// form string made. It writes what ``directPhrase(_:_:)`` phrases (`RoadBytePathTests` keeps
/// them equal); names it does not take go through ``directPhrase(_:_:)``.
extension RoadFunction {
    /// Writes the phrase ``directPhrase(_:_:)`` builds for `name` into `sink`; returns whether
    /// its display form ends with a full stop, or nil (nothing written) when it builds none.
    @inlinable @inline(__always)
    package func directWrite<Sink: FormSink>(_ name: String, _ options: DirectOptions, into sink: inout Sink)
        -> Bool?
    {
        if let written = withDirectPieces(name, options, { $0.write(into: &sink) }) { return written }
        return directPhrase(name, options)?.write(into: &sink)
    }

    /// Runs `body` with the pieces of the phrase of `name`, when the direct writing takes it: a
    /// function that keeps no phrase, a name of the byte path in a locale without case forms or
    /// isolation, no capital asked for, a lead not joined onto the name. Nil otherwise.
    @usableFromInline
    package func withDirectPieces(
        _ name: String, _ options: DirectOptions, _ body: (DirectRoadPieces) -> Bool
    ) -> Bool? {
        guard !phrases.isEnabled, !options.capitalized, facts.roads.inflection.isEmpty,
            !facts.roads.isolatesLeftToRightNames, facts.spoken.usesBytePath, options.grammaticalCase == nil
        else { return nil }
        let settled = name.utf8.withContiguousStorageIfAvailable { bytes in
            facts.roads.withDirectPieces(
                name, bytes: bytes, options, lexicon: facts.spoken, symbols: facts.number, body)
        }
        if case .some(.some(let answer)) = settled { return answer }
        return withAnalyzedPieces(name, options, body)
    }

    /// ``withDirectPieces(_:_:_:)`` from the general analysis of the name, for the names the
    /// analysis over bytes leaves to it.
    private func withAnalyzedPieces(
        _ name: String, _ options: DirectOptions, _ body: (DirectRoadPieces) -> Bool
    ) -> Bool? {
        let roads = facts.roads
        let lexicon = facts.spoken
        let analysis = roads.analyze(name)
        guard analysis.evidence != .empty else { return nil }
        var forms: LeadTable.Forms?
        if let preposition = options.preposition {
            guard let table = roads.leads.prepositions[preposition] else { return nil }
            forms = table
        }
        let (lead, text) = roads.leadAndBody(
            analysis, forms: forms, preposition: options.preposition, article: options.article)
        guard !RoadFacts.isJoined(lead) else { return nil }
        let separator = RoadPhrase.separator(lead: lead, joinsName: false)
        let result = text.utf8.withContiguousStorageIfAvailable { bytes in
            lexicon.withSubstitutions(text, bytes: bytes, symbols: facts.number, pluralCategory: nil) {
                substitutions in
                body(
                    DirectRoadPieces(
                        lead: lead, separator: separator, text: text, bytes: bytes,
                        substitutions: substitutions))
            }
        }
        return result ?? nil
    }
}

extension RoadFacts {
    /// The pieces of the phrase of a name of bytes, from ``directAnalysis(_:)``, for a function
    /// that keeps no phrase, in a locale without case forms, isolation, elision, lower-cased
    /// type words or names keeping their article: the lead as ``leadAndBody`` finds it, the
    /// substitutions as the lexicon finds them. `body`'s answer, or `.some(nil)` when the
    /// direct writing does not take the name (a lead joined onto it, text off the byte path);
    /// nil when only the general analysis can tell.
    func withDirectPieces(
        _ name: String, bytes: UnsafeBufferPointer<UInt8>, _ options: RoadFunction.DirectOptions,
        lexicon: SpokenLexicon, symbols: DecimalSymbols, _ body: (DirectRoadPieces) -> Bool
    ) -> Bool?? {
        guard !lowercaseTypeWords, elisionInitials.isEmpty, let analysis = directAnalysis(bytes),
            !analysis.ownArticle || namesKeepingArticle.isEmpty
        else { return nil }
        var forms: LeadTable.Forms?
        if let preposition = options.preposition {
            guard
                let table = options.leadNumber.map({ leads.numbered[$0] }) ?? leads.prepositions[preposition]
            else { return .some(nil) }
            forms = table
        }
        var bodyStart = 0
        let lead: String
        if options.article == .definite, analysis.takesArticle,
            let grammaticalClass = analysis.grammaticalClass
        {
            bodyStart = analysis.bodyStart
            if let forms {
                lead = forms.form(grammaticalClass) ?? forms.none ?? ""
            } else {
                lead = leads.articles.form(grammaticalClass) ?? ""
            }
        } else {
            lead = forms?.none ?? ""
        }
        guard !Self.isJoined(lead) else { return .some(nil) }
        let separator = RoadPhrase.separator(lead: lead, joinsName: false)
        func pieces(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
            lexicon.withSubstitutions(text, bytes: bytes, symbols: symbols, pluralCategory: nil) {
                substitutions in
                body(
                    DirectRoadPieces(
                        lead: lead, separator: separator, text: text, bytes: bytes,
                        substitutions: substitutions))
            }
        }
        if bodyStart == 0 { return .some(pieces(name, bytes)) }
        // A name's own article gives way to the locale's: the rest is a text of its own.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[bodyStart...]), as: UTF8.self)
        return text.utf8.withContiguousStorageIfAvailable { pieces(text, $0) }
    }
}

/// A phrase as the direct writing finds it: the lead and separator, the name's text and bytes,
/// and the substitutions for speech as byte ranges of it, in order.
@usableFromInline
package struct DirectRoadPieces {
    @usableFromInline let lead: String
    @usableFromInline let separator: String
    @usableFromInline let text: String
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let substitutions: UnsafeBufferPointer<SpokenLexicon.ByteSubstitution>

    /// The name's bytes from `start` to `end`.
    @inlinable
    func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Bytes of static markup.
    @inlinable
    static func markup(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Writes the three forms as ``RoadPhrase`` makes them (display: lead, separator, name as
    /// written; spoken: every substitution said; SSML: escaped, each substitution a `<sub>`, an
    /// elided lead inside the first one); returns whether the display form ends with a full
    /// stop. The lead's, the separator's and each spoken text's bytes are read once for all the
    /// forms, which are written side by side (each form's order is what counts).
    @inlinable
    package func write<Sink: FormSink>(into sink: inout Sink) -> Bool {
        FormSinkText.withAllBytes(lead) { lead in
            FormSinkText.withAllBytes(separator) { separator in
                write(lead: lead, separator: separator, into: &sink)
            }
        }
    }

    /// ``write(into:)`` with the bytes of the lead and the separator.
    @inlinable
    func write<Sink: FormSink>(
        lead: UnsafeBufferPointer<UInt8>, separator: UnsafeBufferPointer<UInt8>, into sink: inout Sink
    ) -> Bool {
        var tail = DisplayTail()
        if !lead.isEmpty {
            sink.appendDisplay(lead)
            sink.appendSpoken(lead)
            tail.add(lead)
        }
        if !separator.isEmpty {
            sink.appendDisplay(separator)
            sink.appendSpoken(separator)
            tail.add(separator)
        }
        if !bytes.isEmpty {
            sink.appendDisplay(bytes)
            tail.add(bytes)
        }
        // An elided article goes inside the first word's substitution.
        let elided =
            !lead.isEmpty && separator.isEmpty && substitutions.first.map { $0.start == 0 } == true
        if !lead.isEmpty, !elided {
            sink.appendSSMLEscaping(lead)
            sink.appendSSMLEscaping(separator)
        }
        // A name with nothing to escape goes to the SSML form as it is, piece by piece.
        let clean = !FormSinkText.mayNeedEscaping(bytes)
        var cursor = 0
        for number in substitutions.indices {
            let substitution = substitutions[number]
            if substitution.start > cursor {
                let piece = slice(cursor, substitution.start)
                sink.appendSpoken(piece)
                if clean { sink.appendSSML(piece) } else { sink.appendSSMLEscaping(piece) }
            }
            let inside = number == 0 && elided
            FormSinkText.withAllBytes(substitution.spoken) { spoken in
                if !spoken.isEmpty { sink.appendSpoken(spoken) }
                sink.appendSSML(Self.markup("<sub alias=\""))
                if inside { sink.appendSSMLEscaping(lead) }
                sink.appendSSMLEscaping(spoken)
                sink.appendSSML(Self.markup("\">"))
                if inside { sink.appendSSMLEscaping(lead) }
                let written = slice(substitution.start, substitution.end)
                if clean {
                    if !written.isEmpty { sink.appendSSML(written) }
                } else {
                    sink.appendSSMLEscaping(written)
                }
                sink.appendSSML(Self.markup("</sub>"))
            }
            cursor = substitution.end
        }
        if cursor < bytes.count {
            let piece = slice(cursor, bytes.count)
            sink.appendSpoken(piece)
            if clean { sink.appendSSML(piece) } else { sink.appendSSMLEscaping(piece) }
        }
        return tail.endsWithFullStop ?? (self.lead + self.separator + text).hasSuffix(".")
    }
}
