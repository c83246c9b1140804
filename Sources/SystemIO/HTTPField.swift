import Foundation

/// One header field of an HTTP/1.x head (RFC 9112, 5): the one reading of `name: value` lines
/// for requests and responses alike, so that names compare the same everywhere (lower-cased)
/// and values are trimmed the same way.
public struct HTTPField: Sendable, Equatable {
    /// The field name, lower-cased.
    public var name: String
    /// The value without the whitespace around it.
    public var value: String

    /// A field named `name` (lower-cased here) with `value`.
    public init(name: String, value: String) {
        self.name = name.lowercased()
        self.value = value
    }

    /// Why a field line cannot be read.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The line is neither UTF-8 nor ISO 8859-1 text.
        case notText
        /// The line has no colon.
        case noColon
        /// The name is empty or holds whitespace, a NUL or non-ASCII characters.
        case malformedName

        /// The words a server answers a bad request with.
        public var description: String {
            switch self {
            case .notText: "header is not text"
            case .noColon: "header without a colon"
            case .malformedName: "malformed header name"
            }
        }
    }

    /// Reads one field line (without its line end): UTF-8, or ISO 8859-1 as older senders use.
    public static func parse(_ line: ArraySlice<UInt8>) -> Result<HTTPField, Problem> {
        guard let text = String(validating: line, as: UTF8.self) ?? String(bytes: line, encoding: .isoLatin1)
        else {
            return .failure(.notText)
        }
        guard let colon = text.firstIndex(of: ":") else { return .failure(.noColon) }
        let name = text[..<colon]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\0" }) else {
            return .failure(.malformedName)
        }
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return .success(HTTPField(name: String(name), value: value))
    }

    /// The fields among `lines` that read, skipping those that do not: for a client or a
    /// listener that takes what it understands and ignores the rest.
    public static func lenient(_ lines: some Sequence<ArraySlice<UInt8>>) -> [HTTPField] {
        lines.compactMap { try? parse($0).get() }
    }
}

extension [HTTPField] {
    /// The value of the first field named `name` (any case).
    public func value(of name: String) -> String? {
        let wanted = name.lowercased()
        return first { $0.name == wanted }?.value
    }
}
