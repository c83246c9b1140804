/// Everything that can go wrong while finding, reading and using locale data: each case names
/// the file, the line and the field so that a translator can fix the data without reading code.
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No data directory was found; `searched` lists the places tried, in order.
    case dataDirectoryNotFound(searched: [String])
    /// A file the locale needs does not exist.
    case fileMissing(path: String)
    /// A file exists but cannot be read or is not UTF-8.
    case unreadable(path: String, reason: String)
    /// A JSON file is not valid JSON.
    case malformedJSON(path: String, line: Int, column: Int, reason: String)
    /// A JSON field is missing, has the wrong type or an invalid value; `field` is a dotted path
    /// such as `roads.types[3].gender`, `line` the line of the value (or of its parent object when
    /// the field is missing).
    case invalidField(path: String, line: Int, field: String, reason: String)
    /// A template file does not parse as an MF2 message resource, or lacks a needed message.
    case malformedTemplates(path: String, line: Int, reason: String)
    /// A locale tag that is not BCP 47 (after accepting `_` as a separator).
    case malformedTag(String)
    /// A well-formed tag that no shipped locale serves; `shipped` lists the tags that exist.
    case unsupportedLocale(tag: String, shipped: [String])

    /// One line: `file:line: field: reason`, or the tag problem with the shipped list.
    public var description: String {
        switch self {
        case .dataDirectoryNotFound(let searched):
            return "no data directory (with templates/ and locales/) found; tried: "
                + searched.joined(separator: ", ")
        case .fileMissing(let path):
            return "\(path): file not found"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .malformedJSON(let path, let line, let column, let reason):
            return "\(path):\(line):\(column): invalid JSON: \(reason)"
        case .invalidField(let path, let line, let field, let reason):
            return "\(path):\(line): \(field): \(reason)"
        case .malformedTemplates(let path, let line, let reason):
            return "\(path):\(line): \(reason)"
        case .malformedTag(let tag):
            return "\"\(tag)\" is not a locale tag (expected e.g. pt-BR, pt_PT, en-US)"
        case .unsupportedLocale(let tag, let shipped):
            return "no locale data for \"\(tag)\"; shipped locales: \(shipped.joined(separator: ", "))"
        }
    }
}
