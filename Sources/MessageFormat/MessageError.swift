/// A problem found while parsing, validating or formatting a message.
///
/// The ``Kind`` raw values are the error names of the MessageFormat 2 specification as used by
/// its conformance suite (`syntax-error`, `bad-operand`, ...), so tools can print them verbatim.
public struct MessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error categories of the specification, plus two implementation-defined ones.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The source does not match the message grammar.
        case syntaxError = "syntax-error"
        /// A variant has a different number of keys than there are selectors.
        case variantKeyMismatch = "variant-key-mismatch"
        /// No variant has only catch-all `*` keys.
        case missingFallbackVariant = "missing-fallback-variant"
        /// A selector variable was not declared with a function annotation.
        case missingSelectorAnnotation = "missing-selector-annotation"
        /// A variable is declared twice, or declared after being used.
        case duplicateDeclaration = "duplicate-declaration"
        /// An option name appears twice in one expression or markup.
        case duplicateOptionName = "duplicate-option-name"
        /// Two variants have the same keys.
        case duplicateVariant = "duplicate-variant"
        /// A variable has no value in the arguments and no declaration.
        case unresolvedVariable = "unresolved-variable"
        /// The function named by an annotation is not in the registry.
        case unknownFunction = "unknown-function"
        /// A selector's value does not support selection, or selection failed.
        case badSelector = "bad-selector"
        /// A function cannot accept its operand.
        case badOperand = "bad-operand"
        /// An option value is not valid for its function.
        case badOption = "bad-option"
        /// A variant key is not valid for its selector.
        case badVariantKey = "bad-variant-key"
        /// A value that cannot be formatted was used as a placeholder.
        case notFormattable = "not-formattable"
        /// Any other failure of a function (the specification's umbrella category).
        case functionError = "message-function-error"

        /// Whether the error is found before formatting (syntax and data model errors), which
        /// makes the whole message unusable.
        public var isStatic: Bool {
            switch self {
            case .syntaxError, .variantKeyMismatch, .missingFallbackVariant, .missingSelectorAnnotation,
                .duplicateDeclaration, .duplicateOptionName, .duplicateVariant:
                return true
            default:
                return false
            }
        }
    }

    /// The category, whose raw value is the specification's name.
    public var kind: Kind
    /// A human-readable explanation.
    public var detail: String
    /// The offset in Unicode scalars into the message source where the problem is, if known.
    public var offset: Int?

    /// Creates an error.
    public init(_ kind: Kind, _ detail: String, offset: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.offset = offset
    }

    /// `<kind>: <detail>`, the form the command-line tool prints after `error: `.
    public var description: String { "\(kind.rawValue): \(detail)" }
}
