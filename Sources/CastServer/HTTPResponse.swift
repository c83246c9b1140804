import SystemIO

/// A complete (non-streaming) response, serialized once into bytes.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var headers: [(String, String)]
    var body: [UInt8]

    /// A short plain-text response for errors, naming the status and, when given, why.
    static func error(
        _ status: HTTPStatus, detail: String? = nil, extraHeaders: [(String, String)] = []
    ) -> HTTPResponse {
        let text = "\(status.rawValue) \(status.reason)\n" + (detail.map { $0 + "\n" } ?? "")
        return HTTPResponse(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8")] + extraHeaders,
            body: Array(text.utf8))
    }

    /// 503 with `Retry-After: 5`, saying which limit was reached: the client may try again soon.
    static func unavailable(_ detail: String) -> HTTPResponse {
        .error(.serviceUnavailable, detail: detail, extraHeaders: [("Retry-After", "5")])
    }

    /// The bytes on the wire; `includeBody` is false for HEAD, `keepAlive` picks the Connection
    /// header. The ``SecurityHeaders`` come with every response.
    func serialized(includeBody: Bool, keepAlive: Bool) -> [UInt8] {
        var fields = headers.map { (name: $0.0, value: $0.1) } + SecurityHeaders.fields
        if status != .noContent { fields.append(("Content-Length", "\(body.count)")) }
        fields.append(("Connection", keepAlive ? "keep-alive" : "close"))
        var bytes = HTTPHead.written(
            startLine: "HTTP/1.1 \(status.rawValue) \(status.reason)", fields: fields)
        if includeBody && status != .noContent { bytes += body }
        return bytes
    }
}
