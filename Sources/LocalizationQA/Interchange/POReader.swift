/// The entries of a PO file: keyword lines with their continuation strings, and the extracted
/// comments before each.
struct POReader {
    struct Entry {
        var context: String?
        var id = ""
        var str = ""
        var notes: [String] = []
        var line = 0
        var strLine = 0
    }

    let file: String

    private enum Field { case context, id, str, ignored }

    mutating func entries(_ text: String) throws(InterchangeError) -> [Entry] {
        var entries: [Entry] = []
        var current = Entry()
        var field: Field?
        var notes: [String] = []
        func finish() {
            if field != nil { entries.append(current) }
            current = Entry()
            field = nil
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = Substring(raw)
            if line.last == "\r" { line = line.dropLast() }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if field == .str || field == .ignored { finish() }
                if trimmed.hasPrefix("#.") {
                    let note = trimmed.dropFirst(2)
                    notes.append(String(note.hasPrefix(" ") ? note.dropFirst() : note))
                }
                continue
            }
            if trimmed.first == "\"" {
                let value = try unquote(trimmed, line: number)
                switch field {
                case .context: current.context = (current.context ?? "") + value
                case .id: current.id += value
                case .str: current.str += value
                case .ignored: break
                case nil:
                    throw InterchangeError(file: file, line: number, reason: "a string outside an entry")
                }
                continue
            }
            let keyword = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
            let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"" else {
                throw InterchangeError(
                    file: file, line: number, reason: "expected a quoted string after \(keyword)")
            }
            let value = try unquote(rest, line: number)
            switch keyword {
            case "msgctxt":
                if field != nil { finish() }
                current.notes = notes
                notes = []
                current.context = value
                current.line = number
                field = .context
            case "msgid":
                if field != nil, field != .context { finish() }
                if field == nil {
                    current.notes = notes
                    notes = []
                }
                if current.line == 0 { current.line = number }
                current.id = value
                field = .id
            case "msgstr", "msgstr[0]":
                guard field == .id else {
                    throw InterchangeError(file: file, line: number, reason: "msgstr without msgid")
                }
                current.str = value
                current.strLine = number
                field = .str
            case "msgid_plural":
                throw InterchangeError(
                    file: file, line: number,
                    reason: "plural entries are not used: plurals are in the MF2 message")
            default:
                if keyword.hasPrefix("msgstr[") {
                    field = .ignored
                } else {
                    throw InterchangeError(file: file, line: number, reason: "unknown keyword \(keyword)")
                }
            }
        }
        if field == .id || field == .context {
            throw InterchangeError(file: file, line: current.line, reason: "an entry without msgstr")
        }
        finish()
        return entries
    }

    /// The value of a quoted PO string with its escapes decoded.
    private func unquote(_ text: Substring, line: Int) throws(InterchangeError) -> String {
        var trimmed = text
        while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
        guard trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" else {
            throw InterchangeError(file: file, line: line, reason: "a string not closed by \"")
        }
        var out = String.UnicodeScalarView()
        var scalars = trimmed.unicodeScalars.dropFirst().dropLast()[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\"" {
                throw InterchangeError(file: file, line: line, reason: "an unescaped \" inside a string")
            }
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard let next = scalars.popFirst() else {
                throw InterchangeError(file: file, line: line, reason: "a backslash at the end of a string")
            }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "\\", "\"": out.append(next)
            default:
                throw InterchangeError(file: file, line: line, reason: "unknown escape \\\(next)")
            }
        }
        return String(out)
    }
}
