import Foundation
import SystemIO

/// The outcome of looking at the bytes received so far on a connection.
enum RequestParseResult: Equatable {
    /// More bytes are needed.
    case incomplete
    /// A whole head was read; `consumed` bytes belong to it.
    case complete(HTTPRequest, consumed: Int)
    /// The bytes are not an acceptable request; answer with `status` and close.
    case failure(HTTPStatus, reason: String)
}

/// Parses HTTP/1.x request heads (RFC 9112) strictly enough to be safe and no further:
/// the server only needs the method, the path and a few headers. The head's lines and fields
/// are read by SystemIO's ``HTTPHead`` and ``HTTPField``, shared with the other HTTP readers.
enum RequestParser {
    /// Parses the head at the start of `bytes`, allowing at most `limit` bytes for it.
    static func parse(_ bytes: [UInt8], limit: Int) -> RequestParseResult {
        switch HTTPHead.scan(bytes, limit: limit) {
        case .incomplete: return .incomplete
        case .noStartLine: return .failure(.badRequest, reason: "no request line")
        case .tooLarge(startLineRead: false): return .failure(.uriTooLong, reason: "request line too long")
        case .tooLarge(startLineRead: true):
            return .failure(.headersTooLarge, reason: "request head too large")
        case .complete(let lines, let consumed): return build(lines, consumed: consumed)
        }
    }

    private static func build(_ lines: [ArraySlice<UInt8>], consumed: Int) -> RequestParseResult {
        guard let first = lines.first, let requestLine = String(validating: first, as: UTF8.self) else {
            return .failure(.badRequest, reason: "request line is not text")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, let method = parts.first, !method.isEmpty,
            method.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") })
        else {
            return .failure(.badRequest, reason: "malformed request line")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/") {
                return .failure(.versionNotSupported, reason: "unsupported version \(version)")
            }
            return .failure(.badRequest, reason: "malformed request line")
        }
        var headers: [HTTPField] = []
        for raw in lines.dropFirst() {
            switch HTTPField.parse(raw) {
            case .success(let field): headers.append(field)
            case .failure(let problem): return .failure(.badRequest, reason: problem.description)
            }
        }
        if version == "HTTP/1.1", !headers.contains(where: { $0.name == "host" }) {
            return .failure(.badRequest, reason: "missing Host header")
        }
        guard let target = splitTarget(String(parts[1])) else {
            return .failure(.badRequest, reason: "malformed request target")
        }
        let request = HTTPRequest(
            method: String(method), path: target.path, query: target.query, version: version,
            headers: headers, authority: target.authority)
        return .complete(request, consumed: consumed)
    }

    /// Splits an origin-form (or absolute-form) target into a decoded path, raw query and, for
    /// the absolute form, the authority it names (which then stands for `Host`).
    private static func splitTarget(_ target: String) -> (path: String, query: String?, authority: String?)? {
        var rest = Substring(target)
        var authority: String?
        if rest.hasPrefix("http://") || rest.hasPrefix("https://"), let scheme = rest.range(of: "://") {
            let afterScheme = rest[scheme.upperBound...]
            let end = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
            authority = String(afterScheme[..<end])
            rest = afterScheme[end...]
            if !rest.hasPrefix("/") { rest = "/" + rest }
        }
        guard rest.hasPrefix("/") else { return nil }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        guard let decoded = String(rest).removingPercentEncoding, !decoded.contains("\0") else { return nil }
        return (decoded, query, authority)
    }
}
