import MessageFormat

/// A unit message compiled once, when the locale loads, into straight-line text: literal
/// pieces around its one argument (`$number` for a unit, `$distance` for `lessThan`), chosen by
/// the rounded amount's exact literal (`1.5`) or its plural category, as the MessageFormat
/// engine would choose. Only messages of that shape compile (at most one `.input {$count
/// :number}` without options, selection on `$count` alone, keys that are numbers or plural
/// categories, placeholders of the argument alone); any other message stays with the engine.
final class UnitProgram: Sendable {
    /// Text, or the argument.
    enum Piece: Sendable, Hashable {
        /// Literal text.
        case text(String)
        /// The message's argument.
        case argument

        /// The piece's text, `argument` standing for the argument.
        func text(_ argument: String) -> String {
            switch self {
            case .text(let text): text
            case .argument: argument
            }
        }
    }

    /// One variant's pattern.
    struct Pattern: Sendable {
        /// The pieces in order.
        let pieces: [Piece]

        /// The pattern with `argument` in its place: no new string when the pattern is its text
        /// alone or the argument alone.
        func render(_ argument: String) -> String {
            if pieces.count == 1 { return pieces[0].text(argument) }
            var length = 0
            for piece in pieces { length += piece.text(argument).utf8.count }
            // The bytes copied straight into the new string (no heap buffer at all for the usual
            // "250 m", which fits a small string).
            return String(unsafeUninitializedCapacity: length) { buffer in
                var position = 0
                for piece in pieces {
                    let text = piece.text(argument)
                    let copied = text.utf8.withContiguousStorageIfAvailable { source -> Int in
                        let target = UnsafeMutableBufferPointer(rebasing: buffer[position...])
                        guard source.count <= target.count else { return 0 }
                        return target.initialize(fromContentsOf: source)
                    }
                    if let copied {
                        position += copied
                    } else {
                        for byte in text.utf8 where position < buffer.count {
                            buffer[position] = byte
                            position += 1
                        }
                    }
                }
                return position
            }
        }
    }

    /// Variants keyed by an exact amount, in source order.
    let exact: [(key: String, pattern: Pattern)]
    /// Variants keyed by a plural category, indexed by ``categoryIndex(_:)``.
    let byCategory: [Pattern?]
    /// The catch-all variant, or the message's only pattern.
    let other: Pattern

    /// Compiles `model` when it has the straight-line shape, with `argument` the name of the
    /// one variable its placeholders may show; nil otherwise.
    init?(_ model: MessageModel, argument: String) {
        var selects = false
        for declaration in model.declarations {
            guard declaration.kind == .input, declaration.name == "count",
                declaration.expression.operand == .variable("count"),
                let function = declaration.expression.function, function.name == "number",
                function.options.isEmpty
            else { return nil }
            selects = true
        }
        switch model.body {
        case .pattern(let pattern):
            guard let compiled = Self.pattern(pattern, argument: argument) else { return nil }
            exact = []
            byCategory = []
            other = compiled
        case .matcher(let selectors, let variants):
            guard selects, selectors == ["count"] else { return nil }
            var exact: [(key: String, pattern: Pattern)] = []
            var byCategory = [Pattern?](repeating: nil, count: PluralCategory.allCases.count)
            var other: Pattern?
            var seen = Set<String>()
            for variant in variants {
                guard variant.keys.count == 1, let pattern = Self.pattern(variant.pattern, argument: argument)
                else { return nil }
                switch variant.keys[0] {
                case .catchAll:
                    guard other == nil else { return nil }
                    other = pattern
                case .literal(let key):
                    guard seen.insert(key).inserted else { return nil }
                    if NumberValue.isExactKey(key) {
                        exact.append((key, pattern))
                    } else if let category = PluralCategory(rawValue: key) {
                        byCategory[Self.categoryIndex(category)] = pattern
                    } else {
                        return nil
                    }
                }
            }
            guard let other else { return nil }
            self.exact = exact
            self.byCategory = byCategory
            self.other = other
        }
    }

    /// The text for an amount written as `literal` (as `:number` shows it) whose plural category
    /// is `category`: the exact variant first, then the category's, then the catch-all.
    func format(literal: String, category: PluralCategory, argument: String) -> String {
        for variant in exact where variant.key == literal { return variant.pattern.render(argument) }
        if !byCategory.isEmpty, let pattern = byCategory[Self.categoryIndex(category)] {
            return pattern.render(argument)
        }
        return other.render(argument)
    }

    /// Where a category's variant sits in ``byCategory``.
    static func categoryIndex(_ category: PluralCategory) -> Int {
        switch category {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// A pattern of text and placeholders of `argument` alone (no function, no markup).
    private static func pattern(_ pattern: MessagePattern, argument: String) -> Pattern? {
        var pieces: [Piece] = []
        for element in pattern.elements {
            switch element {
            case .text(let text):
                if case .text(let previous) = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + text)
                } else {
                    pieces.append(.text(text))
                }
            case .expression(let expression):
                guard expression.operand == .variable(argument), expression.function == nil else {
                    return nil
                }
                pieces.append(.argument)
            case .markup:
                return nil
            }
        }
        if pieces.isEmpty { pieces = [.text("")] }
        return Pattern(pieces: pieces)
    }
}
