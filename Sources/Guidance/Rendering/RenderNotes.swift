/// What a rendering met on its way, beside its text: the template problems (the text then holds
/// MF2 fallbacks) and the message keys that built it, in the order they were first used. A
/// translator who hears a wrong word in a prompt finds its template from the record at once.
struct RenderNotes: Sendable, Hashable {
    /// Template problems, in the order met.
    var problems: [String] = []
    /// The message keys used, each once.
    var keys = MessageKeyList()

    /// Notes that the instruction message `key` took part.
    mutating func used(_ key: InstructionKey) {
        keys.add(position: key.position, key.messageID)
    }

    /// Notes that the sentence message `key` took part.
    mutating func used(_ key: SentenceKey) {
        keys.add(position: MessageKeyList.sentencePositions[key.rawValue], key.messageID)
    }

    /// Notes that the message `key` took part.
    mutating func used(_ key: String) {
        keys.add(key)
    }

    /// Adds what another rendering (a memoized clause) met.
    static func += (notes: inout RenderNotes, other: RenderNotes) {
        notes.problems += other.problems
        notes.keys.add(other.keys)
    }
}

/// Message keys, each once, in the order first used: the first eight as their positions in
/// ``MessageCatalog/keys`` plus one, a byte each from the lowest, the rest (and any key outside
/// the catalog) as text. Every prompt and clause notes its keys, and eight bytes in place cost no
/// array, no string compared and nothing retained; the texts are made when a record asks.
struct MessageKeyList: Sendable, Hashable {
    private var positions: UInt64 = 0
    private var others: [String] = []

    /// The keys' texts, in the order first used.
    var texts: [String] {
        var keys: [String] = []
        keys.reserveCapacity((64 - positions.leadingZeroBitCount + 7) / 8 + others.count)
        var rest = positions
        while rest != 0 {
            keys.append(MessageCatalog.keys[Int(rest & 0xFF) - 1])
            rest >>= 8
        }
        keys.append(contentsOf: others)
        return keys
    }

    /// Adds the key `text`.
    mutating func add(_ text: String) {
        guard let position = Self.positionsByKey[text] else {
            if !others.contains(text) { others.append(text) }
            return
        }
        add(position: position, text)
    }

    /// Adds another list's keys, in their order.
    mutating func add(_ other: MessageKeyList) {
        var rest = other.positions
        while rest != 0 {
            let position = Int(rest & 0xFF) - 1
            add(position: position, MessageCatalog.keys[position])
            rest >>= 8
        }
        for text in other.others { add(text) }
    }

    /// Adds the key at `position` of the catalog, whose text is `text`.
    mutating func add(position: Int, _ text: @autoclosure () -> String) {
        let tag = UInt64(position + 1)
        var rest = positions
        var slots: UInt64 = 0
        while rest != 0 {
            if rest & 0xFF == tag { return }
            rest >>= 8
            slots += 1
        }
        if slots < 8 {
            positions |= tag << (8 * slots)
            return
        }
        let key = text()
        if !others.contains(key) { others.append(key) }
    }

    /// Each key's position in ``MessageCatalog/keys``.
    private static let positionsByKey: [String: Int] = Dictionary(
        uniqueKeysWithValues: MessageCatalog.keys.enumerated().map { ($0.element, $0.offset) })

    /// Each sentence key's position in ``MessageCatalog/keys``, by its raw value.
    static let sentencePositions: [Int] = SentenceKey.allCases.map { key in
        positionsByKey[key.messageID] ?? 0
    }
}

extension MessageKeyList {
    /// The keys of `texts`, in their order, each once.
    init(_ texts: [String]) {
        for text in texts { add(text) }
    }
}
