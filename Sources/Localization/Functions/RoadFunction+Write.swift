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
    /// stop.
    @inlinable
    package func write<Sink: FormSink>(into sink: inout Sink) -> Bool {
        var tail = DisplayTail()
        FormSinkText.withBytes(lead) { piece in
            sink.appendDisplay(piece)
            sink.appendSpoken(piece)
            tail.add(piece)
        }
        FormSinkText.withBytes(separator) { piece in
            sink.appendDisplay(piece)
            sink.appendSpoken(piece)
            tail.add(piece)
        }
        sink.appendDisplay(bytes)
        tail.add(bytes)
        var cursor = 0
        for substitution in substitutions {
            if substitution.start > cursor { sink.appendSpoken(slice(cursor, substitution.start)) }
            sink.appendSpoken(substitution.spoken)
            cursor = substitution.end
        }
        if cursor < bytes.count { sink.appendSpoken(slice(cursor, bytes.count)) }
        writeSSML(into: &sink)
        return tail.endsWithFullStop ?? (lead + separator + text).hasSuffix(".")
    }

    /// The SSML form.
    @inlinable
    func writeSSML<Sink: FormSink>(into sink: inout Sink) {
        var cursor = 0
        var rest = substitutions[...]
        if !lead.isEmpty {
            if separator.isEmpty, let first = rest.first, first.start == 0 {
                // An elided article goes inside the first word's substitution.
                sink.appendSSML(Self.markup("<sub alias=\""))
                sink.appendSSMLEscaping(lead)
                sink.appendSSMLEscaping(first.spoken)
                sink.appendSSML(Self.markup("\">"))
                sink.appendSSMLEscaping(lead)
                sink.appendSSMLEscaping(slice(0, first.end))
                sink.appendSSML(Self.markup("</sub>"))
                cursor = first.end
                rest = rest.dropFirst()
            } else {
                sink.appendSSMLEscaping(lead)
                sink.appendSSMLEscaping(separator)
            }
        }
        for substitution in rest {
            if substitution.start > cursor { sink.appendSSMLEscaping(slice(cursor, substitution.start)) }
            sink.appendSSML(Self.markup("<sub alias=\""))
            sink.appendSSMLEscaping(substitution.spoken)
            sink.appendSSML(Self.markup("\">"))
            sink.appendSSMLEscaping(slice(substitution.start, substitution.end))
            sink.appendSSML(Self.markup("</sub>"))
            cursor = substitution.end
        }
        if cursor < bytes.count { sink.appendSSMLEscaping(slice(cursor, bytes.count)) }
    }
}
