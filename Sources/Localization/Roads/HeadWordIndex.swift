import Foundation

/// Lookup tables of a locale's head words, built once when the locale loads.
struct HeadWordIndex: Sendable, Hashable {
    /// Type position by lower-cased word or abbreviation (the first type listing it wins).
    var byLowercased: [String: Int] = [:]
    /// The distinct lengths (in characters) of all spellings, longest first.
    var lengths: [Int] = []
    /// The same spellings as a trie over their lower-cased UTF-8 bytes, so that a name's head
    /// word is found in one walk over its first bytes instead of a lower-cased copy of the
    /// name's start per spelling length.
    var trie: HeadWordTrie

    init(_ types: [RoadFacts.TypeWord]) {
        var lengths: Set<Int> = []
        var trie = HeadWordTrie.Builder()
        for (position, type) in types.enumerated() {
            for spelling in [type.word] + type.abbreviations where !spelling.isEmpty {
                let key = spelling.lowercased()
                if byLowercased[key] == nil {
                    byLowercased[key] = position
                    // Composed, as the names the trie serves are (see `headWord(of:)`).
                    trie.insert(key.precomposedStringWithCanonicalMapping, type: position)
                }
                lengths.insert(spelling.count)
            }
        }
        self.lengths = lengths.sorted(by: >)
        self.trie = trie.build()
    }

    /// The head word `name` starts with (the longest spelling whose lower-cased form the name's
    /// lower-cased start is, followed by neither a letter nor a digit unless it ends with a full
    /// stop) and the position of its type; nil when none.
    func headWord(of name: String) -> (written: Substring, type: Int)? {
        // The dictionary compares strings by canonical equivalence ("no\u{301}" is "nó"). A name
        // of scalars below U+0300, or Greek and Cyrillic letters, is composed and has no
        // combining mark, and lower-cases to composed text: its bytes equal a composed key's
        // exactly when the strings are equivalent. Other names take the lookups.
        if Self.mayBeSpelledOtherwise(name) { return headWordByLengths(of: name) }
        // The closure takes the lengths alone, not a copy of the whole index.
        let lengths = lengths
        return trie.withPrefixes(of: name) { ends in
            for (end, type, characters) in ends.reversed() {
                // A spelling ends where a character does, and counts as many characters as one
                // of the spellings (a multi-scalar character may lower-case to a key's bytes).
                guard characters != nil || end.samePosition(in: name) != nil else { continue }
                let head = name[..<end]
                guard lengths.contains(characters ?? head.count) else { continue }
                // No scalar of the name joins another (`mayBeSpelledOtherwise`): an ASCII byte is
                // a character whose class its byte tells, and a full stop is one of its own.
                let utf8 = name.utf8
                let boundary: Bool
                if end == utf8.endIndex {
                    boundary = true
                } else if utf8[end] < 0x80 {
                    boundary = !Self.isASCIILetterOrDigit(utf8[end])
                } else {
                    boundary = name[end...].first.map { !$0.isLetter && !$0.isNumber } ?? true
                }
                if boundary || utf8[utf8.index(before: end)] == UInt8(ascii: ".") { return (head, type) }
            }
            return nil
        }
    }

    /// Whether `name` holds a scalar that may join the one before it or that composes to
    /// another (a combining mark, U+0387, which is U+00B7): any scalar but those below U+0300,
    /// the Greek letters from U+0386 and the Cyrillic ones to U+052F (not the Cyrillic marks
    /// U+0483 to U+0489).
    static func mayBeSpelledOtherwise(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        while let lead = bytes.next() {
            guard lead >= 0xCC else { continue }
            let second = bytes.next() ?? 0
            switch lead {
            case 0xCE where second >= 0x86 && second != 0x87, 0xCF, 0xD0, 0xD1, 0xD3: continue
            case 0xD2 where !(0x83...0x89).contains(second): continue
            case 0xD4 where second <= 0xAF: continue
            default: return true
            }
        }
        return false
    }

    @inline(__always)
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// ``headWord(of:)`` as it was first written: a lower-cased copy of the name's first
    /// characters looked up for every spelling length, longest first. Kept to check the trie
    /// against.
    func headWordByLengths(of name: String) -> (written: Substring, type: Int)? {
        for length in lengths {
            let head = name.prefix(length)
            guard head.count == length, let position = byLowercased[head.lowercased()] else { continue }
            let rest = name.dropFirst(length)
            let boundary = rest.first.map { !$0.isLetter && !$0.isNumber } ?? true
            if boundary || head.last == "." { return (head, position) }
        }
        return nil
    }
}

/// A trie over lower-cased UTF-8 bytes: nodes with their outgoing edges stored contiguously,
/// and a table of the root's 256 edges.
struct HeadWordTrie: Sendable, Hashable {
    /// A node: its edges `edges[firstEdge ..< firstEdge + edgeCount]` and the type a key that
    /// ends here names, or -1.
    struct Node: Sendable, Hashable {
        var firstEdge: Int32
        var edgeCount: Int32
        var type: Int32
    }

    /// An edge: the byte it reads and the node it leads to.
    struct Edge: Sendable, Hashable {
        var byte: UInt8
        var child: Int32
    }

    /// The node each first byte leads to, -1 for none.
    var root: [Int32] = Array(repeating: -1, count: 256)
    var nodes: [Node] = []
    var edges: [Edge] = []
    /// The most keys one path holds: the room a walk needs for its matches.
    var deepestKeys = 0

    /// Collects keys into a node-per-dictionary trie before it is laid out flat.
    struct Builder {
        var children: [[UInt8: Int32]] = [[:]]
        var types: [Int32] = [-1]

        mutating func insert(_ key: String, type: Int) {
            var node = 0
            for byte in key.utf8 {
                if let child = children[node][byte] {
                    node = Int(child)
                } else {
                    children.append([:])
                    types.append(-1)
                    children[node][byte] = Int32(children.count - 1)
                    node = children.count - 1
                }
            }
            if types[node] < 0 { types[node] = Int32(type) }
        }

        func build() -> HeadWordTrie {
            var trie = HeadWordTrie()
            for (byte, child) in children[0] { trie.root[Int(byte)] = child }
            for (node, edges) in children.enumerated() {
                trie.nodes.append(
                    Node(firstEdge: Int32(trie.edges.count), edgeCount: Int32(edges.count), type: types[node])
                )
                for (byte, child) in edges.sorted(by: { $0.key < $1.key }) {
                    trie.edges.append(Edge(byte: byte, child: child))
                }
            }
            trie.deepestKeys = deepest(0)
            return trie
        }

        private func deepest(_ node: Int) -> Int {
            let below = children[node].values.map { deepest(Int($0)) }.max() ?? 0
            return below + (types[node] >= 0 ? 1 : 0)
        }
    }

    /// The node `byte` leads to from `node`, nil when none.
    @inline(__always)
    static func step(
        _ node: Int32, _ byte: UInt8, root: UnsafeBufferPointer<Int32>, nodes: UnsafeBufferPointer<Node>,
        edges: UnsafeBufferPointer<Edge>
    ) -> Int32? {
        if node < 0 {
            let child = root[Int(byte)]
            return child < 0 ? nil : child
        }
        let entry = nodes[Int(node)]
        var edge = Int(entry.firstEdge)
        let end = edge + Int(entry.edgeCount)
        while edge < end {
            if edges[edge].byte == byte { return edges[edge].child }
            edge += 1
        }
        return nil
    }

    /// Calls `body` with every key `name` starts with once lower-cased scalar by scalar (as
    /// `String.lowercased()` does), shortest first: where it ends in `name`, its type, and its
    /// length in characters when every scalar before it is a character of its own (nil when
    /// that is not known and must be counted).
    ///
    /// For a name that is not ``HeadWordIndex/mayBeSpelledOtherwise(_:)``, which the walk reads
    /// byte by byte: ASCII lower-cased as it stands, the two-byte scalars (to U+052F) by their
    /// lower-case mapping. Such scalars join no neighbour, but a carriage return joins the line
    /// feed after it.
    func withPrefixes<Result>(
        of name: String, _ body: (UnsafeBufferPointer<(String.Index, Int, Int?)>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: (String.Index, Int, Int?).self, capacity: max(deepestKeys, 1)) {
            buffer in
            var found = 0
            let utf8 = name.utf8
            root.withUnsafeBufferPointer { root in
                nodes.withUnsafeBufferPointer { nodes in
                    edges.withUnsafeBufferPointer { edges in
                        var node: Int32 = -1
                        var scalarsAreCharacters = true
                        var scalarCount = 0
                        var index = utf8.startIndex
                        walk: while index < utf8.endIndex, found < buffer.count {
                            let lead = utf8[index]
                            if lead < 0x80 {
                                var byte = lead
                                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
                                if byte == 0x0D { scalarsAreCharacters = false }
                                guard let next = Self.step(node, byte, root: root, nodes: nodes, edges: edges)
                                else { break walk }
                                node = next
                                index = utf8.index(after: index)
                            } else {
                                let second = utf8.index(after: index)
                                guard lead >= 0xC2, lead < 0xD5, second < utf8.endIndex,
                                    let scalar = Unicode.Scalar(
                                        UInt32(lead & 0x1F) << 6 | UInt32(utf8[second] & 0x3F))
                                else { break walk }
                                for byte in scalar.properties.lowercaseMapping.utf8 {
                                    guard
                                        let next = Self.step(
                                            node, byte, root: root, nodes: nodes, edges: edges)
                                    else { break walk }
                                    node = next
                                }
                                index = utf8.index(after: second)
                            }
                            scalarCount += 1
                            let type = nodes[Int(node)].type
                            if type >= 0 {
                                let characters = scalarsAreCharacters ? scalarCount : nil
                                buffer.initializeElement(at: found, to: (index, Int(type), characters))
                                found += 1
                            }
                        }
                    }
                }
            }
            return body(UnsafeBufferPointer(rebasing: buffer.prefix(found)))
        }
    }
}
