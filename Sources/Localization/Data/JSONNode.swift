/// A parsed JSON value that remembers the line it started on, so that every error about a
/// locale file can name the line of the offending field, not just its path.
public struct JSONNode: Sendable, Equatable {
    /// The JSON value kinds; objects keep their keys in file order.
    public indirect enum Value: Sendable, Equatable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// Any JSON number.
        case number(Double)
        /// A string, unescaped.
        case string(String)
        /// An array of nodes.
        case array([JSONNode])
        /// An object: its members in file order (duplicate keys are rejected by the parser).
        case object([(key: String, node: JSONNode)])

        /// Compares values member by member (tuples are not `Equatable` on their own).
        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case (.bool(let a), .bool(let b)): return a == b
            case (.number(let a), .number(let b)): return a == b
            case (.string(let a), .string(let b)): return a == b
            case (.array(let a), .array(let b)): return a == b
            case (.object(let a), .object(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.node == $1.node }
            default: return false
            }
        }
    }

    /// The value.
    public var value: Value
    /// The 1-based line where the value starts.
    public var line: Int

    /// Creates a node.
    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// The kind of value, as error messages name it.
    public var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
