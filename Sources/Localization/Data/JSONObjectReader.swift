import StrictJSON

/// Typed access to the members of one JSON object of a locale file: every failure becomes a
/// ``LocalizationError/invalidField(path:line:field:reason:)`` naming the file, line and the
/// dotted field path, and members nobody asked for are reported as unknown (typo protection).
package struct JSONObjectReader: Sendable {
    /// The file the object comes from, as shown in errors.
    public let file: String
    /// The dotted path of this object, e.g. `roads.types[3]` (empty for the root).
    public let path: String
    /// The line the object starts on.
    public let line: Int
    /// The object node; `init` checked that it is one.
    private let object: JSONNode

    /// Wraps `node`, which must be an object.
    public init(_ node: JSONNode, file: String, path: String = "") throws(LocalizationError) {
        guard node.members != nil else {
            throw LocalizationError.invalidField(
                path: file, line: node.line, field: path.isEmpty ? "(root)" : path,
                reason: "expected an object, found \(node.kindName)")
        }
        self.file = file
        self.path = path
        self.line = node.line
        self.object = node
    }

    private var members: [JSONMember] { object.members ?? [] }

    /// The member names, in file order.
    public var keys: [String] { members.map(\.key) }

    /// The dotted path of a member.
    public func fieldPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// A raw member node, or nil when absent.
    public func node(_ key: String) -> JSONNode? {
        object[key]
    }

    /// An error about a member (or about this object when the member is absent).
    public func failure(_ key: String, _ reason: String) -> LocalizationError {
        .invalidField(path: file, line: node(key)?.line ?? line, field: fieldPath(key), reason: reason)
    }

    /// Rejects members outside `allowed`, so that a misspelt optional field is not silently ignored.
    public func rejectUnknownKeys(_ allowed: Set<String>) throws(LocalizationError) {
        for member in members where !allowed.contains(member.key) {
            throw failure(
                member.key, "unknown field (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    private func required(_ key: String) throws(LocalizationError) -> JSONNode {
        guard let node = node(key) else { throw failure(key, "missing field") }
        return node
    }

    /// A required string.
    public func string(_ key: String) throws(LocalizationError) -> String {
        let node = try required(key)
        guard case .string(let value) = node.value else {
            throw failure(key, "expected a string, found \(node.kindName)")
        }
        return value
    }

    /// An optional string.
    public func optionalString(_ key: String) throws(LocalizationError) -> String? {
        node(key) == nil ? nil : try string(key)
    }

    /// A required string that must be one of `choices`.
    public func choice(_ key: String, in choices: [String]) throws(LocalizationError) -> String {
        let value = try string(key)
        guard choices.contains(value) else {
            throw failure(key, "\"\(value)\" is not one of: \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// A required number.
    public func number(_ key: String) throws(LocalizationError) -> Double {
        let node = try required(key)
        guard case .number(let value) = node.value else {
            throw failure(key, "expected a number, found \(node.kindName)")
        }
        return value
    }

    /// A required number within `range` (finite by construction of the range), so that a value
    /// such as `1e300` is refused here, naming the file, line and field, instead of overflowing
    /// wherever it is used.
    public func number(_ key: String, in range: ClosedRange<Double>) throws(LocalizationError) -> Double {
        let value = try number(key)
        guard range.contains(value) else {
            throw failure(
                key,
                "expected a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)), "
                    + "found \(Self.text(value))")
        }
        return value
    }

    /// A number as a translator would write it: `10`, `0.25`, `1e+300`.
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// A required whole number, 0 or more.
    public func integer(_ key: String) throws(LocalizationError) -> Int {
        let value = try number(key)
        guard value >= 0, value == value.rounded(), value < 1e9 else {
            throw failure(key, "expected a whole number, found \(value)")
        }
        return Int(value)
    }

    /// An optional boolean.
    public func optionalBool(_ key: String) throws(LocalizationError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .bool(let value) = node.value else {
            throw failure(key, "expected true or false, found \(node.kindName)")
        }
        return value
    }

    /// A required nested object.
    public func object(_ key: String) throws(LocalizationError) -> JSONObjectReader {
        try JSONObjectReader(required(key), file: file, path: fieldPath(key))
    }

    /// An optional nested object.
    public func optionalObject(_ key: String) throws(LocalizationError) -> JSONObjectReader? {
        node(key) == nil ? nil : try object(key)
    }

    /// A required array, as nodes with their element paths.
    public func array(_ key: String) throws(LocalizationError) -> [(path: String, node: JSONNode)] {
        let node = try required(key)
        guard case .array(let elements) = node.value else {
            throw failure(key, "expected an array, found \(node.kindName)")
        }
        return elements.enumerated().map { ("\(fieldPath(key))[\($0.offset)]", $0.element) }
    }

    /// An optional array (absent means empty).
    public func optionalArray(_ key: String) throws(LocalizationError) -> [(path: String, node: JSONNode)] {
        node(key) == nil ? [] : try array(key)
    }

    /// A required array of objects.
    public func objects(_ key: String) throws(LocalizationError) -> [JSONObjectReader] {
        var readers: [JSONObjectReader] = []
        for (path, node) in try array(key) {
            readers.append(try JSONObjectReader(node, file: file, path: path))
        }
        return readers
    }

    /// An optional array of objects (absent means empty).
    public func optionalObjects(_ key: String) throws(LocalizationError) -> [JSONObjectReader] {
        node(key) == nil ? [] : try objects(key)
    }

    /// A required array of strings.
    public func strings(_ key: String) throws(LocalizationError) -> [String] {
        var values: [String] = []
        for (path, node) in try array(key) {
            guard case .string(let value) = node.value else {
                throw LocalizationError.invalidField(
                    path: file, line: node.line, field: path,
                    reason: "expected a string, found \(node.kindName)")
            }
            values.append(value)
        }
        return values
    }

    /// An optional array of strings (absent means empty).
    public func optionalStrings(_ key: String) throws(LocalizationError) -> [String] {
        node(key) == nil ? [] : try strings(key)
    }

    /// Every member of this object as a string (for maps such as `{"feminine": "na"}`).
    public func stringMap() throws(LocalizationError) -> [String: String] {
        var map: [String: String] = [:]
        for member in members {
            guard case .string(let value) = member.node.value else {
                throw failure(member.key, "expected a string, found \(member.node.kindName)")
            }
            map[member.key] = value
        }
        return map
    }
}
