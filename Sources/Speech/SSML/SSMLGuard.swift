import XMLText

/// Checks an SSML document before eSpeak NG reads it and writes it out again in the one shape
/// the project allows: well-formed, only the elements and attributes of `SSMLVocabulary`, no
/// declarations, no processing instructions, no entities but XML's five and character
/// references, breaks and rates within ``SSMLLimits``.
///
/// The document eSpeak NG receives is the one written here, never the caller's bytes, so what was
/// checked is exactly what is spoken: there is no second parser to disagree with.
public enum SSMLGuard {
    /// The checked document, rewritten; throws the first construct that is not allowed.
    public static func sanitized(
        _ document: String, limits: SSMLLimits = .standard
    ) throws(SSMLRejection) -> String {
        var scanner = Scanner(document, limits: limits)
        return try scanner.run()
    }

    /// `300ms` or `1.5s` in milliseconds (the neural voice reads breaks with it too).
    static func milliseconds(_ value: String) -> Double? {
        if value.hasSuffix("ms") { return plainNumber(value.dropLast(2)) }
        if value.hasSuffix("s") { return plainNumber(value.dropLast()).map { $0 * 1000 } }
        return nil
    }

    /// An unsigned decimal of at most 12 characters.
    private static func plainNumber(_ text: Substring) -> Double? {
        guard (1...12).contains(text.utf8.count),
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.filter({ $0 == "." }).count <= 1
        else { return nil }
        return Double(text)
    }

    private struct Scanner {
        var reader: XMLReader
        let limits: SSMLLimits
        var output: [UInt8] = []
        var breakMilliseconds = 0.0

        init(_ document: String, limits: SSMLLimits) {
            reader = XMLReader(document)
            self.limits = limits
            output.reserveCapacity(reader.bytes.count)
        }

        mutating func run() throws(SSMLRejection) -> String {
            if reader.bytes.count > limits.maximumBytes {
                throw reject(
                    "the document is \(reader.bytes.count) bytes; at most \(limits.maximumBytes) are accepted",
                    at: 0)
            }
            while let token = try nextToken() {
                switch token {
                case .start(let name, let attributes, let empty, let offset):
                    try start(name, attributes, empty: empty, at: offset)
                case .end(let name, _):
                    output += Array("</\(name)>".utf8)
                case .text(let text, _):
                    // Control characters XML forbids are dropped, as in text the renderer escapes.
                    output += Array(XMLText.escape(text, quotes: false).utf8)
                case .comment:
                    continue
                case .cdata(_, let offset):
                    throw reject("CDATA sections are not supported; escape the text instead", at: offset)
                case .declaration(let offset):
                    throw reject(
                        "declarations (<!DOCTYPE, <!ENTITY) are not allowed: eSpeak NG reads them aloud",
                        at: offset)
                case .instruction(let isDeclaration, let offset):
                    // Only a leading `<?xml …?>`, at the start or after a byte-order mark.
                    guard isDeclaration, offset == 0 || offset == 3 else {
                        throw reject(
                            "processing instructions are not allowed (only a leading <?xml …?>)", at: offset)
                    }
                }
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// The reader's next token, its syntax errors as rejections.
        private mutating func nextToken() throws(SSMLRejection) -> XMLReader.Token? {
            do {
                return try reader.next()
            } catch {
                throw reject(error.reason, at: error.offset)
            }
        }

        /// An element of the vocabulary with attributes it accepts, written out again.
        private mutating func start(
            _ name: String, _ attributes: [XMLReader.Attribute], empty: Bool, at offset: Int
        ) throws(SSMLRejection) {
            if let reason = SSMLVocabulary.dangerous[name] { throw reject(reason, at: offset) }
            guard SSMLVocabulary.elements[name] != nil else {
                throw reject("<\(name)> is not a supported SSML element (see docs/speech.md)", at: offset)
            }
            var written: [UInt8] = Array("<\(name)".utf8)
            for attribute in attributes {
                guard attribute.writtenLength <= limits.maximumAttributeBytes else {
                    throw reject(
                        "the value of \(attribute.name) is longer than \(limits.maximumAttributeBytes) bytes",
                        at: attribute.offset)
                }
                guard let rule = SSMLVocabulary.rule(for: attribute.name, on: name) else {
                    throw reject(
                        "<\(name)> does not accept the attribute \(attribute.name)", at: attribute.offset)
                }
                try check(
                    attribute.value, rule, attribute: attribute.name, element: name, at: attribute.offset)
                written += Array(" \(attribute.name)=\"\(XMLText.escape(attribute.value))\"".utf8)
            }
            if empty {
                output += written + Array("/>".utf8)
                return
            }
            guard reader.depth <= limits.maximumDepth else {
                throw reject("elements are nested deeper than \(limits.maximumDepth) levels", at: offset)
            }
            output += written + [UInt8(ascii: ">")]
        }

        private mutating func check(
            _ value: String, _ rule: SSMLVocabulary.ValueRule, attribute: String, element: String,
            at offset: Int
        ) throws(SSMLRejection) {
            func refuse(_ why: String) -> SSMLRejection {
                reject("<\(element) \(attribute)=\"\(value)\">: \(why)", at: offset)
            }
            switch rule {
            case .text:
                return
            case .language:
                guard Self.matches(value, 1...35, allowed: "-") else { throw refuse("not a language tag") }
            case .voiceName:
                guard Self.matches(value, 1...40, allowed: "-_+ ") else {
                    throw refuse("a voice name has letters, digits, -, _, + and spaces only")
                }
            case .token:
                guard Self.matches(value, 1...64, allowed: "-_.:") else { throw refuse("not a simple name") }
            case .keyword(let words):
                guard words.contains(value) else {
                    throw refuse("expected one of \(words.sorted().joined(separator: ", "))")
                }
            case .integer(let range):
                guard let number = Int(value), range.contains(number) else {
                    throw refuse("expected a whole number in \(range.lowerBound)...\(range.upperBound)")
                }
            case .duration:
                guard let milliseconds = SSMLGuard.milliseconds(value) else {
                    throw refuse("expected a time like 300ms or 1.5s")
                }
                guard milliseconds <= Double(limits.maximumBreakMilliseconds) else {
                    throw refuse("a break lasts at most \(limits.maximumBreakMilliseconds) ms")
                }
                breakMilliseconds += milliseconds
                guard breakMilliseconds <= Double(limits.maximumTotalBreakMilliseconds) else {
                    throw refuse(
                        "the breaks of one document add up to at most \(limits.maximumTotalBreakMilliseconds) ms"
                    )
                }
            case .rate:
                if SSMLVocabulary.rateWords.contains(value) { return }
                guard let percent = Self.ratePercent(value) else {
                    throw refuse(
                        "expected a keyword, a percentage (150%), a change (+20%) or a multiplier (1.2)")
                }
                guard limits.ratePercent.contains(percent) else {
                    throw refuse(
                        "the rate must stay within \(Int(limits.ratePercent.lowerBound))%…\(Int(limits.ratePercent.upperBound))%"
                    )
                }
            case .relative(let keywords):
                if keywords.contains(value) { return }
                guard let number = Self.signedNumber(value, units: ["%", "Hz", "st", "dB"]),
                    abs(number) <= 1000
                else {
                    throw refuse("expected a keyword or a number such as +10%, -2st or 120Hz")
                }
            }
        }

        private func reject(_ reason: String, at offset: Int) -> SSMLRejection {
            SSMLRejection(reason, at: offset, in: reader.bytes)
        }

        // MARK: Values

        private static func matches(_ value: String, _ length: ClosedRange<Int>, allowed: String) -> Bool {
            length.contains(value.utf8.count)
                && value.unicodeScalars.allSatisfy { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                            || allowed.unicodeScalars.contains(scalar))
                }
        }

        /// A prosody rate as a percentage of the voice's own.
        private static func ratePercent(_ value: String) -> Double? {
            if value.hasSuffix("%") {
                let body = value.dropLast()
                if body.hasPrefix("+") || body.hasPrefix("-") {
                    return signedNumber(String(body), units: []).map { 100 + $0 }
                }
                return plainNumber(body)
            }
            return plainNumber(Substring(value)).map { $0 * 100 }
        }

        /// `+10%`, `-2st`, `120Hz`, `3`: the number, sign included.
        private static func signedNumber(_ value: String, units: [String]) -> Double? {
            var body = Substring(value)
            if let unit = units.first(where: { body.hasSuffix($0) }) { body = body.dropLast(unit.count) }
            var sign = 1.0
            if body.hasPrefix("+") {
                body = body.dropFirst()
            } else if body.hasPrefix("-") {
                sign = -1
                body = body.dropFirst()
            }
            return plainNumber(body).map { $0 * sign }
        }
    }
}
