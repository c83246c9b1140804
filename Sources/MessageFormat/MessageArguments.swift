/// The variables given to one formatting call, by name (names compare by canonical equivalence,
/// as `String` does).
///
/// Written as a dictionary literal (`["count": 3, "name": "Ana"]`) and read and set by name like
/// one, but kept as a short list: a message reads a handful of variables once each, and for so
/// few a scan that compares names costs less than building a hash table and hashing every name.
/// A name given twice reads as its last value.
public struct MessageArguments: Sendable, ExpressibleByDictionaryLiteral, Sequence {
    /// One variable.
    public struct Entry: Sendable {
        /// The variable's name, without `$`.
        public var name: String
        /// Its value.
        public var value: MessageArgument

        /// A variable.
        @inlinable
        public init(name: String, value: MessageArgument) {
            self.name = name
            self.value = value
        }
    }

    /// The variables in the order they were first set.
    @usableFromInline var entries: [Entry]

    /// No variables.
    @inlinable
    public init() {
        entries = []
    }

    /// The variables of a dictionary.
    public init(_ dictionary: [String: MessageArgument]) {
        entries = dictionary.map { Entry(name: $0.key, value: $0.value) }
    }

    /// `["count": 3]`.
    @inlinable
    public init(dictionaryLiteral elements: (String, MessageArgument)...) {
        entries = []
        // Room for a few more: callers often add variables after the literal.
        if !elements.isEmpty { entries.reserveCapacity(Swift.max(4, elements.count)) }
        for (name, value) in elements { entries.append(Entry(name: name, value: value)) }
    }

    /// The value of a variable; setting `nil` removes it.
    @inlinable
    public subscript(name: String) -> MessageArgument? {
        get {
            guard let index = index(of: name) else { return nil }
            return entries[index].value
        }
        set {
            switch (index(of: name), newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Where the variable is, searching from the last set (so that the last of a repeated name
    /// wins).
    @inlinable
    func index(of name: String) -> Int? {
        entries.lastIndex { $0.name == name }
    }

    /// How many entries are set.
    public var count: Int { entries.count }

    /// Whether no variable is set.
    public var isEmpty: Bool { entries.isEmpty }

    /// The variables, in the order they were first set.
    public func makeIterator() -> IndexingIterator<[Entry]> {
        entries.makeIterator()
    }
}
