import Foundation
import TestSupport

/// Every string of a locale's own file, the examples and the test fixtures, with variants
/// (case changed, a full stop, a digit or a combining mark after it): the inputs on which
/// a fast path of the name work must agree with the general one it replaces, in that locale.
/// Each locale is checked on its own file and the shared names, not on every other locale's
/// file: the work grows with the number of locales, not with its square.
enum NameCorpus {
    /// The strings of the examples and the fixtures (names as maps and engines write them).
    static let shared: Set<String> = {
        var found: Set<String> = []
        for folder in ["examples", "Tests/Fixtures"] {
            for path in files(under: folder) { collect(path, into: &found) }
        }
        return found
    }()

    /// The strings of the shared files and of `tag`'s locale file as they are, each once.
    static func found(_ tag: String) -> Set<String> {
        var found = shared
        collect(Repository.path("locales/\(tag).json"), into: &found)
        return found
    }

    /// The strings of the shared files and of `tag`'s locale file with their variants, each once.
    static func strings(_ tag: String) -> [String] {
        let found = found(tag)
        var corpus = found.filter { $0.utf8.count <= 60 }
        for text in found where text.utf8.count <= 40 {
            corpus.insert(text.lowercased())
            corpus.insert(text.uppercased())
            corpus.insert(text + ".")
            corpus.insert(text + "5")
            corpus.insert(text + "\u{0301} X")
        }
        corpus.formUnion(extra)
        return corpus.sorted()
    }

    /// Inputs that exercise the edges: multi-scalar characters, letters whose lower case has
    /// more scalars, carriage returns, digits after an abbreviation.
    static let extra: [String] = [
        "", " ", "R.", "R.Augusta", "Av.Paulista", "AV. PAULISTA", "RUA", "Ruas", "Rua\r\nNova",
        "İstiklal Caddesi", "Straße 5", "STRASSE", "ул. Ленина", "УЛИЦА", "Ru\u{0301}a", "Rua\u{0301}",
        "R\u{00FC}a", "Estrada Nacional 1", "Estrada N. 1", "👍🏽 Rua", "Rua 👍🏽", "Av.\u{00A0}Brasil",
        "Rod. Anhanguera", "SP-330", "BR 116", "I-280 N", "Dr. Arnaldo", "D. Pedro II", "1,5 km",
        "15\u{202F}000 m", "\u{2068}A1\u{2069}", "شارع الملك فهد", "רחוב הרצל", "東京通り",
    ]

    private static func files(under folder: String) -> [String] {
        let root = Repository.url(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { ($0 as? URL)?.path }.filter {
            $0.hasSuffix(".json") || $0.hasSuffix(".ndjson")
        }
    }

    private static func collect(_ path: String, into found: inout Set<String>) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let documents: [Data] =
            path.hasSuffix(".ndjson") ? data.split(separator: UInt8(ascii: "\n")).map { Data($0) } : [data]
        for document in documents {
            guard let value = try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])
            else { continue }
            strings(in: value, into: &found)
        }
    }

    private static func strings(in value: Any, into found: inout Set<String>) {
        switch value {
        case let text as String:
            found.insert(text)
        case let list as [Any]:
            for item in list { strings(in: item, into: &found) }
        case let object as [String: Any]:
            for (key, item) in object {
                found.insert(key)
                strings(in: item, into: &found)
            }
        default:
            break
        }
    }
}
