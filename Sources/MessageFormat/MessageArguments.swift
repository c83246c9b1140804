/// The variables given to one formatting call, by name (names compare by canonical equivalence,
/// as `String` does).
///
/// Written as a dictionary literal (`["count": 3, "name": "Ana"]`) and read and set by name like
/// one, but kept as a short list: a message reads a handful of variables once each, and for so
/// few a scan that compares names costs less than building a hash table and hashing every name.
public struct MessageArguments: Sendable, ExpressibleByDictionaryLiteral, Sequence {
    /// The variables in the order they were first set.
    private var entries: [(name: String, value: MessageArgument)]

    /// No variables.
    public init() {
        entries = []
    }

    /// The variables of a dictionary.
    public init(_ dictionary: [String: MessageArgument]) {
        entries = dictionary.map { (name: $0.key, value: $0.value) }
    }

    /// `["count": 3]`; a name given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, MessageArgument)...) {
        entries = []
        // Room for a few more: callers often add variables after the literal.
        if !elements.isEmpty { entries.reserveCapacity(Swift.max(4, elements.count)) }
        for (name, value) in elements { self[name] = value }
    }

    /// The value of a variable; setting `nil` removes it.
    public subscript(name: String) -> MessageArgument? {
        get {
            for entry in entries where entry.name == name { return entry.value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// How many variables are set.
    public var count: Int { entries.count }

    /// Whether no variable is set.
    public var isEmpty: Bool { entries.isEmpty }

    /// The variables as name and value, in the order they were first set.
    public func makeIterator() -> IndexingIterator<[(name: String, value: MessageArgument)]> {
        entries.makeIterator()
    }
}
