/// Finds the known name closest to a mistyped one, for "did you mean" hints on unknown commands
/// and options: a typo is usually one or two edits away, so anything farther is no suggestion.
public enum NearestName {
    /// The candidate with the smallest edit distance to `typed`, when that distance is small
    /// enough to be a typo (at most 2, and at most a third of the longer word, but 1 always
    /// counts); ties go to the earlier candidate.
    public static func among(_ candidates: [String], for typed: String) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            let allowed = max(1, min(2, max(typed.count, candidate.count) / 3))
            guard distance <= allowed, distance < (best?.distance ?? Int.max) else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The edit distance counting insertions, deletions, substitutions and the swap of two
    /// neighbouring characters as one edit each (optimal string alignment): swapped letters are
    /// the commonest typo, so "shwo" is one edit from "show", not two.
    public static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
