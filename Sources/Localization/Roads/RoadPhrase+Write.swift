/// A phrase's three forms written straight into a renderer's buffers: the lead, separator and
/// name segments copied once, the SSML escaping done in the same pass, no string made for any
/// form. It writes what ``RoadPhrase/displayText``, ``RoadPhrase/spokenText`` and
/// ``RoadPhrase/ssml`` are (`RoadBytePathTests` keeps them equal).
extension RoadPhrase {
    /// What upper-casing the first letter does to a form, as `capitalize` decides it.
    private enum Capital {
        /// Nothing: no letter to change, or no capital asked for.
        case keep
        /// The first byte is an ASCII lower-case letter that becomes its capital.
        case upper
        /// Only characters can tell (a first scalar that is not ASCII, or one a combining mark
        /// may follow).
        case unknown

        /// The rule of `capitalize` on a text's first two bytes.
        init(_ first: UInt8?, _ second: UInt8?) {
            guard let first else {
                self = .keep
                return
            }
            guard first < 0x80, first != 0x0D, second ?? 0 < 0xCC else {
                self = .unknown
                return
            }
            self = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? .upper : .keep
        }
    }

    /// Writes the display, spoken and SSML forms into `sink`; returns whether the display form
    /// ends with a full stop (`displayText.hasSuffix(".")`), which drops a literal's leading
    /// "." after it. Inlinable, so that it is made for the caller's sink and its appends are
    /// direct calls.
    @inlinable
    package func write<Sink: FormSink>(into sink: inout Sink) -> Bool {
        guard let capitals = capitals() else {
            // A capital only characters can set: the forms as strings.
            let forms = forms
            sink.appendDisplay(forms.display)
            sink.appendSpoken(forms.spoken)
            sink.appendSSML(forms.ssml)
            return forms.display.hasSuffix(".")
        }
        let separator = separator
        let isolated = isolatesName ? displayedName : nil
        var tail = DisplayTail()
        // Display: lead, separator, name (isolated item by item in right-to-left text).
        var upper = capitals.display
        Self.put(lead, .display, into: &sink, upper: &upper, tail: &tail)
        Self.put(separator, .display, into: &sink, upper: &upper, tail: &tail)
        if let isolated {
            Self.put(isolated, .display, into: &sink, upper: &upper, tail: &tail)
        } else {
            for segment in name.segments {
                Self.put(segment.written, .display, into: &sink, upper: &upper, tail: &tail)
            }
        }
        // Spoken: lead, separator, every substitution spoken.
        var ignored = DisplayTail()
        upper = capitals.spoken
        Self.put(lead, .spoken, into: &sink, upper: &upper, tail: &ignored)
        Self.put(separator, .spoken, into: &sink, upper: &upper, tail: &ignored)
        for segment in name.segments {
            switch segment {
            case .text(let text): Self.put(text, .spoken, into: &sink, upper: &upper, tail: &ignored)
            case .substitution(_, let spoken):
                Self.put(spoken, .spoken, into: &sink, upper: &upper, tail: &ignored)
            }
        }
        writeSSML(separator, upper: capitals.ssml, into: &sink)
        return tail.endsWithFullStop ?? displayText.hasSuffix(".")
    }

    /// Whether each form's first byte becomes its capital (display, spoken, SSML), nil when
    /// only characters can tell for one of them.
    @usableFromInline
    func capitals() -> (display: Bool, spoken: Bool, ssml: Bool)? {
        guard capitalized else { return (false, false, false) }
        let separator = separator
        let display = firstBytes(separator, isolated: isolatesName ? displayedName : nil, spoken: false)
        let spoken = firstBytes(separator, isolated: nil, spoken: true)
        var ssml = Capital.keep
        if lead.isEmpty {
            if case .text(let text)? = name.segments.first { ssml = Self.capital(of: text) }
        } else {
            ssml = Self.capital(of: lead)
        }
        if display == .unknown || spoken == .unknown || ssml == .unknown { return nil }
        return (display == .upper, spoken == .upper, ssml == .upper)
    }

    /// The SSML form, as `ssml(separator:)` builds it.
    @inlinable
    func writeSSML<Sink: FormSink>(_ separator: String, upper: Bool, into sink: inout Sink) {
        var upper = upper
        // Pieces that take no capital: a flag that is never set.
        var ignoredFalse = false
        var ignored = DisplayTail()
        var segments = name.segments[...]
        if lead.isEmpty {
            // Only a first text segment takes the capital.
        } else if separator.isEmpty, case .substitution(let written, let spoken)? = segments.first {
            // An elided article goes inside the first word's substitution.
            segments = segments.dropFirst()
            Self.put("<sub alias=\"", .ssml, into: &sink, upper: &ignoredFalse, tail: &ignored)
            var headUpper = upper
            Self.put(lead, .ssmlEscaped, into: &sink, upper: &headUpper, tail: &ignored)
            Self.put(spoken, .ssmlEscaped, into: &sink, upper: &ignoredFalse, tail: &ignored)
            Self.put("\">", .ssml, into: &sink, upper: &ignoredFalse, tail: &ignored)
            Self.put(lead, .ssmlEscaped, into: &sink, upper: &upper, tail: &ignored)
            Self.put(written, .ssmlEscaped, into: &sink, upper: &ignoredFalse, tail: &ignored)
            Self.put("</sub>", .ssml, into: &sink, upper: &ignoredFalse, tail: &ignored)
        } else {
            Self.put(lead, .ssmlEscaped, into: &sink, upper: &upper, tail: &ignored)
            Self.put(separator, .ssmlEscaped, into: &sink, upper: &ignoredFalse, tail: &ignored)
        }
        for segment in segments {
            switch segment {
            case .text(let text):
                Self.put(text, .ssmlEscaped, into: &sink, upper: &upper, tail: &ignored)
            case .substitution(let written, let spoken):
                upper = false
                Self.put("<sub alias=\"", .ssml, into: &sink, upper: &ignoredFalse, tail: &ignored)
                Self.put(spoken, .ssmlEscaped, into: &sink, upper: &ignoredFalse, tail: &ignored)
                Self.put("\">", .ssml, into: &sink, upper: &ignoredFalse, tail: &ignored)
                Self.put(written, .ssmlEscaped, into: &sink, upper: &ignoredFalse, tail: &ignored)
                Self.put("</sub>", .ssml, into: &sink, upper: &ignoredFalse, tail: &ignored)
            }
            // The capital goes to the first segment only.
            upper = false
        }
    }

    /// The capital rule on the first two bytes of `lead + separator + name` (display or spoken
    /// form of the name, or the isolated display name).
    private func firstBytes(_ separator: String, isolated: String?, spoken: Bool) -> Capital {
        var first: UInt8?
        var second: UInt8?
        func take(_ text: String) -> Bool {
            for byte in text.utf8 {
                if first == nil {
                    first = byte
                } else {
                    second = byte
                    return true
                }
            }
            return false
        }
        if take(lead) || take(separator) { return Capital(first, second) }
        if let isolated {
            _ = take(isolated)
            return Capital(first, second)
        }
        for segment in name.segments {
            let text: String
            switch segment {
            case .text(let written): text = written
            case .substitution(let written, let said): text = spoken ? said : written
            }
            if take(text) { break }
        }
        return Capital(first, second)
    }

    /// The capital rule on a text of its own.
    private static func capital(of text: String) -> Capital {
        var bytes = text.utf8.makeIterator()
        let first = bytes.next()
        return Capital(first, bytes.next())
    }

    /// Writes `text` to one form; `upper` upper-cases the first byte written (an ASCII
    /// lower-case letter, settled by ``Capital``) and is then spent.
    @inline(__always)
    private static func put<Sink: FormSink>(
        _ text: String, _ target: FormTarget, into sink: inout Sink, upper: inout Bool,
        tail: inout DisplayTail
    ) {
        FormSinkText.withBytes(text) { bytes in
            var rest = bytes
            if upper, let first = bytes.first {
                upper = false
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { capital in
                    capital[0] = first - 0x20
                    // A letter needs no escaping.
                    sink.append(UnsafeBufferPointer(capital), to: target == .ssmlEscaped ? .ssml : target)
                }
                rest = UnsafeBufferPointer(rebasing: bytes[1...])
            }
            sink.append(rest, to: target)
            if target == .display { tail.add(bytes) }
        }
    }
}
