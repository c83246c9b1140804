/// One `"key": value` member of a JSON object. A named pair rather than a dictionary entry, so
/// that objects keep file order and stay `Hashable` without a hand-written `==`.
public struct JSONMember: Sendable, Hashable {
    /// The member name, unescaped.
    public var key: String
    /// The member value, with the line it starts on.
    public var node: JSONNode

    /// Creates a member; used by the parser and by tests that spell out an expected object.
    public init(key: String, node: JSONNode) {
        self.key = key
        self.node = node
    }
}
