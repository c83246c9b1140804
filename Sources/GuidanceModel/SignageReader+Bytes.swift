import Foundation

extension SignageReader {
    /// Reads the step's road and signs as ``readByCharacters()`` reads them, on bytes: when every
    /// scalar of every field is a character of its own (no scalar from U+0300 on, no carriage
    /// return), a space, `:`, `,` or `/` byte is where the character is, so the fields are split,
    /// trimmed and classified in one pass each, without arrays of pieces or characters walked.
    /// Other texts are read by characters. `SignageAgreementTests` keeps the two equal. The step
    /// is borrowed rather than copied into a reader (a step holds a dozen strings, each retained
    /// and released by a copy).
    static func read(_ step: StepInfo) -> Signage {
        // A full name that is the simple name itself, without destinations (a source with one
        // name for the road), adds nothing when it has no "/": its only segment is the simple
        // name, already the road or the exit's label. Its segment pass is skipped.
        let sameNames =
            step.destinations == nil && step.fullRoadName != nil && step.fullRoadName == step.simpleRoadName
            && !hasSlash(step.fullRoadName)
        guard scalarsAreCharacters(step.exitNumber), scalarsAreCharacters(step.destinations),
            scalarsAreCharacters(step.simpleRoadName), sameNames || scalarsAreCharacters(step.fullRoadName)
        else { return SignageReader(step).readByCharacters() }
        let family = step.maneuver.family
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
        var roadName: String?
        // A road number both named and signed stays the road; a place on the sign never is one.
        if let simple, simple != destinations, !places.contains(simple) {
            if let label = exitLabel(simple, exit: exit, family: family) {
                exit = exit ?? label
            } else {
                road = simple
            }
        }
        if !sameNames, let full = Self.cleanPlain(step.fullRoadName) {
            var index = 0
            Self.forEachSegment(full) { bytes, whole in
                defer { index += 1 }
                // The road and the destinations text are skipped on their bytes (equal bytes are
                // equal strings here, and no two byte strings of scalars below U+0300 are
                // canonically equivalent), before a string is made of the segment.
                if Self.equals(bytes, road) || Self.equals(bytes, destinations) { return }
                let segment = whole ?? String(decoding: bytes, as: UTF8.self)
                if let label = exitLabel(segment, exit: exit, family: family) {
                    exit = exit ?? label
                    return
                }
                if Self.isSign(segment, destinations: destinations, refs: refs, places: places) { return }
                // The first segment is the road: its only name when nothing else named it, else
                // the same road's other name. The rest are signposts.
                if index == 0 {
                    if road == nil, simple == nil {
                        road = segment
                    } else if let road, Self.isNumberedRoad(road), !Self.isNumberedRoad(segment) {
                        roadName = segment
                    }
                } else {
                    _ = Self.forEachSignItem(segment) { item in
                        Self.addSign(item, refs: &refs, places: &places)
                        return true
                    }
                }
            }
        }
        if let road {
            if refs.contains(road) { refs.removeAll { $0 == road } }
            if places.contains(road) { places.removeAll { $0 == road } }
        }
        return Signage(road: road, refs: refs, places: places, exit: exit, roadName: roadName)
    }

    /// Whether every scalar of a field is a character of its own (an absent field is).
    static func scalarsAreCharacters(_ text: String?) -> Bool {
        guard let text else { return true }
        return text.utf8.withContiguousStorageIfAvailable(plainBytes) ?? scalarsAreCharacters(text)
    }

    /// Whether a field has a "/" byte, searched in its storage.
    static func hasSlash(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte == UInt8(ascii: "/") { return true }
            return false
        } ?? text.utf8.contains(UInt8(ascii: "/"))
    }

    /// Whether no byte is from 0xCC on or a carriage return: eight at a time while they are all
    /// ASCII without a carriage return (most names), byte by byte where one is not.
    static func plainBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte of `word ^ 0x0D…` is zero where a carriage return is.
            let returns = word ^ (ones &* 0x0D)
            if word & highs != 0 || (returns &- ones) & ~returns & highs != 0 {
                for byte in UnsafeBufferPointer(rebasing: bytes[index..<index + 8])
                where byte >= 0xCC || byte == 0x0D {
                    return false
                }
            }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0xCC || byte == 0x0D { return false }
            index += 1
        }
        return true
    }

    /// Files a sign item under road numbers or places unless the sign already has it.
    private static func addSign(_ item: String, refs: inout [String], places: inout [String]) {
        guard !refs.contains(item), !places.contains(item) else { return }
        if isRoadNumber(plain: item) { refs.append(item) } else { places.append(item) }
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
    private static func exitLabel(_ text: String, exit: String?, family: ManeuverFamily) -> String? {
        var copy = text
        let found: Range<Int>?? = copy.withUTF8 { bytes -> Range<Int>?? in
            let space = UInt8(ascii: " ")
            var index = 0
            let end = bytes.count
            while index < end, bytes[index] == space { index += 1 }
            let firstStart = index
            while index < end, bytes[index] != space { index += 1 }
            let firstEnd = index
            while index < end, bytes[index] == space { index += 1 }
            guard index < end, firstStart < firstEnd else { return .some(nil) }
            let secondStart = index
            while index < end, bytes[index] != space { index += 1 }
            let secondEnd = index
            while index < end, bytes[index] == space { index += 1 }
            guard index == end, Self.startsWithNumber(bytes, secondStart..<secondEnd),
                Self.allLettersOrDots(bytes, firstStart..<firstEnd)
            else { return .some(nil) }
            return secondStart..<secondEnd
        }
        guard let range = found ?? nil else { return nil }
        let utf8 = text.utf8
        let number = Substring(
            utf8[
                utf8.index(
                    utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                        utf8.startIndex, offsetBy: range.upperBound)])
        if let exit { return number == exit ? exit : nil }
        return family == .offRamp ? String(number) : nil
    }

    /// Whether the scalar at the start of `range` is a number (`Character.isNumber`).
    private static func startsWithNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let (scalar, _) = scalar(bytes, at: range.lowerBound, end: range.upperBound) else {
            return false
        }
        return isNumber(scalar)
    }

    /// Whether every scalar in `range` is a letter or a full stop.
    private static func allLettersOrDots(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while let (scalar, next) = scalar(bytes, at: index, end: range.upperBound) {
            guard isLetter(scalar) || scalar == "." else { return false }
            index = next
        }
        return true
    }

    /// The scalar starting at `index` (before `end`) and where the next one starts, in text whose
    /// scalars are one or two bytes (none from U+0300 on).
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (
        Unicode.Scalar, Int
    )? {
        guard index < end else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), index + 1) }
        guard index + 1 < end,
            let scalar = Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
        else { return nil }
        return (scalar, index + 2)
    }

    /// ``isRoadNumberByCharacters(_:)`` on the bytes of a text whose scalars are characters.
    static func isRoadNumber(plain text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { isRoadNumber(bytes: $0) }
    }

    /// ``isRoadNumber(plain:)`` on the bytes themselves.
    private static func isRoadNumber(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let end = bytes.count
        while index < end, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z") { index += 1 }
        guard (1...4).contains(index) else { return false }
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard startsWithNumber(bytes, index..<end) else { return false }
        // Split on spaces, empty pieces omitted: at most two parts, the first of numbers,
        // letters and hyphens.
        var parts = 1
        var inPart = true
        while let (scalar, next) = scalar(bytes, at: index, end: end) {
            index = next
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
        var copy = text
        return copy.withUTF8 { bytes in
            forEachPiece(bytes, in: 0..<bytes.count, separator: colonSpace, maxSplits: 1, omittingEmpty: true)
            {
                part in
                forEachPiece(bytes, in: part, separator: comma, maxSplits: .max, omittingEmpty: true) {
                    item in
                    let kept = trimmedBounds(bytes, item)
                    guard !kept.isEmpty else { return true }
                    return body(string(bytes, kept))
                }
            }
        }
    }

    /// Calls `body` with the bytes of each segment of a trimmed `fullRoadName` (its scalars
    /// characters), as ``segments(_:)`` lists them, and the text itself when it is its only
    /// segment.
    static func forEachSegment(_ text: String, _ body: (UnsafeBufferPointer<UInt8>, String?) -> Void) {
        var copy = text
        copy.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "/")) else { return body(bytes, text) }
            _ = forEachPiece(
                bytes, in: 0..<bytes.count, separator: spacedSlash, maxSplits: .max, omittingEmpty: false
            ) { piece in
                let kept = trimmedBounds(bytes, piece)
                if !kept.isEmpty { body(UnsafeBufferPointer(rebasing: bytes[kept]), nil) }
                return true
            }
        }
    }

    /// Whether `bytes` are the UTF-8 of `text` (false for no text).
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String?) -> Bool {
        guard let text, text.utf8.count == bytes.count else { return false }
        guard let right = bytes.baseAddress, !bytes.isEmpty else { return true }
        return text.utf8.withContiguousStorageIfAvailable { mine in
            mine.baseAddress.map { memcmp($0, right, bytes.count) == 0 } ?? false
        } ?? text.utf8.elementsEqual(bytes)
    }

    private static let colonSpace: [UInt8] = [UInt8(ascii: ":"), UInt8(ascii: " ")]
    private static let comma: [UInt8] = [UInt8(ascii: ",")]
    private static let spacedSlash: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: " ")]

    /// ``split(_:at:maxSplits:omittingEmpty:)`` of `range`, each piece given to `body` (until
    /// it returns false) rather than listed; returns whether `body` never returned false.
    static func forEachPiece(
        _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, separator: [UInt8], maxSplits: Int,
        omittingEmpty: Bool, _ body: (Range<Int>) -> Bool
    ) -> Bool {
        var pieces = 0
        var start = range.lowerBound
        var index = range.lowerBound
        let end = range.upperBound
        let first = separator[0]
        while index < end, pieces < maxSplits {
            guard bytes[index] == first else {
                index += 1
                continue
            }
            var matchEnd = index + 1
            var matched = 1
            while matched < separator.count, matchEnd < end, bytes[matchEnd] == separator[matched] {
                matchEnd += 1
                matched += 1
            }
            if matched == separator.count {
                if start != index || !omittingEmpty {
                    pieces += 1
                    guard body(start..<index) else { return false }
                }
                start = matchEnd
                index = matchEnd
            } else {
                index += 1
            }
        }
        if start != end || !omittingEmpty { return body(start..<end) }
        return true
    }

    /// The text of `range`.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// ``clean(_:)`` of a field whose scalars are characters: the whitespace Foundation trims
    /// found on bytes, the text itself kept when there is none.
    static func cleanPlain(_ text: String?) -> String? {
        guard var text else { return nil }
        let kept: Range<Int>? = text.withUTF8 { bytes in
            let kept = trimmedBounds(bytes, 0..<bytes.count)
            return kept.count == bytes.count ? nil : kept
        }
        guard let kept else { return text.isEmpty ? nil : text }
        if kept.isEmpty { return nil }
        return text.withUTF8 { string($0, kept) }
    }

    /// `range` without the white space and newlines Foundation's `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` trims, for text without scalars from U+0300 on: below U+0300
    /// those are the ASCII blanks, U+0085 (next line) and U+00A0 (no-break space).
    static func trimmedBounds(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var first = range.lowerBound
        var end = range.upperBound
        while first < end {
            let byte = bytes[first]
            if isBlank(byte) {
                first += 1
                continue
            }
            guard byte == 0xC2, first + 1 < end, bytes[first + 1] == 0x85 || bytes[first + 1] == 0xA0 else {
                break
            }
            first += 2
        }
        while end > first {
            let byte = bytes[end - 1]
            if isBlank(byte) {
                end -= 1
                continue
            }
            guard byte == 0x85 || byte == 0xA0, end - 1 > first, bytes[end - 2] == 0xC2 else { break }
            end -= 2
        }
        return first..<end
    }

    /// An ASCII blank: space, tab, line feed, vertical tab, form feed, carriage return.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
