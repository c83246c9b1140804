import Foundation

/// A multi-line text written on one line (`\n` and `\\`), for header fields.
enum InterchangeText {
    static func escapeLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The text of an escaped line; an unknown escape is an error at the line.
    static func unescapeLine(_ line: String, file: String, at number: Int) throws(InterchangeError) -> String
    {
        var out = ""
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                out.append(character)
                continue
            }
            switch iterator.next() {
            case "n": out.append("\n")
            case "\\": out.append("\\")
            default: throw InterchangeError(file: file, line: number, reason: "invalid escape in \(line)")
            }
        }
        return out
    }
}
