/// A locale's road-number prefixes laid out as bytes, built when the locale loads, so that the
/// prefix a name starts with is found by comparing bytes, with no string compared or iterated.
struct RefIndex: Sendable, Hashable {
    /// The listed prefixes (all but ``RoadFacts/RefPattern/anyPrefix``), in the order tried.
    var prefixes: [String] = []
    /// Their bytes, one after another; `starts` has one more entry than `prefixes`.
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    /// The position in `refs` of each prefix's pattern.
    var positions: [Int] = []
    /// The position of the first pattern with the catch-all prefix, if any.
    var anyPosition: Int?
    /// The position of the first pattern with the digits-only prefix, if any.
    var digitsPosition: Int?
    /// Whether every prefix is ASCII without a carriage return, so that its bytes compare as
    /// its characters do.
    var usable = true
    /// The length in bytes of the longest prefix, and at least 4 (the catch-all's letters).
    var longest = 4

    /// Lays out the prefixes of `refs`.
    init(_ refs: [RoadFacts.RefPattern]) {
        for (position, ref) in refs.enumerated() {
            for prefix in ref.prefixes {
                if prefix == RoadFacts.RefPattern.anyPrefix {
                    if anyPosition == nil { anyPosition = position }
                    continue
                }
                if prefix == RoadFacts.RefPattern.digitsPrefix {
                    if digitsPosition == nil { digitsPosition = position }
                    continue
                }
                if prefix.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { usable = false }
                prefixes.append(prefix)
                bytes += prefix.utf8
                starts.append(bytes.count)
                longest = max(longest, prefix.utf8.count)
                positions.append(position)
            }
        }
    }
}
