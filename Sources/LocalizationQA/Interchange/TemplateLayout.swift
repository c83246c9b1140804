import MessageFormat

/// A templates file cut into its messages, each with the exact text around it, so that the
/// file can be written back byte for byte from its messages and what precedes them.
///
/// The file is `preamble₀ key₀ value₀ "\n" preamble₁ key₁ value₁ … trailer`: a preamble is the
/// lines before a message (comments, `@param` docs, section heads, blank lines), each with its
/// line feed; the value is the message as written (continuation lines keep their indentation).
public struct TemplateLayout: Sendable, Equatable {
    /// One message of the file.
    public struct Block: Sendable, Equatable {
        /// The full key (`instruction.turn`).
        public var key: String
        /// The lines before the key line, each ending with a line feed (empty when none).
        public var preamble: String
        /// The message as written: the key line's text after `=` and its continuation lines.
        public var value: String
        /// The line of the key in the file.
        public var line: Int
    }

    /// The messages in file order.
    public var blocks: [Block]
    /// The text after the last message's last line (usually its line feed).
    public var trailer: String

    /// Cuts a templates file; a file the resource parser rejects is an error at its line.
    public static func parse(_ text: String, file: String) throws(InterchangeError) -> TemplateLayout {
        var errors: [MessageResourceError] = []
        let resource = MessageResource.parse(text, file: file, errors: &errors)
        if let first = errors.first {
            throw InterchangeError(file: file, line: first.line, reason: first.reason)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var next = 0
        for entry in resource.entries {
            let keyIndex = entry.line - 1
            guard keyIndex >= next, keyIndex < lines.count else {
                throw InterchangeError(file: file, line: entry.line, reason: "cannot locate \(entry.key)")
            }
            let preamble = lines[next..<keyIndex].map { $0 + "\n" }.joined()
            let keyLine = lines[keyIndex]
            let expected = shortKey(entry.key, section: section(before: blocks, preamble: preamble))
            let written = expected + " = "
            let rest = keyLine.dropFirst(written.count)
            guard keyLine.hasPrefix(written), rest.first != " ", rest.first != "\t" else {
                throw InterchangeError(
                    file: file, line: entry.line,
                    reason:
                        "write the key line as `\(expected) = …` (one space each side of =) to exchange it")
            }
            var valueLines = [String(rest)]
            var end = keyIndex + 1
            while end < lines.count, isContinuation(lines[end]) {
                valueLines.append(lines[end])
                end += 1
            }
            blocks.append(
                Block(
                    key: entry.key, preamble: preamble, value: valueLines.joined(separator: "\n"),
                    line: entry.line))
            next = end
        }
        return TemplateLayout(
            blocks: blocks, trailer: next == 0 ? text : lines[next...].map { "\n" + $0 }.joined())
    }

    /// The file text: the inverse of ``parse(_:file:)``.
    public var text: String {
        var out = ""
        for (index, block) in blocks.enumerated() {
            if index > 0 { out += "\n" }
            let section = Self.section(before: Array(blocks[..<index]), preamble: block.preamble)
            out += block.preamble + Self.shortKey(block.key, section: section) + " = " + block.value
        }
        return out + trailer
    }

    /// The key as written under a section head.
    static func shortKey(_ key: String, section: String) -> String {
        guard !section.isEmpty, key.hasPrefix(section + ".") else { return key }
        return String(key.dropFirst(section.count + 1))
    }

    /// The section in force at a message: the last section head of its preamble, else the
    /// previous message's section.
    static func section(before blocks: [Block], preamble: String) -> String {
        lastSectionHead(preamble) ?? blocks.reversed().lazy.compactMap { lastSectionHead($0.preamble) }.first
            ?? ""
    }

    /// The id of the last `[section]` line of a preamble.
    static func lastSectionHead(_ preamble: String) -> String? {
        var found: String?
        for line in preamble.split(separator: "\n") where line.first == "[" {
            let inner = line.dropFirst().prefix { $0 != "]" }
            found = inner.split(separator: ".").map { $0.trimmingCharacters(in: " \t") }.joined(
                separator: ".")
        }
        return found
    }

    /// Whether a line continues the previous value (indented and not blank).
    static func isContinuation(_ line: String) -> Bool {
        guard let first = line.first, first == " " || first == "\t" else { return false }
        return line.contains { $0 != " " && $0 != "\t" }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
