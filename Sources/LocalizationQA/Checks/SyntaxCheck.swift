import Localization
import MessageFormat

/// `syntax`: the templates file is a valid message resource, every message is valid MF2 (syntax
/// and data model), and every function it names exists for the locale.
public struct SyntaxCheck: LintCheck {
    /// The id its findings carry.
    public let id = "syntax"
    /// How much its findings matter.
    public let severity = Severity.error

    /// The functions every locale has: the standard ones plus those of the Localization module.
    static let knownFunctions: Set<String> = Set(FunctionRegistry.standard.names).union([
        "distance", "ordinal", "road",
    ])

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = subject.resourceErrors.map { error in
            templatesFinding(subject, line: error.line, column: error.column, error.reason)
        }
        for entry in subject.resource.entries {
            for error in CompiledMessage.diagnose(entry.source) where error.kind != .missingFallbackVariant {
                findings.append(
                    finding(subject, entry, at: error.offset ?? 0, "\(error.kind.rawValue): \(error.detail)"))
            }
            guard let analysis = subject.analysis(entry.key), let model = analysis.model else { continue }
            for expression in Self.expressions(in: model) {
                guard let name = expression.function?.name, !Self.knownFunctions.contains(name) else {
                    continue
                }
                findings.append(
                    finding(
                        subject, entry, at: expression.offset, "unknown function :\(name) (no such function)")
                )
            }
        }
        return findings
    }

    /// Every expression of a message: declarations and placeholders.
    static func expressions(in model: MessageModel) -> [MessageExpression] {
        model.declarations.map(\.expression)
            + MessageAnalysis.patterns(of: model).flatMap(\.elements).compactMap { element in
                if case .expression(let expression) = element { return expression }
                return nil
            }
    }
}
