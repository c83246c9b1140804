/// Where the patterns of a message and their elements start in its source, as Unicode-scalar
/// offsets (the unit of ``MessageFormat/MessageResource/Entry/location(ofOffset:)``).
///
/// The data model keeps offsets for placeholders only; findings about a variant or about a run
/// of text need the position of the pattern and of each text element too.
struct PatternLayout: Sendable, Hashable {
    /// One pattern: the offset of its first character and of each element, in model order.
    struct Span: Sendable, Hashable {
        /// The offset of the pattern's first character (after `{{` for a quoted pattern).
        var start: Int
        /// The offset of the `{{` of a quoted pattern (the start for a simple message).
        var opening: Int
        /// One offset per element: text runs and placeholders.
        var elementOffsets: [Int]
        /// The offset just past the pattern: the first `}` of `}}` for a quoted pattern, the end
        /// of the source for a simple message (or an unterminated pattern).
        var end: Int
    }

    /// The patterns in source order: the only one of a simple message, else one per quoted
    /// pattern (the variants of a matcher, in order).
    var spans: [Span]

    /// Scans `source`; never fails (an unterminated construct ends the scan).
    init(_ source: String) {
        let scalars = Array(source.unicodeScalars)
        var spans: [Span] = []
        let firstSignificant = scalars.firstIndex { !Self.isWhitespace($0) }
        let isComplex: Bool
        if let first = firstSignificant {
            let next = first + 1 < scalars.count ? scalars[first + 1] : " "
            isComplex = scalars[first] == "." || (scalars[first] == "{" && next == "{")
        } else {
            isComplex = false
        }
        if !isComplex {
            let (offsets, _) = Self.scanPattern(scalars, from: 0, quoted: false)
            spans.append(Span(start: 0, opening: 0, elementOffsets: offsets, end: scalars.count))
            self.spans = spans
            return
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "|" {
                index = Self.skipQuoted(scalars, from: index) + 1
            } else if scalar == "{", index + 1 < scalars.count, scalars[index + 1] == "{" {
                let (offsets, end) = Self.scanPattern(scalars, from: index + 2, quoted: true)
                spans.append(Span(start: index + 2, opening: index, elementOffsets: offsets, end: end))
                index = end + 2
            } else if scalar == "{" {
                index = Self.skipPlaceholder(scalars, from: index) + 1
            } else {
                index += 1
            }
        }
        self.spans = spans
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{3000}"
    }

    /// Element offsets of a pattern and the index where it ends (the first `}` of `}}`).
    private static func scanPattern(_ scalars: [Unicode.Scalar], from start: Int, quoted: Bool) -> (
        [Int], Int
    ) {
        var offsets: [Int] = []
        var textStart: Int?
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                if textStart == nil { textStart = index }
                index += 2
                continue
            }
            if scalar == "{" {
                if let text = textStart { offsets.append(text) }
                textStart = nil
                offsets.append(index)
                index = skipPlaceholder(scalars, from: index) + 1
                continue
            }
            if quoted, scalar == "}" {
                if let text = textStart { offsets.append(text) }
                return (offsets, index)
            }
            if textStart == nil { textStart = index }
            index += 1
        }
        if let text = textStart { offsets.append(text) }
        return (offsets, scalars.count)
    }

    /// The index of the `}` closing the placeholder that opens at `start` (`scalars.count` when
    /// unterminated).
    static func skipPlaceholder(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            switch scalars[index] {
            case "|": index = skipQuoted(scalars, from: index)
            case "}": return index
            default: break
            }
            index += 1
        }
        return scalars.count
    }

    /// The index of the `|` closing the quoted literal that opens at `start`.
    private static func skipQuoted(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "|" { return index }
            index += 1
        }
        return scalars.count
    }
}
