/// Line-oriented reader of the message-resource syntax; see ``MessageResource``.
struct MessageResourceParser {
    private let lines: [[Unicode.Scalar]]
    private let file: String
    private(set) var errors: [MessageResourceError] = []
    private var index = 0

    init(text: String, file: String) {
        self.file = file
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if current.last == "\r" { current.removeLast() }
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(current) }
        self.lines = lines
    }

    private mutating func fail(_ line: Int, _ column: Int, _ reason: String) {
        errors.append(MessageResourceError(file: file, line: line, column: column, reason: reason))
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private static func isContinuation(_ line: [Unicode.Scalar]) -> Bool {
        guard let first = line.first, isSpace(first) else { return false }
        return line.contains { !isSpace($0) }
    }

    mutating func parse() -> MessageResource {
        var entries: [MessageResource.Entry] = []
        var resourceProperties: [MessageResource.Property] = []
        var pendingProperties: [MessageResource.Property] = []
        var pendingComment: [String] = []
        var section = ""
        var seenKeys: [String: Int] = [:]
        while index < lines.count {
            let line = lines[index]
            let lineNumber = index + 1
            index += 1
            checkControls(line, lineNumber)
            guard let first = line.first, line.contains(where: { !Self.isSpace($0) }) else {
                (pendingProperties, pendingComment) = ([], [])
                continue
            }
            switch first {
            case "#":
                pendingComment.append(String(String.UnicodeScalarView(line.dropFirst())))
            case "@":
                if let property = readProperty(line, lineNumber) { pendingProperties.append(property) }
            case "[":
                if let id = readSectionHead(line, lineNumber) { section = id }
                (pendingProperties, pendingComment) = ([], [])
            case " ", "\t":
                fail(lineNumber, 1, "indented line does not continue an entry or property")
            default:
                if line.count == 3, line.allSatisfy({ $0 == "-" }) {
                    resourceProperties += pendingProperties
                    (pendingProperties, pendingComment) = ([], [])
                    continue
                }
                guard var entry = readEntry(line, lineNumber, section: section) else {
                    skipContinuations()
                    continue
                }
                entry.properties = pendingProperties
                entry.comment = pendingComment.isEmpty ? nil : pendingComment.joined(separator: "\n")
                (pendingProperties, pendingComment) = ([], [])
                if let previous = seenKeys[entry.key] {
                    fail(lineNumber, 1, "duplicate key \(entry.key) (first defined on line \(previous))")
                } else {
                    seenKeys[entry.key] = lineNumber
                    entries.append(entry)
                }
            }
        }
        return MessageResource(entries: entries, properties: resourceProperties, file: file)
    }

    private mutating func checkControls(_ line: [Unicode.Scalar], _ lineNumber: Int) {
        let column = line.firstIndex { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(value) || value == 0x2028
                || value == 0x2029
        }
        if let column {
            let value = line[column].value
            fail(lineNumber, column + 1, "control character U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    private mutating func skipContinuations() {
        while index < lines.count, Self.isContinuation(lines[index]) { index += 1 }
    }

    private mutating func readProperty(_ line: [Unicode.Scalar], _ lineNumber: Int) -> MessageResource
        .Property?
    {
        var position = 1
        var name = String.UnicodeScalarView()
        while position < line.count, !Self.isSpace(line[position]) {
            name.append(line[position])
            position += 1
        }
        if name.isEmpty {
            fail(lineNumber, 2, "a property needs a name after @")
            skipContinuations()
            return nil
        }
        while position < line.count, Self.isSpace(line[position]) { position += 1 }
        var value = String(String.UnicodeScalarView(line[position...]))
        while index < lines.count, Self.isContinuation(lines[index]) {
            let continuation = lines[index].drop(while: Self.isSpace)
            value += "\n" + String(String.UnicodeScalarView(continuation))
            index += 1
        }
        return MessageResource.Property(name: String(name), value: value, line: lineNumber, column: 1)
    }

    private mutating func readSectionHead(_ line: [Unicode.Scalar], _ lineNumber: Int) -> String? {
        var position = 1
        while position < line.count, Self.isSpace(line[position]) { position += 1 }
        guard let id = readID(line, &position, lineNumber) else { return nil }
        while position < line.count, Self.isSpace(line[position]) { position += 1 }
        guard position < line.count, line[position] == "]" else {
            fail(lineNumber, position + 1, "expected ] to close the section head")
            return nil
        }
        position += 1
        while position < line.count, Self.isSpace(line[position]) { position += 1 }
        if position < line.count {
            fail(lineNumber, position + 1, "unexpected text after the section head")
            return nil
        }
        return id
    }

    private mutating func readEntry(_ line: [Unicode.Scalar], _ lineNumber: Int, section: String)
        -> MessageResource.Entry?
    {
        var position = 0
        guard let id = readID(line, &position, lineNumber) else { return nil }
        while position < line.count, Self.isSpace(line[position]) { position += 1 }
        guard position < line.count, line[position] == "=" else {
            fail(lineNumber, position + 1, "expected = after the key \(id)")
            return nil
        }
        position += 1
        while position < line.count, Self.isSpace(line[position]) { position += 1 }
        var source = String.UnicodeScalarView()
        var segments: [(offset: Int, line: Int, column: Int)] = [(0, lineNumber, position + 1)]
        var count = 0
        guard readValue(line[position...], lineNumber, into: &source, count: &count) else { return nil }
        while index < lines.count, Self.isContinuation(lines[index]) {
            let continuation = lines[index]
            let start = continuation.firstIndex { !Self.isSpace($0) } ?? continuation.count
            source.append("\n")
            count += 1
            segments.append((count, index + 1, start + 1))
            let ok = readValue(continuation[start...], index + 1, into: &source, count: &count)
            index += 1
            if !ok { return nil }
        }
        let key = section.isEmpty ? id : section + "." + id
        return MessageResource.Entry(
            key: key, source: String(source), line: lineNumber, column: 1, properties: [], comment: nil,
            segments: segments)
    }

    /// Copies a value line, decoding resource escapes and keeping MF2 escapes intact.
    private mutating func readValue(
        _ slice: ArraySlice<Unicode.Scalar>, _ lineNumber: Int, into source: inout String.UnicodeScalarView,
        count: inout Int
    ) -> Bool {
        var position = slice.startIndex
        while position < slice.endIndex {
            let scalar = slice[position]
            if scalar == "\\" {
                guard let (decoded, length, keep) = decodeEscape(slice, position, lineNumber) else {
                    return false
                }
                if keep {
                    source.append("\\")
                    count += 1
                }
                source.append(decoded)
                count += 1
                position += length
            } else {
                source.append(scalar)
                count += 1
                position += 1
            }
        }
        return true
    }

    /// Decodes an escape at `position`: the scalar, the escape's length, and whether the
    /// backslash stays (MF2 escapes `\\ \{ \| \}`).
    private mutating func decodeEscape(
        _ line: ArraySlice<Unicode.Scalar>, _ position: Int, _ lineNumber: Int, identifier: Bool = false
    ) -> (Unicode.Scalar, Int, Bool)? {
        let column = position + 1
        guard position + 1 < line.endIndex else {
            fail(lineNumber, column, "a backslash at the end of a line escapes nothing")
            return nil
        }
        let next = line[position + 1]
        switch next {
        case "\\", "{", "|", "}":
            return (next, 2, !identifier)
        case " ", "\t":
            return (next, 2, false)
        case "n": return ("\n", 2, false)
        case "r": return ("\r", 2, false)
        case "t": return ("\t", 2, false)
        case "x", "u", "U":
            let digits = next == "x" ? 2 : next == "u" ? 4 : 6
            guard position + 1 + digits < line.endIndex else {
                fail(lineNumber, column, "incomplete \\\(next) escape")
                return nil
            }
            let hex = String(String.UnicodeScalarView(line[(position + 2)...(position + 1 + digits)]))
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                fail(lineNumber, column, "invalid \\\(next) escape")
                return nil
            }
            return (scalar, 2 + digits, false)
        default:
            if identifier, Self.isSymbol(next) {
                return (next, 2, false)
            }
            fail(lineNumber, column, "invalid escape \\\(next)")
            return nil
        }
    }

    /// Reads a dotted identifier; returns it with dots and no whitespace.
    private mutating func readID(_ line: [Unicode.Scalar], _ position: inout Int, _ lineNumber: Int)
        -> String?
    {
        var parts: [String] = []
        while true {
            var part = String.UnicodeScalarView()
            while position < line.count {
                let scalar = line[position]
                if scalar == "\\" {
                    guard
                        let (decoded, length, _) = decodeEscape(
                            line[...], position, lineNumber, identifier: true)
                    else { return nil }
                    part.append(decoded)
                    position += length
                } else if Self.isIDChar(scalar) {
                    part.append(scalar)
                    position += 1
                } else {
                    break
                }
            }
            if part.isEmpty {
                fail(lineNumber, position + 1, "expected a key")
                return nil
            }
            parts.append(String(part))
            var look = position
            while look < line.count, Self.isSpace(line[look]) { look += 1 }
            guard look < line.count, line[look] == "." else { break }
            look += 1
            while look < line.count, Self.isSpace(line[look]) { look += 1 }
            position = look
        }
        return parts.joined(separator: ".")
    }

    private static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E, 0xA1...0xBF, 0xD7, 0xF7, 0x2010...0x2027,
            0x2030...0x205E, 0x2190...0x2BFF:
            return true
        default: return false
        }
    }

    private static func isIDChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F: return true
        case 0xA1...0x1FFF, 0x200C...0x200D, 0x2030...0x205E, 0x2070...0x2FEF, 0x3001...0xD7FF,
            0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default: return false
        }
    }
}
