/// A JSON value with the path that leads to it, for reading a data file field by field: every
/// read that fails names the file, the line and the dotted field path, in the error type of the
/// module that reads (`Failure`), so that each module keeps its own error while sharing one
/// reader. Lenient reads (`member`, `optionalString`) treat an absent member as nil; strict ones
/// (`required`, `string(_:)`) report it as "missing".
public struct JSONReader<Failure: Error>: Sendable {
    /// The value read.
    public let node: JSONNode
    /// The dotted path of the value (`routes[0].legs[1]`); empty for the document itself.
    public let path: String
    /// The file or source the document came from, as shown in errors.
    public let file: String
    /// Turns a located problem into the reading module's error.
    let makeError: @Sendable (JSONFieldError) -> Failure

    /// Wraps any value of a document; `errors` names problems the reading module's way.
    public init(
        _ node: JSONNode, file: String, path: String = "",
        errors: @escaping @Sendable (JSONFieldError) -> Failure
    ) {
        self.node = node
        self.file = file
        self.path = path
        self.makeError = errors
    }

    /// Wraps a value that must be an object (a section of a data file).
    public init(
        object node: JSONNode, file: String, path: String = "",
        errors: @escaping @Sendable (JSONFieldError) -> Failure
    ) throws(Failure) {
        self.init(node, file: file, path: path, errors: errors)
        _ = try asObject()
    }

    /// This value, which must be an object.
    func asObject() throws(Failure) -> JSONReader {
        guard node.members != nil else { throw error("expected an object, found \(node.kindName)") }
        return self
    }

    /// The line the value starts on.
    public var line: Int { node.line }

    /// Whether the value is `null`.
    public var isNull: Bool { node.value == .null }

    // MARK: Errors

    /// An error about this value.
    public func error(_ reason: String) -> Failure {
        makeError(
            JSONFieldError(file: file, line: node.line, field: path.isEmpty ? nil : path, reason: reason))
    }

    /// An error about a member (placed on this object's line when the member is absent).
    public func failure(_ key: String, _ reason: String) -> Failure {
        makeError(
            JSONFieldError(
                file: file, line: node[key]?.line ?? node.line, field: fieldPath(key), reason: reason))
    }

    /// The dotted path of a member.
    public func fieldPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// A reader of a value inside this one, reporting the same way.
    func child(_ child: JSONNode, path: String) -> JSONReader {
        JSONReader(child, file: file, path: path, errors: makeError)
    }
}
