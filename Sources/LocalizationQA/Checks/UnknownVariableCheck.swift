/// `unknown-variable`: a translation reads a variable the source message neither uses nor
/// documents with `@param`; the renderer never passes it, so it would show as `{$name}`.
public struct UnknownVariableCheck: LintCheck {
    /// The id its findings carry.
    public let id = "unknown-variable"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource else { return [] }
        return subject.translatedPairs().flatMap { analysis, source -> [Finding] in
            guard let source else { return [] }
            let known = source.externalVariables.union(source.documentedVariables)
                .union(RendererContract.provided(for: analysis.entry.key))
            return analysis.externalVariables.subtracting(known).sorted().map { name in
                let offset = Self.offset(of: name, in: analysis)
                let list = known.isEmpty ? "none" : known.sorted().map { "$" + $0 }.joined(separator: ", ")
                return finding(
                    subject, analysis.entry, at: offset,
                    "$\(name) is not a variable of this message (it has \(list))")
            }
        }
    }

    /// The offset of the first expression reading `name`.
    static func offset(of name: String, in analysis: MessageAnalysis) -> Int? {
        guard let model = analysis.model else { return nil }
        return SyntaxCheck.expressions(in: model).first { MessageAnalysis.variables(of: $0).contains(name) }?
            .offset
    }
}
