/// How ``WireDecoding`` reads a field that the SDKs spell several ways (``Spelling``), exactly as
/// the tests' reference `Codable` decoding does: the first spelling of the list present in the object is read, the
/// others are ignored.
extension WireScanner.Spans {
    /// The first of `spellings` among the object's fields.
    func firstPresent(_ spellings: [String]) -> String? {
        spellings.first { spelling in fields.contains { $0.key == spelling } }
    }
}

/// The spelling of one field chosen while walking an object's fields once: the field is read
/// after the walk, from the best-ranked spelling seen (its last occurrence, as everywhere).
struct SpellingChoice {
    private let spellings: [String]
    private var rank = Int.max
    /// The spelling chosen, nil while none was seen.
    private(set) var key: String?
    /// Where its value starts.
    private(set) var start = 0

    init(_ spellings: [String]) {
        self.spellings = spellings
    }

    /// Considers a field; false when `key` is not a spelling of this one.
    mutating func offer(_ key: String, at start: Int) -> Bool {
        guard let index = spellings.firstIndex(of: key) else { return false }
        if index <= rank {
            rank = index
            self.key = key
            self.start = start
        }
        return true
    }
}
