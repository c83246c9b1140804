import StrictJSON

/// The objects of a locale file read through StrictJSON's one reader: every failure becomes a
/// ``LocalizationError/invalidField(path:line:field:reason:)`` naming the file, line and the
/// dotted field path, and members nobody asked for are reported as unknown (typo protection).
package typealias JSONObjectReader = JSONReader<LocalizationError>

extension JSONReader where Failure == LocalizationError {
    /// Wraps `node`, which must be an object, reporting problems as locale-file errors.
    package init(_ node: JSONNode, file: String) throws(LocalizationError) {
        try self.init(object: node, file: file) { problem in
            .invalidField(
                path: problem.file, line: problem.line, field: problem.field ?? "(root)",
                reason: problem.reason)
        }
    }
}
