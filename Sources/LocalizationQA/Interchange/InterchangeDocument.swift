import MessageFormat

/// A locale's messages ready for a translation tool, or read back from one: the units in the
/// order of the templates file and what follows the last one. ``export(target:source:)`` and
/// ``templatesText()`` are inverse: a templates file exported and imported is the same bytes.
public struct InterchangeDocument: Sendable, Equatable {
    /// The source locale (`en-US`).
    public var sourceLocale: String
    /// The locale being translated.
    public var targetLocale: String
    /// The templates file the units come from (`templates/pt-BR.mf2`), for references.
    public var original: String
    /// The messages: the target's in file order, then the source's the target lacks.
    public var units: [InterchangeUnit]
    /// The text after the target file's last message (usually its final line feed).
    public var trailer: String
    /// The interchange file's name, for import errors.
    public var file: String

    /// Creates a document; `file` names the interchange file it was read from, for import errors.
    public init(
        sourceLocale: String, targetLocale: String, original: String, units: [InterchangeUnit],
        trailer: String, file: String = "-"
    ) {
        self.file = file
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.original = original
        self.units = units
        self.trailer = trailer
    }

    /// The units of a target templates file against the source's. Messages the target lacks
    /// follow its own, untranslated, with the source's comments (and its section head) as notes;
    /// a missing target file (`nil`) exports every source message that way.
    public static func export(
        target: (text: String, file: String)?, source: (text: String, file: String), sourceLocale: String,
        targetLocale: String
    ) throws(InterchangeError) -> InterchangeDocument {
        let sourceLayout = try TemplateLayout.parse(source.text, file: source.file)
        let targetLayout = try target.map { (text, file) throws(InterchangeError) in
            try TemplateLayout.parse(text, file: file)
        }
        let sourceValues = Dictionary(
            sourceLayout.blocks.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        let targetBlocks = targetLayout?.blocks ?? []
        let present = Set(targetBlocks.map(\.key))
        var units = targetBlocks.map { block in
            InterchangeUnit(
                key: block.key, source: sourceValues[block.key] ?? block.value, target: block.value,
                notes: block.preamble, line: block.line)
        }
        for (index, block) in sourceLayout.blocks.enumerated() where !present.contains(block.key) {
            var notes = block.preamble
            if targetLayout != nil, TemplateLayout.lastSectionHead(notes) == nil {
                let section = TemplateLayout.section(
                    before: Array(sourceLayout.blocks[..<index]), preamble: notes)
                if !section.isEmpty { notes = "\n[\(section)]\n" + notes }
            }
            units.append(InterchangeUnit(key: block.key, source: block.value, target: nil, notes: notes))
        }
        return InterchangeDocument(
            sourceLocale: sourceLocale, targetLocale: targetLocale,
            original: target?.file ?? "templates/\(targetLocale).mf2", units: units,
            trailer: targetLayout?.trailer ?? sourceLayout.trailer)
    }

    /// The target templates file: every translated unit with its notes, in order. Untranslated
    /// units are left out (a section head they carried is kept when a later message needs it).
    /// The result must parse as a resource of valid MF2 messages with the units' keys; a problem is
    /// reported at the unit's line in the interchange file.
    public func templatesText() throws(InterchangeError) -> String {
        var blocks: [TemplateLayout.Block] = []
        var pendingSection: String?
        var seen: [String: Int] = [:]
        for unit in units {
            if let first = seen[unit.key] {
                throw InterchangeError(
                    file: file, line: unit.line, reason: "\(unit.key) appears twice (first on line \(first))")
            }
            seen[unit.key] = unit.line
            guard let target = unit.target, !target.isEmpty else {
                if let head = TemplateLayout.lastSectionHead(unit.notes) { pendingSection = head }
                continue
            }
            try check(target, of: unit)
            var notes = unit.notes
            if let section = pendingSection, TemplateLayout.lastSectionHead(notes) == nil {
                notes = "[\(section)]\n" + notes
            }
            pendingSection = nil
            // A tool that dropped the notes dropped the section heads with them: a message whose
            // key the section in force would misread gets the head of its own section.
            let section = TemplateLayout.section(before: blocks, preamble: notes)
            if !section.isEmpty, !unit.key.hasPrefix(section + "."), let dot = unit.key.lastIndex(of: ".") {
                notes = "[\(unit.key[..<dot])]\n" + notes
            }
            blocks.append(
                TemplateLayout.Block(key: unit.key, preamble: notes, value: indented(target), line: unit.line)
            )
        }
        for (index, block) in blocks.enumerated() {
            let section = TemplateLayout.section(before: Array(blocks[..<index]), preamble: block.preamble)
            let written = TemplateLayout.shortKey(block.key, section: section)
            let expected = section.isEmpty ? written : section + "." + written
            guard expected == block.key else {
                throw InterchangeError(
                    file: file, line: block.line,
                    reason: "\(block.key) would be read as \(expected): its notes' section head differs")
            }
        }
        let text = TemplateLayout(blocks: blocks, trailer: trailer).text
        try validate(text, blocks: blocks)
        return text
    }

    /// A translation's own shape: no leading blank, no blank line inside.
    private func check(_ target: String, of unit: InterchangeUnit) throws(InterchangeError) {
        if target.first == " " || target.first == "\t" || target.first == "\n" {
            throw InterchangeError(
                file: file, line: unit.line, reason: "\(unit.key): the message starts with whitespace")
        }
        for line in target.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        where !line.contains(where: { $0 != " " && $0 != "\t" }) {
            throw InterchangeError(
                file: file, line: unit.line, reason: "\(unit.key): a blank line inside the message")
        }
    }

    /// Continuation lines a tool wrote without indentation get two spaces (the file needs them).
    private func indented(_ target: String) -> String {
        let lines = target.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            index == 0 || line.first == " " || line.first == "\t" ? String(line) : "  " + line
        }.joined(separator: "\n")
    }

    /// Parses the written file and checks every message, reporting at the unit's line.
    private func validate(_ text: String, blocks: [TemplateLayout.Block]) throws(InterchangeError) {
        var lineOfBlock: [Int] = []
        var line = 1
        for (index, block) in blocks.enumerated() {
            if index > 0 { line += 1 }
            line += block.preamble.filter { $0 == "\n" }.count
            lineOfBlock.append(line)
            line += block.value.filter { $0 == "\n" }.count
        }
        func unitLine(_ fileLine: Int) -> (Int, String) {
            let found = lineOfBlock.lastIndex { $0 <= fileLine } ?? 0
            guard blocks.indices.contains(found) else { return (0, "") }
            return (blocks[found].line, blocks[found].key + ": ")
        }
        var errors: [MessageResourceError] = []
        let resource = MessageResource.parse(text, file: original, errors: &errors)
        if let first = errors.first {
            let (at, key) = unitLine(first.line)
            throw InterchangeError(file: file, line: at, reason: key + first.reason)
        }
        if let first = resource.validate().first {
            let (at, _) = unitLine(first.line)
            throw InterchangeError(file: file, line: at, reason: first.reason)
        }
        guard resource.entries.map(\.key) == blocks.map(\.key) else {
            throw InterchangeError(
                file: file, line: 0, reason: "the messages do not read back with their keys")
        }
    }
}
