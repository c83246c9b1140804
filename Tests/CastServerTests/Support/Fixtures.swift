import CastServer
import Foundation
import TestSupport

/// Records and servers for the tests.
enum Fixtures {
    /// A casting record like the pipeline's, as one JSON line.
    static func record(
        seq: Int?, state: String = "enroute", maneuver: String = "turnRight", road: String = "Rua Augusta",
        meters: Int = 180, padding: Int = 0
    ) -> String {
        var object: [String: Any] = [
            "state": state, "locale": "pt-BR", "dir": "ltr", "maneuver": maneuver, "road": road,
            "primary": "Vire na \(road)", "distance": ["meters": meters, "text": "\(meters) m"],
        ]
        if let seq { object["seq"] = seq }
        if padding > 0 { object["pad"] = String(repeating: "x", count: padding) }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A web root with a page, a script, a style sheet, a hidden file, and a secret next to it.
    static func webRoot() throws -> URL {
        let base = TestScratch.url
            .appendingPathComponent("cast-web-\(UUID().uuidString)")
        let root = base.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "<!doctype html><title>page</title>".write(
            to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "console.log(1)".write(
            to: root.appendingPathComponent("display.js"), atomically: true, encoding: .utf8)
        try "body{}".write(to: root.appendingPathComponent("display.css"), atomically: true, encoding: .utf8)
        try "hidden".write(to: root.appendingPathComponent(".env"), atomically: true, encoding: .utf8)
        try "secret".write(to: base.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("escape.txt"),
            withDestinationURL: base.appendingPathComponent("secret.txt"))
        return root
    }
}
