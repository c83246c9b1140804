extension JSONNode {
    /// The members of an object in file order, or nil when the value is not an object; lets a
    /// reader walk every member (for unknown-key checks) without matching on ``Value``.
    public var members: [JSONMember]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    /// The elements of an array, or nil when the value is not an array.
    public var elements: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }

    /// The value of the object member named `key`, or nil when there is no such member or the
    /// value is not an object. A linear scan: the objects of locale files and route responses
    /// have a handful of members, where a scan is cheaper than building a hash table per object,
    /// and since duplicate keys are rejected the first match is the only one.
    public subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.node
    }
}
