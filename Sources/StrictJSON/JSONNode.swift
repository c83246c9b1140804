/// A parsed JSON value that remembers the line it starts on, so that a reader of a locale file
/// or a route response can say `route.json:57: field routes[0]…: missing` instead of only naming
/// a path that the author then has to find by hand.
public struct JSONNode: Sendable, Hashable {
    /// The JSON value kinds. Objects keep their members in file order, so that readers report
    /// problems in the order an author reads the file and can echo keys back as written.
    public indirect enum Value: Sendable, Hashable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// Any JSON number that fits a finite `Double`.
        case number(Double)
        /// A string, unescaped.
        case string(String)
        /// An array of nodes.
        case array([JSONNode])
        /// An object: its members in file order (the parser rejects duplicate keys, so a key
        /// names at most one member).
        case object([JSONMember])
    }

    /// The value.
    public var value: Value
    /// The 1-based line where the value starts: the line of its first character.
    public var line: Int

    /// Creates a node; readers get nodes from ``JSONParser``, tests build expectations with this.
    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// The kind of value as an error message names it, for "expected a string, found an array".
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
