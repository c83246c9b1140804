/// One option a command accepts, declared once so that parsing and `--help` never disagree.
public struct OptionSpec: Sendable, Hashable {
    /// Whether the option takes a value and how often it may appear.
    public enum Kind: Sendable, Hashable {
        /// A switch such as `--parts`; present or absent.
        case flag
        /// An option with one value such as `--locale pt-BR`; the last occurrence wins.
        case value
        /// An option with a value that may be given several times, kept in order.
        case repeated
    }

    /// The long name without dashes, e.g. `locale`.
    public var name: String
    /// An optional one-letter alias, e.g. `o` for `-o`.
    public var short: Character?
    /// How the option is parsed.
    public var kind: Kind
    /// The placeholder shown in help, e.g. `L` in `--locale L`.
    public var valueName: String
    /// One line explaining the option.
    public var help: String
    /// Older long names that still work, so that scripts written for them keep running; using
    /// one prints a deprecation warning, and help names them as deprecated.
    public var deprecatedNames: [String]

    /// Declares an option; `valueName` defaults to the upper-cased name for value options.
    public init(
        _ name: String, short: Character? = nil, kind: Kind = .value, valueName: String? = nil, help: String,
        deprecatedNames: [String] = []
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName ?? name.uppercased()
        self.help = help
        self.deprecatedNames = deprecatedNames
    }

    /// Declares a switch.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name, kind: .flag, help: help)
    }

    /// The help line with the deprecated spellings named after it.
    public var helpWithDeprecations: String {
        guard !deprecatedNames.isEmpty else { return help }
        let names = deprecatedNames.map { "--\($0)" }.joined(separator: ", ")
        return help + " (\(names): deprecated spelling)"
    }
}

/// A positional argument, for usage lines and arity checks.
public struct PositionalSpec: Sendable, Hashable {
    /// The placeholder shown in usage, e.g. `FILE`.
    public var name: String
    /// One line explaining the argument.
    public var help: String
    /// Whether the argument may be omitted.
    public var isOptional: Bool
    /// Whether the argument swallows every remaining positional.
    public var isVariadic: Bool

    /// Declares a positional argument.
    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}
