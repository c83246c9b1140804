import XMLText

/// XLIFF 1.2 files of a locale's messages (the version Weblate, Pontoon, Okapi and CAT tools
/// all read): a `trans-unit` per message with `id` and `resname` the key, `source` the source
/// locale's message, `target` the translation (absent while untranslated), and a
/// `note from="template"` holding the lines before the message in the templates file (its
/// comments and `@param` docs). The header's `note from="trailer"` holds the text after the last
/// message, written on one line.
public enum XLIFFCodec {
    /// The XLIFF 1.2 namespace.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The XLIFF text of a document.
    public static func encode(_ document: InterchangeDocument) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"\(namespace)\" version=\"1.2\">\n"
        out +=
            "<file original=\"\(escape(document.original))\" source-language=\"\(escape(document.sourceLocale))\" "
            + "target-language=\"\(escape(document.targetLocale))\" datatype=\"plaintext\">\n"
        out +=
            "<header>\n<note from=\"trailer\">\(escape(InterchangeText.escapeLine(document.trailer)))</note>\n"
        out += "</header>\n<body>\n"
        for unit in document.units {
            out +=
                "<trans-unit id=\"\(escape(unit.key))\" resname=\"\(escape(unit.key))\" xml:space=\"preserve\">\n"
            out += "<source>\(escape(unit.source))</source>\n"
            if let target = unit.target {
                out += "<target state=\"translated\">\(escape(target))</target>\n"
            }
            if !unit.notes.isEmpty {
                out += "<note from=\"template\">\(escape(unit.notes))</note>\n"
            }
            out += "</trans-unit>\n"
        }
        return out + "</body>\n</file>\n</xliff>\n"
    }

    /// Text for element content and double-quoted attributes; a carriage return as a reference
    /// (a parser would turn a literal one into a line feed).
    static func escape(_ text: String) -> String {
        let escaped = XMLText.escape(text)
        return escaped.contains("\r") ? escaped.replacingOccurrences(of: "\r", with: "&#13;") : escaped
    }

    /// Reads an XLIFF 1.2 file back (one `file` element); errors are `file:line: reason`.
    public static func decode(_ text: String, file: String) throws(InterchangeError) -> InterchangeDocument {
        let events = try XMLEvents(file: file).events(text)
        var sourceLocale = "en-US"
        var targetLocale: String?
        var original: String?
        var trailer = "\n"
        var units: [InterchangeUnit] = []
        var unit: InterchangeUnit?
        var capture: String?
        var captured = ""
        var noteFrom: String?
        var stack: [String] = []
        var sawRoot = false
        for event in events {
            switch event {
            case .start(let name, let attributes, let line):
                stack.append(name)
                switch name {
                case "xliff":
                    sawRoot = true
                    guard let version = attributes["version"], version.hasPrefix("1.") else {
                        throw InterchangeError(
                            file: file, line: line,
                            reason: "not XLIFF 1.2 (version \(attributes["version"] ?? "missing"))")
                    }
                case "file":
                    guard targetLocale == nil else {
                        throw InterchangeError(file: file, line: line, reason: "more than one <file>")
                    }
                    sourceLocale = attributes["source-language"] ?? sourceLocale
                    guard let target = attributes["target-language"], !target.isEmpty else {
                        throw InterchangeError(
                            file: file, line: line, reason: "<file> has no target-language")
                    }
                    targetLocale = target
                    original = attributes["original"]
                case "trans-unit":
                    guard let key = attributes["resname"] ?? attributes["id"], !key.isEmpty else {
                        throw InterchangeError(file: file, line: line, reason: "a <trans-unit> without id")
                    }
                    unit = InterchangeUnit(key: key, source: "", target: nil, notes: "", line: line)
                case "source", "target", "note":
                    guard capture == nil else { break }
                    capture = name
                    captured = ""
                    noteFrom = attributes["from"]
                    if name == "target" { unit?.line = line }
                default: break
                }
            case .text(let text):
                if capture != nil { captured += text }
            case .end(let name, let line):
                stack.removeLast()
                if name == capture {
                    capture = nil
                    if stack.last == "trans-unit" {
                        switch name {
                        case "source": unit?.source = captured
                        case "target": unit?.target = captured.isEmpty ? nil : captured
                        default: if noteFrom == "template" { unit?.notes = captured }
                        }
                    } else if stack.last == "header", name == "note", noteFrom == "trailer" {
                        trailer = try InterchangeText.unescapeLine(captured, file: file, at: line)
                    }
                } else if name == "trans-unit", let finished = unit {
                    units.append(finished)
                    unit = nil
                }
            }
        }
        guard sawRoot else { throw InterchangeError(file: file, line: 1, reason: "no <xliff> element") }
        guard let targetLocale else {
            throw InterchangeError(file: file, line: 1, reason: "no <file> element")
        }
        return InterchangeDocument(
            sourceLocale: sourceLocale, targetLocale: targetLocale,
            original: original ?? "templates/\(targetLocale).mf2", units: units, trailer: trailer, file: file)
    }
}
