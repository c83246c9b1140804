/// Reads by member name, for the objects of a data file: each read names the member in its error
/// (on the member's line, or the object's when it is absent). Optional reads take an absent member
/// and a `null` one alike as not given; required reads report both ("missing", "found null").
extension JSONReader {
    private var members: [JSONMember] { node.members ?? [] }

    /// The member names, in file order.
    public var keys: [String] { members.map(\.key) }

    /// A raw member node, or nil when absent.
    public func node(_ key: String) -> JSONNode? {
        node[key]
    }

    /// Rejects members outside `allowed`, so that a misspelt optional field is not silently ignored.
    public func rejectUnknownKeys(_ allowed: Set<String>) throws(Failure) {
        for member in members where !allowed.contains(member.key) {
            throw failure(
                member.key, "unknown field (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// Whether a member is absent or `null`: optional reads take both as "not given".
    private func isAbsent(_ key: String) -> Bool {
        node[key].map { $0.value == .null } ?? true
    }

    private func present(_ key: String) throws(Failure) -> JSONReader {
        guard let member = node[key] else { throw failure(key, "missing") }
        return child(member, path: fieldPath(key))
    }

    /// A required string member.
    public func string(_ key: String) throws(Failure) -> String {
        try present(key).string()
    }

    /// An optional string member (absent or `null` is nil).
    public func optionalString(_ key: String) throws(Failure) -> String? {
        try member(key)?.string()
    }

    /// A required string member that must be one of `choices`.
    public func choice(_ key: String, in choices: [String]) throws(Failure) -> String {
        let value = try string(key)
        guard choices.contains(value) else {
            throw failure(key, "\"\(value)\" is not one of: \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// A required number member.
    public func number(_ key: String) throws(Failure) -> Double {
        try present(key).number()
    }

    /// An optional number member (absent or `null` is nil).
    public func optionalNumber(_ key: String) throws(Failure) -> Double? {
        try member(key)?.number()
    }

    /// A required number member within `range`, so that a value such as `1e300` is refused
    /// where it is read, naming the file, line and field, instead of overflowing where it is used.
    public func number(_ key: String, in range: ClosedRange<Double>) throws(Failure) -> Double {
        let value = try number(key)
        guard range.contains(value) else {
            throw failure(
                key,
                "expected a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)), "
                    + "found \(Self.text(value))")
        }
        return value
    }

    /// A required count: a whole number from 0 to below 10^9.
    public func integer(_ key: String) throws(Failure) -> Int {
        let value = try number(key)
        guard value >= 0, value == value.rounded(), value < 1e9 else {
            throw failure(key, "expected a whole number, found \(Self.text(value))")
        }
        return Int(value)
    }

    /// An optional boolean member.
    public func optionalBool(_ key: String) throws(Failure) -> Bool? {
        try member(key)?.bool()
    }

    /// A required object member.
    public func object(_ key: String) throws(Failure) -> JSONReader {
        try present(key).asObject()
    }

    /// An optional object member.
    public func optionalObject(_ key: String) throws(Failure) -> JSONReader? {
        isAbsent(key) ? nil : try object(key)
    }

    /// A required array member, as nodes with their element paths.
    public func array(_ key: String) throws(Failure) -> [(path: String, node: JSONNode)] {
        try present(key).elements().map { ($0.path, $0.node) }
    }

    /// An optional array member (absent means empty).
    public func optionalArray(_ key: String) throws(Failure) -> [(path: String, node: JSONNode)] {
        isAbsent(key) ? [] : try array(key)
    }

    /// A required array of objects.
    public func objects(_ key: String) throws(Failure) -> [JSONReader] {
        var readers: [JSONReader] = []
        for element in try present(key).elements() { readers.append(try element.asObject()) }
        return readers
    }

    /// An optional array of objects (absent means empty).
    public func optionalObjects(_ key: String) throws(Failure) -> [JSONReader] {
        isAbsent(key) ? [] : try objects(key)
    }

    /// A required array of strings.
    public func strings(_ key: String) throws(Failure) -> [String] {
        var values: [String] = []
        for element in try present(key).elements() { values.append(try element.string()) }
        return values
    }

    /// An optional array of strings (absent means empty).
    public func optionalStrings(_ key: String) throws(Failure) -> [String] {
        isAbsent(key) ? [] : try strings(key)
    }

    /// Every member of this object as a string (for maps such as `{"feminine": "na"}`).
    public func stringMap() throws(Failure) -> [String: String] {
        var map: [String: String] = [:]
        for member in members {
            map[member.key] = try child(member.node, path: fieldPath(member.key)).string()
        }
        return map
    }
}
