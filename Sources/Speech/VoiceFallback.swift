/// The voice names to try, in order, for a requested voice: the name itself, then ever shorter
/// forms down to the bare language, so that `pt-xx` falls back to `pt` and `pt-br+f3` to `pt-br`.
enum VoiceFallback {
    /// Candidates for `name`, most specific first, without duplicates.
    static func candidates(for name: String) -> [String] {
        var result = [name]
        var current = name
        if let plus = current.firstIndex(of: "+") {
            current = String(current[..<plus])
            result.append(current)
        }
        while let hyphen = current.lastIndex(where: { $0 == "-" || $0 == "_" }) {
            current = String(current[..<hyphen])
            if !current.isEmpty { result.append(current) }
        }
        var seen = Set<String>()
        return result.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }
}
