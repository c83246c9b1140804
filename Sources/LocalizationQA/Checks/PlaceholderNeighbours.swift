import MessageFormat

/// The text around each placeholder of a message, with the role its variable plays (a name, a
/// distance, an ordinal), for the checks that look for grammar written by hand next to a
/// variable instead of through `:road`, `:distance` or `:ordinal`.
struct PlaceholderNeighbour: Sendable {
    /// The function that gives the placeholder's variable its meaning: `road`, `distance`,
    /// `ordinal` (also for `:number select=ordinal`), or another name.
    var role: String
    /// The variable, if the operand is one.
    var variable: String?
    /// The text element right before, and its offset.
    var before: (text: String, offset: Int?)?
    /// The text element right after, and its offset.
    var after: (text: String, offset: Int?)?
    /// The placeholder's own offset.
    var offset: Int

    /// Every expression placeholder of every variant, with its neighbours. A variable's role
    /// comes from its own annotation, else its declaration, else the source message's use.
    static func all(in analysis: MessageAnalysis, source: MessageAnalysis?) -> [PlaceholderNeighbour] {
        var result: [PlaceholderNeighbour] = []
        for variant in analysis.variants {
            let elements = variant.pattern.elements
            for (position, element) in elements.enumerated() {
                guard case .expression(let expression) = element else { continue }
                var variable: String?
                if case .variable(let name) = expression.operand { variable = name }
                let function =
                    expression.function ?? variable.flatMap { analysis.functions[$0] }
                    ?? variable.flatMap { source?.functions[$0] }
                guard let function else { continue }
                var role = function.name
                if role == "number" || role == "integer",
                    function.options.contains(where: {
                        $0.name == "select" && $0.value == .literal("ordinal")
                    })
                {
                    role = "ordinal"
                }
                var neighbour = PlaceholderNeighbour(
                    role: role, variable: variable, before: nil, after: nil, offset: expression.offset)
                if position > 0, case .text(let text) = elements[position - 1] {
                    neighbour.before = (text, variant.elementOffset(position - 1))
                }
                if position + 1 < elements.count, case .text(let text) = elements[position + 1] {
                    neighbour.after = (text, variant.elementOffset(position + 1))
                }
                result.append(neighbour)
            }
        }
        return result
    }
}
