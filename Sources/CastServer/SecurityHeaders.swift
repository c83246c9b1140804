/// The header fields every response carries, whatever its status: the display page and the
/// feeds are meant for a screen in the car, never to be framed, sniffed or read by other sites.
enum SecurityHeaders {
    /// The policy of the display page (web/index.html): its script, style sheet and
    /// `EventSource` are same-origin files with no inline script or style; its pictures are
    /// inline SVG, which needs no source. Everything else (plugins, frames, forms, a `<base>`
    /// that would move the relative `feed` URL) is refused. The feeds and JSON answers are
    /// never rendered as documents, so the same policy costs them nothing.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        + "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
        + "frame-ancestors 'none'"

    /// Name and value of each field, in the order they are sent.
    static let fields: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Frame-Options", "DENY"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        // No other site may embed the feed or the state as a script, image or style sheet.
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]
}
