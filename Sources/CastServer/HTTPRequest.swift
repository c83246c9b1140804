import Foundation
import SystemIO

/// One parsed request head: only what the server routes on.
struct HTTPRequest: Sendable, Equatable {
    /// The method as sent, e.g. `GET`.
    var method: String
    /// The decoded path, without the query, always starting with `/`.
    var path: String
    /// The raw query string after `?`, if any.
    var query: String?
    /// `HTTP/1.0` or `HTTP/1.1`.
    var version: String
    /// Header fields in order, names lower-cased.
    var headers: [HTTPField]
    /// The host of an absolute-form target (`GET http://car:8080/feed`), which replaces `Host`.
    var authority: String?

    /// The first value of a header, by case-insensitive name.
    func header(_ name: String) -> String? {
        headers.value(of: name)
    }

    /// Whether the client announced a body (which this server never reads).
    var hasBody: Bool {
        if header("transfer-encoding") != nil { return true }
        if let length = header("content-length") { return length.trimmingCharacters(in: .whitespaces) != "0" }
        return false
    }

    /// Whether the connection may carry another request after this one.
    var keepsAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }
}
