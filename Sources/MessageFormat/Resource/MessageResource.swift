/// A file of messages in the message-resource syntax:
///
/// ```
/// # Comment for the next entry
/// @param count how many files
/// files = .input {$count :number}
///   .match $count one {{{$count} file}} * {{{$count} files}}
///
/// [nav]
/// turn = Turn {$direction}
/// ```
///
/// Keys after a `[section]` head become `section.key`; `@name value` properties and `#`
/// comments attach to the next entry; lines indented by spaces or tabs continue the previous
/// value or property (their leading whitespace is dropped; escape it with `\` to keep it).
public struct MessageResource: Sendable {
    /// A `@name value` property.
    public struct Property: Sendable, Hashable {
        /// The name without `@`, e.g. `param`.
        public var name: String
        /// The value, continuation lines joined with newlines.
        public var value: String
        /// Where the property starts.
        public var line: Int
        /// Column of the `@`.
        public var column: Int
    }

    /// One message of the resource.
    public struct Entry: Sendable {
        /// The full key, e.g. `nav.turn`.
        public var key: String
        /// The message source, continuation lines joined with newlines.
        public var source: String
        /// The line of the key.
        public var line: Int
        /// The column of the key.
        public var column: Int
        /// The properties written before it.
        public var properties: [Property]
        /// The comment lines written before it, without `#`.
        public var comment: String?
        /// (offset in `source`, line, column) of the start of each value line.
        var segments: [(offset: Int, line: Int, column: Int)]

        /// The values of the properties with a name, e.g. every `@param`.
        public func properties(named name: String) -> [String] {
            properties.filter { $0.name == name }.map(\.value)
        }

        /// The file position of a Unicode-scalar offset in ``source`` (as in
        /// ``MessageError/offset``).
        public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
            var best = segments.first ?? (offset: 0, line: line, column: column)
            for segment in segments where segment.offset <= offset { best = segment }
            return (best.line, best.column + max(0, offset - best.offset))
        }
    }

    /// The entries in file order.
    public var entries: [Entry]
    /// Properties written before a `---` line, which describe the whole resource.
    public var properties: [Property]
    /// The file name used in errors.
    public var file: String

    /// The entry with a key.
    public subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    /// Parses a resource; throws the first error.
    public static func parse(_ text: String, file: String = "-") throws(MessageResourceError)
        -> MessageResource
    {
        var errors: [MessageResourceError] = []
        let resource = parse(text, file: file, errors: &errors)
        if let first = errors.first { throw first }
        return resource
    }

    /// Parses a resource, collecting every error and keeping every entry that could be read.
    public static func parse(_ text: String, file: String = "-", errors: inout [MessageResourceError])
        -> MessageResource
    {
        var parser = MessageResourceParser(text: text, file: file)
        let resource = parser.parse()
        errors.append(contentsOf: parser.errors)
        return resource
    }

    /// Checks every entry's message for syntax and data-model errors, located in the file.
    public func validate() -> [MessageResourceError] {
        entries.flatMap { entry in
            CompiledMessage.diagnose(entry.source).map { error in
                let location = entry.location(ofOffset: error.offset ?? 0)
                return MessageResourceError(
                    file: file, line: location.line, column: location.column,
                    reason: "\(entry.key): \(error.kind.rawValue): \(error.detail)")
            }
        }
    }
}
