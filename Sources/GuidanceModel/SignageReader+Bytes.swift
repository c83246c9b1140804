extension SignageReader {
    /// Reads the step's road and signs as ``readByCharacters()`` reads them, on bytes: when every
    /// scalar of every field is a character of its own (no scalar from U+0300 on, no carriage
    /// return), a space, `:`, `,` or `/` byte is where the character is, so the fields are split,
    /// trimmed and classified in one pass each, without arrays of pieces or characters walked.
    /// Other texts are read by characters. `SignageAgreementTests` keeps the two equal.
    func read() -> Signage {
        guard Self.scalarsAreCharacters(step.exitNumber), Self.scalarsAreCharacters(step.destinations),
            Self.scalarsAreCharacters(step.simpleRoadName), Self.scalarsAreCharacters(step.fullRoadName)
        else { return readByCharacters() }
        var exit = Self.cleanPlain(step.exitNumber)
        var refs: [String] = []
        var places: [String] = []
        let destinations = Self.cleanPlain(step.destinations)
        if let destinations {
            _ = Self.forEachSignItem(destinations) { item in
                Self.addSign(item, refs: &refs, places: &places)
                return true
            }
        }
        let simple = Self.cleanPlain(step.simpleRoadName)
        var road: String?
        // A road number both named and signed stays the road; a place on the sign never is one.
        if let simple, simple != destinations, !places.contains(simple) {
            if let label = exitLabel(simple, exit: exit) {
                exit = exit ?? label
            } else {
                road = simple
            }
        }
        if let full = Self.cleanPlain(step.fullRoadName) {
            var index = 0
            Self.forEachSegment(full) { segment in
                defer { index += 1 }
                if segment == road || segment == destinations { return }
                if let label = exitLabel(segment, exit: exit) {
                    exit = exit ?? label
                    return
                }
                if Self.isSign(segment, destinations: destinations, refs: refs, places: places) { return }
                // The first segment is the road: its only name when nothing else named it, else
                // the same road's other name. The rest are signposts.
                if index == 0 {
                    if road == nil, simple == nil { road = segment }
                } else {
                    _ = Self.forEachSignItem(segment) { item in
                        Self.addSign(item, refs: &refs, places: &places)
                        return true
                    }
                }
            }
        }
        if let road {
            refs.removeAll { $0 == road }
            places.removeAll { $0 == road }
        }
        return Signage(road: road, refs: refs, places: places, exit: exit)
    }

    /// Whether every scalar of a field is a character of its own (an absent field is).
    static func scalarsAreCharacters(_ text: String?) -> Bool {
        guard let text else { return true }
        return scalarsAreCharacters(text)
    }

    /// Files a sign item under road numbers or places unless the sign already has it.
    private static func addSign(_ item: String, refs: inout [String], places: inout [String]) {
        guard !refs.contains(item), !places.contains(item) else { return }
        if isRoadNumber(item.utf8[...]) { refs.append(item) } else { places.append(item) }
    }

    /// Whether `text` is what the sign says rather than a road: the whole destinations text, one
    /// of its items, or the items joined again.
    private static func isSign(_ text: String, destinations: String?, refs: [String], places: [String])
        -> Bool
    {
        guard destinations != nil else { return false }
        if text == destinations || refs.contains(text) || places.contains(text) { return true }
        var any = false
        let all = forEachSignItem(text) { item in
            any = true
            return refs.contains(item) || places.contains(item)
        }
        return any && all
    }

    /// The exit number when `text` (trimmed, its scalars characters) is an exit's label: two
    /// words, the second starting with a number, the first of letters and dots.
    private func exitLabel(_ text: String, exit: String?) -> String? {
        let bytes = text.utf8
        let space = UInt8(ascii: " ")
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end, bytes[index] == space { index = bytes.index(after: index) }
        let firstStart = index
        while index < end, bytes[index] != space { index = bytes.index(after: index) }
        let firstEnd = index
        while index < end, bytes[index] == space { index = bytes.index(after: index) }
        guard index < end, firstStart < firstEnd else { return nil }
        let secondStart = index
        while index < end, bytes[index] != space { index = bytes.index(after: index) }
        let secondEnd = index
        while index < end, bytes[index] == space { index = bytes.index(after: index) }
        guard index == end else { return nil }
        let number = Substring(bytes[secondStart..<secondEnd])
        guard let first = number.unicodeScalars.first, Self.isNumber(first),
            Substring(bytes[firstStart..<firstEnd]).unicodeScalars.allSatisfy({
                Self.isLetter($0) || $0 == "."
            })
        else { return nil }
        if let exit { return number == exit ? exit : nil }
        return step.maneuver.family == .offRamp ? String(number) : nil
    }

    /// ``isRoadNumberByCharacters(_:)`` on the bytes of a text whose scalars are characters.
    static func isRoadNumber(_ bytes: Substring.UTF8View) -> Bool {
        var index = bytes.startIndex
        let end = bytes.endIndex
        var letters = 0
        while index < end, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z") {
            letters += 1
            index = bytes.index(after: index)
        }
        guard (1...4).contains(letters) else { return false }
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: " ") {
            index = bytes.index(after: index)
        }
        let rest = Substring(bytes[index...])
        guard let first = rest.unicodeScalars.first, isNumber(first) else { return false }
        // Split on spaces, empty pieces omitted: at most two parts, the first of numbers,
        // letters and hyphens.
        var scalars = rest.unicodeScalars.makeIterator()
        var parts = 1
        var inPart = true
        while let scalar = scalars.next() {
            if scalar == " " {
                inPart = false
            } else if !inPart {
                parts += 1
                inPart = true
                if parts > 2 { return false }
            } else if parts == 1, !(isNumber(scalar) || isLetter(scalar) || scalar == "-") {
                return false
            }
        }
        return true
    }

    /// `Character.isNumber` of a scalar that is a character of its own.
    static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return Character(scalar).isNumber
    }

    /// `Character.isLetter` of a scalar that is a character of its own.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        return Character(scalar).isLetter
    }

    /// Calls `body` with each sign item of `text` (its scalars characters), as ``signItems(_:)``
    /// lists them, until `body` returns false; returns whether it never did.
    static func forEachSignItem(_ text: String, _ body: (String) -> Bool) -> Bool {
        forEachPiece(text.utf8[...], separator: colonSpace, maxSplits: 1, omittingEmpty: true) { part in
            forEachPiece(part, separator: comma, maxSplits: .max, omittingEmpty: true) { item in
                guard let item = cleanPiece(item) else { return true }
                return body(item)
            }
        }
    }

    /// Calls `body` with each segment of a trimmed `fullRoadName` (its scalars characters), as
    /// ``segments(_:)`` lists them.
    static func forEachSegment(_ text: String, _ body: (String) -> Void) {
        guard text.utf8.contains(UInt8(ascii: "/")) else { return body(text) }
        _ = forEachPiece(text.utf8[...], separator: spacedSlash, maxSplits: .max, omittingEmpty: false) {
            piece in
            if let segment = cleanPiece(piece) { body(segment) }
            return true
        }
    }

    private static let colonSpace: [UInt8] = [UInt8(ascii: ":"), UInt8(ascii: " ")]
    private static let comma: [UInt8] = [UInt8(ascii: ",")]
    private static let spacedSlash: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: " ")]

    /// ``split(_:at:maxSplits:omittingEmpty:)``, each piece given to `body` (until it returns
    /// false) rather than listed; returns whether `body` never returned false.
    static func forEachPiece(
        _ bytes: Substring.UTF8View, separator: [UInt8], maxSplits: Int, omittingEmpty: Bool,
        _ body: (Substring.UTF8View) -> Bool
    ) -> Bool {
        var pieces = 0
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex, pieces < maxSplits {
            var end = index
            var matched = 0
            while matched < separator.count, end < bytes.endIndex, bytes[end] == separator[matched] {
                end = bytes.index(after: end)
                matched += 1
            }
            if matched == separator.count {
                if start != index || !omittingEmpty {
                    pieces += 1
                    guard body(bytes[start..<index]) else { return false }
                }
                start = end
                index = end
            } else {
                index = bytes.index(after: index)
            }
        }
        if start != bytes.endIndex || !omittingEmpty { return body(bytes[start...]) }
        return true
    }

    /// ``clean(_:)`` of a field whose scalars are characters: the whitespace Foundation trims
    /// found on bytes, the text itself kept when there is none.
    static func cleanPlain(_ text: String?) -> String? {
        guard let text else { return nil }
        let bytes = text.utf8
        let bounds = trimmedBounds(bytes)
        if bounds.isEmpty { return nil }
        if bounds.lowerBound == bytes.startIndex, bounds.upperBound == bytes.endIndex { return text }
        return String(Substring(bytes[bounds]))
    }

    /// ``clean(_:)`` of a piece of a text whose scalars are characters.
    static func cleanPiece(_ piece: Substring.UTF8View) -> String? {
        let bounds = trimmedBounds(piece)
        return bounds.isEmpty ? nil : String(Substring(piece[bounds]))
    }

    /// `bytes` without the white space and newlines Foundation's `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` trims, for text without scalars from U+0300 on: below U+0300
    /// those are the ASCII blanks, U+0085 (next line) and U+00A0 (no-break space).
    static func trimmedBounds<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Range<Bytes.Index> {
        var first = bytes.startIndex
        var end = bytes.endIndex
        while first < end {
            let byte = bytes[first]
            if isBlank(byte) {
                first = bytes.index(after: first)
                continue
            }
            let next = bytes.index(after: first)
            guard byte == 0xC2, next < end, bytes[next] == 0x85 || bytes[next] == 0xA0 else { break }
            first = bytes.index(after: next)
        }
        while end > first {
            let last = bytes.index(before: end)
            let byte = bytes[last]
            if isBlank(byte) {
                end = last
                continue
            }
            guard byte == 0x85 || byte == 0xA0, last > first else { break }
            let lead = bytes.index(before: last)
            guard bytes[lead] == 0xC2 else { break }
            end = lead
        }
        return first..<end
    }

    /// An ASCII blank: space, tab, line feed, vertical tab, form feed, carriage return.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
