/// The head-word walk over a name's bytes, for the direct writing of `:road`: one pass over the
/// first bytes, the matches kept on the stack, the longest that ends at a word boundary taken,
/// with no `String.Index`, substring or closure per match.
extension HeadWordTrie {
    /// The longest key `name` starts with, once lower-cased, that counts as many characters as
    /// one of `lengths` and ends at a boundary (see ``HeadWordIndex/headWord(of:)``): its length
    /// in bytes and its type. `.some(nil)` for none; nil when only characters can settle it.
    /// `name` holds no byte from 0xCC on, so each scalar is a character of its own but for a
    /// carriage return before a line feed.
    func longestHead(of name: UnsafeBufferPointer<UInt8>, lengths: [Int]) -> (length: Int, type: Int)?? {
        withUnsafeTemporaryAllocation(
            of: (end: Int, type: Int, characters: Int).self, capacity: max(deepestKeys, 1)
        ) { found -> (length: Int, type: Int)?? in
            var count = 0
            root.withUnsafeBufferPointer { root in
                nodes.withUnsafeBufferPointer { nodes in
                    edges.withUnsafeBufferPointer { edges in
                        var node: Int32 = -1
                        var scalars = 0
                        var index = 0
                        walk: while index < name.count, count < found.count {
                            let lead = name[index]
                            if lead < 0x80 {
                                var byte = lead
                                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
                                if byte == 0x0D {
                                    // A carriage return may join the next scalar: characters decide.
                                    count = -1
                                    break walk
                                }
                                guard let next = Self.step(node, byte, root: root, nodes: nodes, edges: edges)
                                else { break walk }
                                node = next
                                index += 1
                            } else {
                                guard lead >= 0xC2, lead < 0xCC, index + 1 < name.count else { break walk }
                                let scalar = Int(lead & 0x1F) << 6 | Int(name[index + 1] & 0x3F)
                                let packed = Self.twoByteLowercase[scalar - 0x80]
                                guard packed != 0 else {
                                    count = -1
                                    break walk
                                }
                                for offset in 0..<Int(packed >> 24) {
                                    let byte = UInt8(truncatingIfNeeded: packed >> (8 * offset))
                                    guard
                                        let next = Self.step(
                                            node, byte, root: root, nodes: nodes, edges: edges)
                                    else { break walk }
                                    node = next
                                }
                                index += 2
                            }
                            scalars += 1
                            let type = nodes[Int(node)].type
                            if type >= 0 {
                                found[count] = (index, Int(type), scalars)
                                count += 1
                            }
                        }
                    }
                }
            }
            if count < 0 { return nil }
            var match = count
            while match > 0 {
                match -= 1
                let (end, type, characters) = found[match]
                guard lengths.contains(characters) else { continue }
                let boundary: Bool
                if end == name.count {
                    boundary = true
                } else if name[end] < 0x80 {
                    boundary = !HeadWordIndex.isASCIILetterOrDigit(name[end])
                } else if name[end] >= 0xC2, name[end] < 0xCC, end + 1 < name.count,
                    let scalar = Unicode.Scalar(UInt32(name[end] & 0x1F) << 6 | UInt32(name[end + 1] & 0x3F))
                {
                    let next = Character(scalar)
                    boundary = !next.isLetter && !next.isNumber
                } else {
                    return nil
                }
                if boundary || name[end - 1] == UInt8(ascii: ".") { return .some((end, type)) }
            }
            return .some(nil)
        }
    }

    /// The lower-case mapping of each two-byte scalar below U+0300 (from U+0080), as UTF-8
    /// bytes packed from the low byte up with their count in the top byte; 0 for a mapping
    /// longer than three bytes. Made once, from the scalars' own properties.
    static let twoByteLowercase: [UInt32] = (0x80..<0x300).map { value in
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return 0 }
        let bytes = Array(scalar.properties.lowercaseMapping.utf8)
        guard (1...3).contains(bytes.count) else { return 0 }
        var packed = UInt32(bytes.count) << 24
        for (offset, byte) in bytes.enumerated() { packed |= UInt32(byte) << (8 * offset) }
        return packed
    }
}
