/// The keys seen so far in one object, for rejecting duplicates. Small objects (nearly all of
/// them) are checked by scanning the members already parsed, which costs no allocation; a set is
/// built only once an object grows past ``linearLimit`` members, so large objects stay linear.
struct MemberKeys {
    /// How many members are checked by scanning before switching to a set.
    static let linearLimit = 8
    private var seen: Set<String> = []

    /// Records `key`, returning false when `members` (the object's members so far) already has it.
    mutating func insert(_ key: String, into members: [JSONMember]) -> Bool {
        if members.count < Self.linearLimit {
            return !members.contains { $0.key == key }
        }
        if seen.isEmpty {
            seen = Set(members.map(\.key))
        }
        return seen.insert(key).inserted
    }
}
