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
        var scanner = Scanner(bytes: Array(document.utf8), limits: limits)
        return try scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        let limits: SSMLLimits
        var index = 0
        var output: [UInt8] = []
        var open: [String] = []
        var breakMilliseconds = 0.0
        var sawContent = false

        init(bytes: [UInt8], limits: SSMLLimits) {
            self.bytes = bytes
            self.limits = limits
            output.reserveCapacity(bytes.count)
        }

        mutating func run() throws(SSMLRejection) -> String {
            if bytes.count > limits.maximumBytes {
                throw reject(
                    "the document is \(bytes.count) bytes; at most \(limits.maximumBytes) are accepted", at: 0
                )
            }
            // A byte-order mark is not text to speak.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "<"): try markup()
                case UInt8(ascii: "&"): try reference()
                default: text()
                }
            }
            if let element = open.last {
                throw reject("<\(element)> is not closed", at: bytes.count)
            }
            return String(decoding: output, as: UTF8.self)
        }

        // MARK: Markup

        private mutating func markup() throws(SSMLRejection) {
            let start = index
            if has("<!--") {
                guard let end = find("-->", from: index + 4) else {
                    throw reject("a comment is not closed", at: start)
                }
                index = end + 3
            } else if has("<![CDATA[") {
                throw reject("CDATA sections are not supported; escape the text instead", at: start)
            } else if has("<!") {
                throw reject(
                    "declarations (<!DOCTYPE, <!ENTITY) are not allowed: eSpeak NG reads them aloud",
                    at: start)
            } else if has("<?") {
                guard let end = find("?>", from: index + 2) else {
                    throw reject("a processing instruction is not closed", at: start)
                }
                let isDeclaration = has("<?xml") && index + 5 < bytes.count && Self.isSpace(bytes[index + 5])
                guard isDeclaration, !sawContent, start == 0 || start == 3 else {
                    throw reject(
                        "processing instructions are not allowed (only a leading <?xml …?>)", at: start)
                }
                index = end + 2
            } else if has("</") {
                try closingTag()
            } else {
                try openingTag()
            }
        }

        private mutating func openingTag() throws(SSMLRejection) {
            let start = index
            index += 1
            let name = try self.name(what: "element name")
            if let reason = SSMLVocabulary.dangerous[name] { throw reject(reason, at: start) }
            guard SSMLVocabulary.elements[name] != nil else {
                throw reject("<\(name)> is not a supported SSML element (see docs/speech.md)", at: start)
            }
            var written: [UInt8] = Array("<\(name)".utf8)
            var seen: Set<String> = []
            while true {
                let hadSpace = skipSpace()
                guard index < bytes.count else { throw reject("<\(name)> is not closed with >", at: start) }
                if bytes[index] == UInt8(ascii: ">") || has("/>") { break }
                guard hadSpace else { throw reject("expected a space before the attribute", at: index) }
                let attributeStart = index
                let attribute = try self.name(what: "attribute name")
                guard seen.insert(attribute).inserted else {
                    throw reject("attribute \(attribute) is given twice", at: attributeStart)
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw reject("attribute \(attribute) has no value", at: attributeStart)
                }
                index += 1
                skipSpace()
                let value = try quotedValue(of: attribute)
                guard let rule = SSMLVocabulary.rule(for: attribute, on: name) else {
                    throw reject("<\(name)> does not accept the attribute \(attribute)", at: attributeStart)
                }
                try check(value, rule, attribute: attribute, element: name, at: attributeStart)
                written +=
                    Array(" \(attribute)=\"".utf8) + Self.escapedAttribute(value) + [UInt8(ascii: "\"")]
            }
            sawContent = true
            if has("/>") {
                index += 2
                output += written + Array("/>".utf8)
                return
            }
            index += 1
            guard open.count < limits.maximumDepth else {
                throw reject("elements are nested deeper than \(limits.maximumDepth) levels", at: start)
            }
            open.append(name)
            output += written + [UInt8(ascii: ">")]
        }

        private mutating func closingTag() throws(SSMLRejection) {
            let start = index
            index += 2
            let name = try self.name(what: "element name")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                throw reject("</\(name) is not closed with >", at: start)
            }
            index += 1
            guard let expected = open.last else { throw reject("</\(name)> closes nothing", at: start) }
            guard expected == name else { throw reject("</\(name)> closes <\(expected)>", at: start) }
            open.removeLast()
            output += Array("</\(name)>".utf8)
        }

        // MARK: Text and references

        private mutating func text() {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
                index += 1
            }
            for byte in bytes[start..<index] {
                // Control characters XML forbids are dropped, as in text the renderer escapes.
                if byte < 0x20, !Self.isSpace(byte) { continue }
                if !Self.isSpace(byte) { sawContent = true }
                if byte == UInt8(ascii: ">") { output += Array("&gt;".utf8) } else { output.append(byte) }
            }
        }

        private mutating func reference() throws(SSMLRejection) {
            let scalar = try decodeReference()
            sawContent = true
            output += Self.escapedText(scalar)
        }

        /// Decodes `&…;` at `index` into its character and moves past it.
        private mutating func decodeReference() throws(SSMLRejection) -> Unicode.Scalar {
            let start = index
            guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw reject("a bare & is not allowed; write &amp;", at: start)
            }
            let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            switch body {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default: break
            }
            var value: UInt32?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                value = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                value = UInt32(body.dropFirst(), radix: 10)
            } else {
                throw reject(
                    "the entity &\(body); is not allowed (only &amp; &lt; &gt; &quot; &apos; and &#…;)",
                    at: start)
            }
            guard let value, let scalar = Unicode.Scalar(value),
                value >= 0x20 || value == 0x09 || value == 0x0A,
                value != 0xFFFE, value != 0xFFFF
            else {
                throw reject("&\(body); is not a character XML allows", at: start)
            }
            return scalar
        }

        // MARK: Attributes

        private mutating func quotedValue(of attribute: String) throws(SSMLRejection) -> String {
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
            else {
                throw reject("the value of \(attribute) is not quoted", at: start)
            }
            let quote = bytes[index]
            index += 1
            var value = String.UnicodeScalarView()
            var runStart = index
            func flush(_ scanner: Scanner, upTo end: Int) {
                value.append(
                    contentsOf: String(decoding: scanner.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while true {
                guard index < bytes.count else {
                    throw reject("the value of \(attribute) is not closed", at: start)
                }
                let byte = bytes[index]
                if byte == quote { break }
                if byte == UInt8(ascii: "<") {
                    throw reject("< is not allowed inside an attribute value", at: index)
                }
                if index - start > limits.maximumAttributeBytes {
                    throw reject(
                        "the value of \(attribute) is longer than \(limits.maximumAttributeBytes) bytes",
                        at: start)
                }
                if byte == UInt8(ascii: "&") {
                    flush(self, upTo: index)
                    value.append(try decodeReference())
                    runStart = index
                } else {
                    index += 1
                }
            }
            flush(self, upTo: index)
            index += 1
            return String(value)
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
                guard let milliseconds = Self.milliseconds(value) else {
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

        // MARK: Lexing

        private mutating func name(what: String) throws(SSMLRejection) -> String {
            let start = index
            while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
            guard index > start else { throw reject("expected an \(what)", at: start) }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        @discardableResult
        private mutating func skipSpace() -> Bool {
            let start = index
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            return index > start
        }

        private func has(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return literal.withUTF8Buffer { Array($0) == Array(bytes[index..<(index + count)]) }
        }

        private func find(_ literal: StaticString, from start: Int) -> Int? {
            let pattern = literal.withUTF8Buffer { Array($0) }
            guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
            for position in start...(bytes.count - pattern.count)
            where bytes[position] == pattern[0]
                && Array(bytes[position..<(position + pattern.count)]) == pattern
            {
                return position
            }
            return nil
        }

        private func reject(_ reason: String, at offset: Int) -> SSMLRejection {
            SSMLRejection(reason, at: offset, in: bytes)
        }

        // MARK: Character classes and values

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "_"),
                UInt8(ascii: ":"):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                return !first
            default:
                return false
            }
        }

        private static func matches(_ value: String, _ length: ClosedRange<Int>, allowed: String) -> Bool {
            length.contains(value.utf8.count)
                && value.unicodeScalars.allSatisfy { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                            || allowed.unicodeScalars.contains(scalar))
                }
        }

        /// `300ms` or `1.5s` in milliseconds.
        private static func milliseconds(_ value: String) -> Double? {
            if value.hasSuffix("ms") { return plainNumber(value.dropLast(2)) }
            if value.hasSuffix("s") { return plainNumber(value.dropLast()).map { $0 * 1000 } }
            return nil
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

        /// An unsigned decimal of at most 12 characters.
        private static func plainNumber(_ text: Substring) -> Double? {
            guard (1...12).contains(text.utf8.count),
                text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                text.filter({ $0 == "." }).count <= 1
            else { return nil }
            return Double(text)
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

        private static func escapedText(_ scalar: Unicode.Scalar) -> [UInt8] {
            Array(XMLText.escape(String(scalar), quotes: false).utf8)
        }

        private static func escapedAttribute(_ value: String) -> [UInt8] {
            Array(XMLText.escape(value).utf8)
        }
    }
}
