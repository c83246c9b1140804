/// The result of parsing: typed accessors that turn bad values into usage errors.
public struct ParsedArguments: Sendable, Equatable {
    /// Values of value and repeated options, by long name, in the order given.
    public var values: [String: [String]]
    /// Flags that were present, by long name.
    public var flags: Set<String> = []
    /// Positional arguments in order (`-` is kept as is: it means stdin or stdout).
    public var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    public var wantsHelp = false
    /// One warning per deprecated spelling used, e.g. `--out is deprecated; use --output`.
    public var deprecations: [String] = []

    /// Creates a parse result; normally produced by ``ArgumentParser``, with `values` by tests
    /// of the typed accessors.
    public init(values: [String: [String]] = [:]) {
        self.values = values
    }

    /// The last value of an option, or nil when absent.
    public func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeated option.
    public func all(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value parsed as a number, or a usage error naming the option.
    public func double(_ name: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw UsageError("option --\(name): expected a number, got \"\(text)\"")
        }
        return number
    }

    /// The value parsed as an integer, or a usage error naming the option.
    public func int(_ name: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else {
            throw UsageError("option --\(name): expected an integer, got \"\(text)\"")
        }
        return number
    }

    /// The value checked against a closed set of choices.
    public func choice(_ name: String, in choices: [String]) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            throw UsageError(
                "option --\(name): \"\(text)\" is not one of \(choices.joined(separator: ", "))")
        }
        return text
    }
}
