/// What is wrong with one field of a JSON document, and where: the one shape every reader of a
/// data file (locale facts, routes, places) reports before its module names the error its own way.
public struct JSONFieldError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file (or source) the document came from, as shown to the user.
    public var file: String
    /// The line of the offending value (or of its parent object when the field is missing).
    public var line: Int
    /// The dotted path of the field (`roads.types[3].word`); nil for the document itself.
    public var field: String?
    /// What is wrong, in words ("missing", "expected a string, found a number").
    public var reason: String

    /// Creates an error; `field` nil means the document itself.
    public init(file: String, line: Int, field: String?, reason: String) {
        self.file = file
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// `file:line: field: reason`, the form every diagnostic of the project takes.
    public var description: String {
        "\(file):\(line): " + (field.map { "\($0): " } ?? "") + reason
    }
}
