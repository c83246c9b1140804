extension JSONReader {
    /// The value as a string.
    public func string() throws(Failure) -> String {
        guard case .string(let text) = node.value else {
            throw error("expected a string, found \(node.kindName)")
        }
        return text
    }

    /// The value as a number.
    public func number() throws(Failure) -> Double {
        guard case .number(let value) = node.value else {
            throw error("expected a number, found \(node.kindName)")
        }
        return value
    }

    /// The value as a whole number of either sign, below 10^15 in size (beyond it a double no
    /// longer holds every integer, so the value cannot have been meant exactly).
    public func wholeNumber() throws(Failure) -> Int {
        let value = try number()
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw error("expected an integer, found \(Self.text(value))")
        }
        return Int(value)
    }

    /// The value as `true` or `false`.
    public func bool() throws(Failure) -> Bool {
        guard case .bool(let value) = node.value else {
            throw error("expected true or false, found \(node.kindName)")
        }
        return value
    }

    /// The elements of an array, each with its path (`steps[3]`).
    public func elements() throws(Failure) -> [JSONReader] {
        guard case .array(let elements) = node.value else {
            throw error("expected an array, found \(node.kindName)")
        }
        return elements.enumerated().map { index, element in
            child(element, path: "\(path)[\(index)]")
        }
    }

    /// The member `key` of this object; nil when absent or `null`.
    public func member(_ key: String) throws(Failure) -> JSONReader? {
        _ = try asObject()
        guard let child = node[key], child.value != .null else { return nil }
        return self.child(child, path: fieldPath(key))
    }

    /// The member `key` of this object, which must be present and not `null`.
    public func required(_ key: String) throws(Failure) -> JSONReader {
        guard let child = try member(key) else { throw failure(key, "missing") }
        return child
    }

    /// A number as a person would write it: `10`, `0.25`, `1e+300`.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
