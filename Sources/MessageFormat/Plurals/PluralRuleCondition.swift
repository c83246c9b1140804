/// A parsed CLDR plural rule condition such as `v = 0 and i % 10 = 2..4 or f != 0`.
struct PluralRuleCondition: Sendable, Hashable {
    /// One relation: `operand [% modulus] (=|!=) ranges`.
    struct Relation: Sendable, Hashable {
        var operand: UInt8
        var modulus: Int?
        var negated: Bool
        var ranges: [ClosedRange<Int>]

        func matches(_ operands: PluralOperands) -> Bool {
            var value = operands.value(of: operand)
            if let modulus {
                value = value.truncatingRemainder(dividingBy: Double(modulus))
            }
            let found =
                value == value.rounded() && value.magnitude < 9e18
                && ranges.contains { $0.contains(Int(value)) }
            return found != negated
        }
    }

    /// Alternatives (`or`), each a conjunction (`and`) of relations; empty means always true.
    var alternatives: [[Relation]]

    func matches(_ operands: PluralOperands) -> Bool {
        if alternatives.isEmpty { return true }
        return alternatives.contains { relations in relations.allSatisfy { $0.matches(operands) } }
    }
}

extension PluralRuleCondition {
    /// Parses the condition part of a rule (the text before any `@integer`/`@decimal`).
    init(parsing text: String) throws(MessageError) {
        var tokens = PluralRuleCondition.tokenize(text)[...]
        alternatives = []
        if tokens.isEmpty { return }
        var conjunction: [Relation] = []
        while true {
            conjunction.append(try Self.parseRelation(&tokens, text))
            guard let next = tokens.first else { break }
            tokens = tokens.dropFirst()
            if next == "or" {
                alternatives.append(conjunction)
                conjunction = []
            } else if next != "and" {
                throw MessageError(.syntaxError, "plural rule \"\(text)\": unexpected \"\(next)\"")
            }
        }
        alternatives.append(conjunction)
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t":
                flush()
            case "%", "=", ",":
                flush()
                tokens.append(String(scalar))
            case "!":
                flush()
                if index + 1 < scalars.count, scalars[index + 1] == "=" { index += 1 }
                tokens.append("!=")
            case ".":
                if index + 1 < scalars.count, scalars[index + 1] == "." {
                    flush()
                    tokens.append("..")
                    index += 1
                } else {
                    current.unicodeScalars.append(scalar)
                }
            default:
                current.unicodeScalars.append(scalar)
            }
            index += 1
        }
        flush()
        return tokens
    }

    private static func parseRelation(_ tokens: inout ArraySlice<String>, _ text: String) throws(MessageError)
        -> Relation
    {
        func fail(_ detail: String) -> MessageError {
            MessageError(.syntaxError, "plural rule \"\(text)\": \(detail)")
        }
        guard let operandToken = tokens.popFirst(), operandToken.utf8.count == 1,
            let operand = operandToken.utf8.first, "nivwftec".utf8.contains(operand)
        else { throw fail("expected an operand") }
        var modulus: Int?
        if tokens.first == "%" {
            tokens = tokens.dropFirst()
            guard let token = tokens.popFirst(), let value = Int(token), value > 0 else {
                throw fail("expected a modulus")
            }
            modulus = value
        }
        guard let comparison = tokens.popFirst(), comparison == "=" || comparison == "!=" else {
            throw fail("expected = or !=")
        }
        var ranges: [ClosedRange<Int>] = []
        repeat {
            if !ranges.isEmpty { tokens = tokens.dropFirst() }
            guard let token = tokens.popFirst(), let low = Int(token) else { throw fail("expected a number") }
            var high = low
            if tokens.first == ".." {
                tokens = tokens.dropFirst()
                guard let token = tokens.popFirst(), let value = Int(token), value >= low else {
                    throw fail("expected a range end")
                }
                high = value
            }
            ranges.append(low...high)
        } while tokens.first == ","
        return Relation(
            operand: operand == UInt8(ascii: "c") ? UInt8(ascii: "e") : operand, modulus: modulus,
            negated: comparison == "!=", ranges: ranges)
    }
}
