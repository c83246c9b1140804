import Foundation
import MessageFormat
import StrictJSON

/// Makes the pseudo-locale `qps` from the source messages: every letter of pattern text accented,
/// vowels doubled (about 40% longer, like many translations), each pattern bracketed `⟦…⟧` so
/// that cut or concatenated text shows. Only pattern text changes: declarations, selectors,
/// keys, placeholders, options and markup are copied byte for byte.
public struct PseudoLocalizer: Sendable {
    /// The pseudo-locale's tag.
    public static let tag = "qps"

    /// Creates a pseudo-localizer.
    public init() {}

    /// One pattern text run transformed.
    public func transform(text: String) -> String {
        var out = ""
        for character in text {
            let mapped = Self.accents[character] ?? character
            out.append(mapped)
            if Self.vowels.contains(character) { out.append(mapped) }
        }
        return out
    }

    /// A whole message source transformed: text runs of every pattern, and the brackets.
    public func transform(message source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        let layout = PatternLayout(source)
        var out = ""
        var index = 0
        for span in layout.spans {
            out.unicodeScalars.append(contentsOf: scalars[index..<span.start])
            out += "⟦" + transformPattern(Array(scalars[span.start..<span.end])) + "⟧"
            index = span.end
        }
        out.unicodeScalars.append(contentsOf: scalars[index..<scalars.count])
        return out
    }

    /// Transforms the text runs of one pattern's source, leaving placeholders and escapes.
    private func transformPattern(_ scalars: [Unicode.Scalar]) -> String {
        var out = ""
        var text = ""
        var index = 0
        func flush() {
            out += transform(text: text)
            text = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count {
                flush()
                out.unicodeScalars.append(scalar)
                out.unicodeScalars.append(scalars[index + 1])
                index += 2
            } else if scalar == "{" {
                flush()
                let end = PatternLayout.skipPlaceholder(scalars, from: index)
                out.unicodeScalars.append(contentsOf: scalars[index...min(end, scalars.count - 1)])
                index = end + 1
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        flush()
        return out
    }

    /// A whole resource in the message-resource syntax: section heads and `@param` lines kept,
    /// comments dropped, every message transformed.
    public func resource(from source: MessageResource, sourceTag: String) -> String {
        var out =
            "# Pseudo-locale \(Self.tag), made by `guidance qa pseudo` from \(sourceTag). Do not edit.\n"
        var section = ""
        for entry in source.entries {
            let parts = entry.key.split(separator: ".")
            let entrySection = parts.dropLast().joined(separator: ".")
            if entrySection != section {
                section = entrySection
                out += "\n[\(section)]\n"
            }
            out += "\n"
            for property in entry.properties {
                out += "@\(property.name) \(property.value.replacingOccurrences(of: "\n", with: " "))\n"
            }
            out += "\(parts.last ?? "") = \(Self.resourceValue(transform(message: entry.source)))\n"
        }
        return out
    }

    /// A message written as a resource value: continuation lines indented, a leading space of
    /// a line kept with `\ `.
    static func resourceValue(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            var text = String(line)
            if text.first == " " || text.first == "\t" { text = "\\" + text }
            return index == 0 ? text : "  " + text
        }.joined(separator: "\n")
    }

    /// The facts file for `qps`: the source's facts with the tag, name, served tags and
    /// fallback replaced, the rest as the source has it, in its order.
    public func facts(fromSourceJSON text: String) throws(QAError) -> String {
        guard let root = try? JSONParser.parse(text), case .object(var members) = root.value else {
            throw .locale("the source facts are not a JSON object")
        }
        let replaced: [(String, JSONNode.Value)] = [
            ("locale", .string(Self.tag)), ("name", .string("Pseudo-locale (\(Self.tag))")),
            ("serves", .array([])), ("fallback", .array([])),
        ]
        for (key, value) in replaced {
            let node = JSONNode(value, line: 0)
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].node = node
            } else {
                members.append(JSONMember(key: key, node: node))
            }
        }
        return JSONNode(.object(members), line: root.line).indentedText() + "\n"
    }

    static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "A", "E", "I", "O", "U"]

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "đ", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ɋ", "r": "ŕ", "s": "š", "t": "ŧ",
        "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Đ",
        "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ",
        "O": "Ö", "P": "Þ", "Q": "Ɋ", "R": "Ŕ", "S": "Š", "T": "Ŧ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ",
        "Y": "Ý", "Z": "Ž",
    ]
}
