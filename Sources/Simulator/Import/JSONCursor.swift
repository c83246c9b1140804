import StrictJSON

/// A JSON node with the path that leads to it, so every read can fail with a precise
/// ``RouteImportError`` and every lenient read can leave a precise warning.
struct JSONCursor {
    let node: JSONNode
    let path: String
    let source: String

    init(node: JSONNode, path: String, source: String) {
        self.node = node
        self.path = path
        self.source = source
    }

    func error(_ reason: String) -> RouteImportError {
        RouteImportError(source: source, line: node.line, field: path.isEmpty ? nil : path, reason: reason)
    }

    func warning(_ message: String) -> RouteImportWarning {
        RouteImportWarning(line: node.line, field: path, message: message)
    }

    private func childPath(_ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    var isNull: Bool { node.value == .null }

    /// The member `key`; nil when absent or null.
    func member(_ key: String) throws(RouteImportError) -> JSONCursor? {
        guard case .object = node.value else {
            throw error("expected an object, found \(node.kindName)")
        }
        guard let child = node[key], child.value != .null else { return nil }
        return JSONCursor(node: child, path: childPath(key), source: source)
    }

    /// The member `key`, which must be present.
    func required(_ key: String) throws(RouteImportError) -> JSONCursor {
        guard let child = try member(key) else {
            throw RouteImportError(source: source, line: node.line, field: childPath(key), reason: "missing")
        }
        return child
    }

    func array() throws(RouteImportError) -> [JSONCursor] {
        guard case .array(let elements) = node.value else {
            throw error("expected an array, found \(node.kindName)")
        }
        return elements.enumerated().map { index, element in
            JSONCursor(node: element, path: path + "[\(index)]", source: source)
        }
    }

    func string() throws(RouteImportError) -> String {
        guard case .string(let text) = node.value else {
            throw error("expected a string, found \(node.kindName)")
        }
        return text
    }

    func number() throws(RouteImportError) -> Double {
        guard case .number(let value) = node.value else {
            throw error("expected a number, found \(node.kindName)")
        }
        return value
    }

    func integer() throws(RouteImportError) -> Int {
        let value = try number()
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw error("expected an integer, found \(value)")
        }
        return Int(value)
    }

    func bool() throws(RouteImportError) -> Bool {
        guard case .bool(let value) = node.value else {
            throw error("expected true or false, found \(node.kindName)")
        }
        return value
    }

    func optionalString(_ key: String) throws(RouteImportError) -> String? {
        try member(key)?.string()
    }

    func optionalNumber(_ key: String) throws(RouteImportError) -> Double? {
        try member(key)?.number()
    }

    /// A distance or duration from 0 to ``RouteImporter/largestMeasure``; values outside are an
    /// error, absent ones nil. The upper bound keeps sums, times to go and the simulator's tick
    /// count finite (a step `distance` of `1e308` once reached an integer conversion).
    func optionalMeasure(_ key: String) throws(RouteImportError) -> Double? {
        guard let child = try member(key) else { return nil }
        let value = try child.number()
        guard value >= 0 else { throw child.error("must not be negative, found \(value)") }
        guard value <= RouteImporter.largestMeasure else {
            throw child.error(
                "must not exceed 1e9 (a million kilometres or 31 years, as the event feed clamps), found \(value)"
            )
        }
        return value
    }
}
