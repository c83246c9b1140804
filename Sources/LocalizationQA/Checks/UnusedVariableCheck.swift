/// `unused-variable`: a value the source says that the translation drops: per variant (the
/// variant with the same keys places fewer variables), per message (a variable placed somewhere
/// in the source is placed nowhere in the translation), or a `@param` naming a variable the
/// message never reads.
public struct UnusedVariableCheck: LintCheck {
    public let id = "unused-variable"
    public let severity = Severity.warning
    public let summary = "a variable declared (@param) or placed by the source that a variant never uses"

    /// Creates the check.
    public init() {}

    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            let reads = analysis.externalVariables
            for property in entry.properties where property.name == "param" {
                guard let word = property.value.split(whereSeparator: \.isWhitespace).first else { continue }
                let name = String(word.drop { $0 == "$" })
                guard !reads.contains(name) else { continue }
                findings.append(
                    Finding(
                        checkID: id, severity: severity, locale: subject.tag, file: subject.templatesFile,
                        line: property.line, column: property.column, key: entry.key,
                        message: "@param \(name) is documented but the message never reads $\(name)"))
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
            let droppedEverywhere = placedInSource.subtracting(placed)
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
                    .subtracting(droppedEverywhere)
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
