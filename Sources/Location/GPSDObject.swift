import StrictJSON

/// A gpsd report object with typed member access: every wrong type is an ``InputProblem`` naming
/// the field, so one bad field never turns into a silent zero.
struct GPSDObject {
    let node: JSONNode

    /// The string member `key`, nil when absent.
    func string(_ key: String) throws(InputProblem) -> String? {
        guard let member = node[key] else { return nil }
        guard case .string(let text) = member.value else {
            throw InputProblem("\"\(key)\" is \(member.kindName), expected a string")
        }
        return text
    }

    /// The number member `key`, nil when absent.
    func number(_ key: String) throws(InputProblem) -> Double? {
        guard let member = node[key] else { return nil }
        guard case .number(let value) = member.value else {
            throw InputProblem("\"\(key)\" is \(member.kindName), expected a number")
        }
        return value
    }

    /// The number member `key`, which must lie in `range`.
    func number(_ key: String, in range: ClosedRange<Double>) throws(InputProblem) -> Double? {
        guard let value = try number(key) else { return nil }
        guard range.contains(value) else {
            throw InputProblem("\"\(key)\" \(value) is out of range")
        }
        return value
    }
}
