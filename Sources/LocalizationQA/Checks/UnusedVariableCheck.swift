/// `unused-variable`: a value the source says that the translation drops: per variant (the
/// variant with the same keys places fewer variables), per message (a variable placed somewhere
/// in the source is placed nowhere in the translation, unless the translation says one of the
/// alternatives the source documents without saying), or a `@param` naming no variable of the
/// message (in the message itself or the source's).
public struct UnusedVariableCheck: LintCheck {
    /// The id its findings carry.
    public let id = "unused-variable"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            let source = subject.sourceAnalyses[entry.key]
            var known = analysis.externalVariables.union(RendererContract.provided(for: entry.key))
            if let source { known.formUnion(source.externalVariables.union(source.documentedVariables)) }
            for property in entry.properties where property.name == "param" {
                guard let word = property.value.split(whereSeparator: \.isWhitespace).first else { continue }
                let name = String(word.drop { $0 == "$" })
                guard !known.contains(name) else { continue }
                findings.append(
                    templatesFinding(
                        subject, line: property.line, column: property.column, key: entry.key,
                        "@param \(name) names no variable of this message"))
            }
        }
        guard !subject.isSource else { return findings }
        for (analysis, source) in subject.translatedPairs() {
            guard let source else { continue }
            let placedInSource = source.variants.reduce(into: Set<String>()) {
                $0.formUnion($1.placeholders(resolving: source.locals))
            }
            let placed = analysis.variants.reduce(into: Set<String>()) {
                $0.formUnion($1.placeholders(resolving: analysis.locals))
            }
            // Variables the source documents without saying them are alternatives it offers
            // (a 24-hour `hour` beside the source's `hour12`): a translation saying one of them
            // has chosen its own form, and what it leaves out is not a loss.
            let alternatives = Set(source.documentedVariables).subtracting(placedInSource)
            let dropped = placedInSource.subtracting(placed)
            let droppedEverywhere = placed.isDisjoint(with: alternatives) ? dropped : []
            for name in droppedEverywhere.sorted() {
                findings.append(
                    finding(
                        subject, analysis.entry, at: nil,
                        "$\(name) is said by the source but by no variant here"))
            }
            for variant in analysis.variants where !variant.keys.isEmpty {
                guard let sourceVariant = source.variant(keys: variant.keys) else { continue }
                let missing = sourceVariant.placeholders(resolving: source.locals)
                    .subtracting(variant.placeholders(resolving: analysis.locals))
                    .subtracting(dropped)
                for name in missing.sorted() {
                    findings.append(
                        finding(
                            subject, analysis.entry, at: variant.span?.opening,
                            "variant [\(variant.keyText)] drops $\(name), which the source variant says"))
                }
            }
        }
        return findings
    }
}
