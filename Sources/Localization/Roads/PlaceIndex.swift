import Foundation

/// A locale's listed places by the UTF-8 bytes of their names, built when the locale loads: the
/// place a list of signs starts with is found by one hash of its first item, not by comparing
/// the name with every listed place.
struct PlaceIndex: Sendable, Hashable {
    /// Distinct names, composed.
    private var table = ByteWordTable([])
    /// Each name as listed, by its number in `table`.
    private var written: [String] = []
    /// The position in `places` of each name's place, by its number in `table`.
    private var positions: [Int] = []
    /// Whether an item's bytes settle it: no listed name holds an ASCII list separator or ends
    /// with a space (such a name could match more than one item's worth of a list).
    private var usable = true

    /// Creates the index of `places`; the first listing of a name wins, as in the scan.
    init(_ places: [RoadFacts.Place]) {
        var seen: Set<[UInt8]> = []
        for (position, place) in places.enumerated() {
            for name in place.names where !name.isEmpty {
                if name.utf8.contains(where: Self.isSeparator) || name.utf8.last == UInt8(ascii: " ") {
                    usable = false
                }
                // Distinct once composed: a later spelling of the same name is not kept.
                guard seen.insert(Array(name.precomposedStringWithCanonicalMapping.utf8)).inserted else {
                    continue
                }
                written.append(name)
                positions.append(position)
            }
        }
        table = ByteWordTable(written)
    }

    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "|")
    }

    /// The listed name `name` is or starts a list of signs with, and its place's position; nil
    /// inside when none; nil when only characters can settle it (a byte from 0xCC on: a scalar
    /// that may join the one before it, or the separators 、 and ،).
    func place(of name: String) -> (written: String, position: Int)?? {
        guard usable else { return nil }
        let found = name.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
            if bytes.contains(where: { $0 >= 0xCC }) { return nil }
            return .some(number(bytes: bytes))
        }
        guard let found, let found else { return nil }
        guard let number = found else { return .some(nil) }
        return .some((written[number], positions[number]))
    }

    /// The number in `table` of the name the first item of `bytes` is.
    private func number(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = 0
        while end < bytes.count, !Self.isSeparator(bytes[end]) { end += 1 }
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return table.find(UnsafeBufferPointer(rebasing: bytes[..<end]))
    }
}
