/// The resolved options of an expression or markup, in source order.
public struct FunctionOptions: Sendable, RandomAccessCollection {
    /// One resolved option.
    public struct Option: Sendable {
        /// The option name, with its namespace if any (`u:id`).
        public var name: String
        /// The resolved value.
        public var value: any MessageValue
        /// Whether the value was written as a literal (as opposed to a variable).
        public var isLiteral: Bool

        /// Creates an option.
        public init(name: String, value: any MessageValue, isLiteral: Bool) {
            self.name = name
            self.value = value
            self.isLiteral = isLiteral
        }
    }

    /// The options in source order.
    public private(set) var entries: [Option]

    /// Creates options.
    public init(_ entries: [Option] = []) {
        self.entries = entries
    }

    /// The first index.
    public var startIndex: Int { entries.startIndex }
    /// One past the last index.
    public var endIndex: Int { entries.endIndex }
    /// The option at a position.
    public subscript(position: Int) -> Option { entries[position] }

    /// The option with this name.
    public func option(_ name: String) -> Option? {
        entries.first { $0.name == name }
    }

    /// The value of the option with this name.
    public subscript(name: String) -> (any MessageValue)? { option(name)?.value }

    /// The plain-text form of the option with this name (see ``MessageValue/stringValue``).
    public func string(_ name: String) -> String? { option(name)?.value.stringValue }

    /// Sets or replaces an option.
    public mutating func set(_ name: String, _ value: any MessageValue, isLiteral: Bool = true) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = Option(name: name, value: value, isLiteral: isLiteral)
        } else {
            entries.append(Option(name: name, value: value, isLiteral: isLiteral))
        }
    }

    /// Removes an option if present.
    public mutating func remove(_ name: String) {
        entries.removeAll { $0.name == name }
    }

    /// These options on top of `base`: options here win, options only in `base` are kept.
    public func overriding(_ base: FunctionOptions) -> FunctionOptions {
        if base.isEmpty { return self }
        var result = base
        for entry in entries { result.set(entry.name, entry.value, isLiteral: entry.isLiteral) }
        return result
    }
}
