import Foundation

/// The directory the display page is served from, with the rules that keep requests inside it.
struct WebRoot: Sendable {
    /// The directory, symlinks resolved.
    let directory: URL

    /// Opens `url` as a web root, or fails if it is not a directory.
    init(_ url: URL) throws(CastServerError) {
        var isDirectory: ObjCBool = false
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath()
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw .webRootMissing(path: url.path)
        }
        directory = resolved
    }

    /// The file a request path names, or nil when it is outside the root, hidden, or absent.
    ///
    /// Every path component must be an ordinary name: no `..`, no `.`-prefixed names, no
    /// backslashes; the resolved file must still lie inside the root (symlinks included).
    func file(for path: String) -> URL? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(
            String.init)
        if components.last == "" { components[components.count - 1] = "index.html" }
        if components.isEmpty { components = ["index.html"] }
        if components.contains(where: { $0.isEmpty || $0.hasPrefix(".") || $0.contains("\\") }) { return nil }
        let candidate = components.reduce(directory) { $0.appendingPathComponent($1) }
            .resolvingSymlinksInPath()
        guard candidate.path.hasPrefix(directory.path + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            return nil
        }
        return candidate
    }

    /// The media type announced for a file, by extension.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "ndjson": return "application/x-ndjson"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        case "webmanifest": return "application/manifest+json"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
