import Foundation

/// Checks an eSpeak NG data directory before the library reads it: the files every voice needs,
/// their sizes, and the structure that can be checked without the library (the phoneme tables
/// and what they point to, a dictionary's header). The library trusts these files completely; a
/// truncated one crashes it. What cannot be checked here is caught by the worker's probe.
/// The phoneme programs are walked by ``PhonemePrograms``.
enum EspeakDataCheck {
    /// The size of one entry of a phoneme table (`PHONEME_TAB`): mnemonic, flags, program
    /// index, six one-byte fields.
    static let phonemeEntrySize = 16
    /// The length of a phoneme table's name.
    static let tableNameSize = 32

    /// The files every voice needs, read by the check.
    static let requiredFiles = ["phontab", "phonindex", "phondata", "intonations"]

    /// Every file the check of `directory` for a voice of `language` reads: the required ones
    /// and the language's dictionary when the directory has one. A remembered verdict
    /// (``EspeakDataVerdicts``) holds as long as none of them changes.
    static func checkedFiles(in directory: String, language: String?) -> [String] {
        requiredFiles.map { (directory as NSString).appendingPathComponent($0) }
            + (language.flatMap { dictionaryFile(in: directory, language: $0) }.map { [$0] } ?? [])
    }

    /// Nil when `directory` looks usable for a voice of `language` (e.g. `pt`), else the file
    /// at fault and why.
    static func problem(in directory: String, language: String?) -> (file: String, reason: String)? {
        var contents: [String: [UInt8]] = [:]
        for name in requiredFiles {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                return (path, "missing or unreadable")
            }
            guard data.count >= 8 else { return (path, "\(data.count) bytes: truncated") }
            contents[name] = Array(data)
        }
        let table = contents["phontab", default: []]
        let index = contents["phonindex", default: []]
        if let reason = tablesProblem(table, indexSize: index.count) {
            let file = reason.hasPrefix("phonindex") ? "phonindex" : "phontab"
            return ((directory as NSString).appendingPathComponent(file), reason)
        }
        if let reason = PhonemePrograms.problem(index, dataSize: contents["phondata", default: []].count) {
            return ((directory as NSString).appendingPathComponent("phondata"), reason)
        }
        if let language, let dictionary = dictionaryFile(in: directory, language: language) {
            guard let data = FileManager.default.contents(atPath: dictionary), data.count >= 8 else {
                return (dictionary, "missing or truncated")
            }
            let rules = data.prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }  // little-endian
            guard rules > 0, rules < data.count else {
                return (
                    dictionary,
                    "its header points at byte \(rules) of \(data.count): truncated or not a dictionary"
                )
            }
        }
        return nil
    }

    /// Walks the phoneme tables: a count, then per table a count, a name and its entries; every
    /// entry's program must lie inside `phonindex`.
    private static func tablesProblem(_ table: [UInt8], indexSize: Int) -> String? {
        let tableCount = Int(table[0])
        guard tableCount > 0 else { return "phontab: no phoneme table" }
        var offset = 4
        for number in 0..<tableCount {
            guard offset + 4 + tableNameSize <= table.count else {
                return
                    "phontab: table \(number + 1) of \(tableCount) starts past the end of the file (truncated)"
            }
            let entries = Int(table[offset])
            offset += 4 + tableNameSize
            guard offset + entries * phonemeEntrySize <= table.count else {
                return
                    "phontab: table \(number + 1) of \(tableCount) ends past the end of the file (truncated)"
            }
            for entry in 0..<entries {
                let start = offset + entry * phonemeEntrySize
                let program = Int(table[start + 8]) | Int(table[start + 9]) << 8
                guard program * 2 < indexSize else {
                    return "phonindex: a phoneme's program is at word \(program), past its end (truncated)"
                }
            }
            offset += entries * phonemeEntrySize
        }
        return nil
    }

    /// `<language>_dict`, when the directory has one (`pt-br` → `pt_dict`).
    private static func dictionaryFile(in directory: String, language: String) -> String? {
        let base = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" }).first
        guard let base else { return nil }
        let path = (directory as NSString).appendingPathComponent("\(base)_dict")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
