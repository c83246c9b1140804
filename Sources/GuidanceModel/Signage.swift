import Foundation

/// What a step's signs say, kept apart from the road the maneuver leads onto.
///
/// Every source mixes the two in its own way: the SDK's `fullRoadName` joins the road and its
/// signposts with " / " ("CA-85 / Mtn View", "Exit 9A / North First Street"), OSRM sends
/// `destinations` as "SP-330: Campinas, Jundiaí" beside a `name` that an unnamed ramp lacks, and
/// Valhalla sends an on-ramp as a turn with destinations. Prompts must say a road as a road
/// ("na Rua Augusta") and a sign as a sign ("sentido Campinas"); one reading, here, serves every
/// source and every locale.
public struct Signage: Sendable, Hashable {
    /// The road the maneuver leads onto, a name or a number, as prompts say it; nil on an unnamed
    /// ramp or turn whose only words are its signs.
    public var road: String?
    /// Road numbers on the sign ("SP-330", "A5"), in sign order, without the road itself.
    public var refs: [String]
    /// Places on the sign ("Campinas", "Jundiaí"), in sign order.
    public var places: [String]
    /// The exit as signposted ("9A").
    public var exit: String?
    /// The road's own name when ``road`` is its number and the source gives both (OSRM's `name`
    /// beside its `ref`: "京港澳高速" beside "G4"), so that a locale may say the road as its
    /// speakers do (`roads.nameAndNumber`); nil otherwise.
    public var roadName: String?

    /// Creates a reading.
    public init(
        road: String?, refs: [String] = [], places: [String] = [], exit: String? = nil,
        roadName: String? = nil
    ) {
        self.road = road
        self.refs = refs
        self.places = places
        self.exit = exit
        self.roadName = roadName
    }

    /// Whether the sign names anything besides the road.
    public var hasSigns: Bool { !refs.isEmpty || !places.isEmpty }

    /// The sign as one text, road numbers first: "SP-330, Campinas, Jundiaí"; nil without signs.
    public var signText: String? {
        hasSigns ? (refs + places).joined(separator: ", ") : nil
    }
}

extension Signage {
    /// Every road number the step shows, for screens that draw them as badges: the road itself
    /// when it is a number ("BR-116"), then the sign's, in sign order.
    public var roadNumbers: [String] {
        guard let road, SignageReader.isRoadNumber(road) else { return refs }
        return [road] + refs
    }
}

extension StepInfo {
    /// The step's road and signs, read from whichever fields its source filled.
    public var signage: Signage {
        SignageReader.read(self)
    }

    /// Whether the step's signage can have signs at all: only destinations or a full name of
    /// several " / " segments give any (the first segment is the road, never a sign). False
    /// tells, without reading the signage, that it has none.
    package var mayHaveSigns: Bool {
        destinations != nil || SignageReader.hasSlash(fullRoadName)
    }
}

/// The reading behind ``StepInfo/signage``: language-neutral rules over the fields' shapes.
struct SignageReader {
    let step: StepInfo

    init(_ step: StepInfo) {
        self.step = step
    }

    /// The reading character by character, for any text: the reference the byte reading
    /// (``read(_:)``) must equal, and its path for texts whose scalars are not all characters.
    func readByCharacters() -> Signage {
        var exit = Self.clean(step.exitNumber)
        var refs: [String] = []
        var places: [String] = []
        func addSign(_ item: String) {
            guard !refs.contains(item), !places.contains(item) else { return }
            if Self.isRoadNumber(item) { refs.append(item) } else { places.append(item) }
        }
        let destinations = Self.clean(step.destinations)
        if let destinations { Self.signItems(destinations).forEach(addSign) }

        let simple = Self.clean(step.simpleRoadName)
        let segments = Self.clean(step.fullRoadName).map(Self.segments) ?? []
        var road: String?
        var roadName: String?
        // A road number both named and signed stays the road; a place on the sign never is one.
        if let simple, simple != destinations, !places.contains(simple) {
            if let label = exitLabelByCharacters(simple, exit: exit) {
                exit = exit ?? label
            } else {
                road = simple
            }
        }
        for (index, segment) in segments.enumerated() {
            if segment == road || segment == destinations { continue }
            if let label = exitLabelByCharacters(segment, exit: exit) {
                exit = exit ?? label
                continue
            }
            if isSign(segment, destinations: destinations, refs: refs, places: places) { continue }
            // The first segment is the road: its only name when nothing else named it, else the
            // same road's other name (OSRM's `name` beside its `ref`). The rest are signposts.
            if index == 0 {
                if road == nil, simple == nil {
                    road = segment
                } else if let road, Self.isNumberedRoad(road), !Self.isNumberedRoad(segment) {
                    roadName = segment
                }
            } else {
                Self.signItems(segment).forEach(addSign)
            }
        }
        if let road {
            refs.removeAll { $0 == road }
            places.removeAll { $0 == road }
        }
        return Signage(road: road, refs: refs, places: places, exit: exit, roadName: roadName)
    }

    /// Whether `text` is what the sign says rather than a road: the whole destinations text, one
    /// of its items, or the items joined again.
    private func isSign(_ text: String, destinations: String?, refs: [String], places: [String]) -> Bool {
        guard destinations != nil else { return false }
        if text == destinations || refs.contains(text) || places.contains(text) { return true }
        let items = Self.signItems(text)
        return !items.isEmpty && items.allSatisfy { refs.contains($0) || places.contains($0) }
    }

    /// The exit number when `text` is an exit's label rather than a road: "Exit 9A" beside exit
    /// 9A, or a word and a number on an exit ramp ("Saída 14").
    func exitLabelByCharacters(_ text: String, exit: String?) -> String? {
        let words = text.split(separator: " ")
        guard words.count == 2, let number = words.last, number.first?.isNumber == true,
            words[0].allSatisfy({ $0.isLetter || $0 == "." })
        else { return nil }
        if let exit { return number == exit ? exit : nil }
        return step.maneuver.family == .offRamp ? String(number) : nil
    }

    /// "SP-330: Campinas, Jundiaí" → ["SP-330", "Campinas", "Jundiaí"]: OSRM's ": " separates
    /// the sign's road numbers from its places, and items are split on `,`.
    static func signItems(_ text: String) -> [String] {
        if scalarsAreCharacters(text) {
            // Every scalar is a character: the separators are found on bytes, as the search by
            // characters below would find them.
            var items: [String] = []
            for part in split(text[...], at: [UInt8(ascii: ":"), UInt8(ascii: " ")], maxSplits: 1) {
                for item in split(part, at: [UInt8(ascii: ",")]) {
                    if let item = clean(String(item)) { items.append(item) }
                }
            }
            return items
        }
        return signItemsByCharacters(text)
    }

    /// ``signItems(_:)`` searched character by character, for any text.
    static func signItemsByCharacters(_ text: String) -> [String] {
        let parts = text.split(separator: ": ", maxSplits: 1, omittingEmptySubsequences: true)
        return parts.flatMap { part in
            part.split(separator: ",").compactMap { clean(String($0)) }
        }
    }

    /// The parts of a `fullRoadName`, split on its " / " separator. Most names have no `/` at
    /// all: they are their own only part, found without Foundation's search.
    static func segments(_ text: String) -> [String] {
        if !text.utf8.contains(UInt8(ascii: "/")) { return clean(text).map { [$0] } ?? [] }
        if scalarsAreCharacters(text) {
            let separator = [UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: " ")]
            return split(text[...], at: separator, omittingEmpty: false).compactMap {
                clean(String($0))
            }
        }
        return segmentsByFoundation(text)
    }

    /// ``segments(_:)`` split by Foundation, for any text.
    static func segmentsByFoundation(_ text: String) -> [String] {
        text.components(separatedBy: " / ").compactMap(clean)
    }

    /// Whether every scalar of `text` is a character of its own, so that searching its bytes
    /// finds what searching its characters finds: no scalar from U+0300 on (no UTF-8 lead byte
    /// from 0xCC on: combining marks, joiners, other scripts) and no carriage return (it joins
    /// a line feed).
    static func scalarsAreCharacters(_ text: String) -> Bool {
        !text.utf8.contains { $0 >= 0xCC || $0 == 0x0D }
    }

    /// `text` split at every non-overlapping occurrence of `separator`, as `split` splits a
    /// collection: at most `maxSplits` times, an omitted empty piece not counted.
    static func split(
        _ text: Substring, at separator: [UInt8], maxSplits: Int = .max, omittingEmpty: Bool = true
    ) -> [Substring] {
        let bytes = text.utf8
        var pieces: [Substring] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex, pieces.count < maxSplits {
            var end = index
            var matched = 0
            while matched < separator.count, end < bytes.endIndex, bytes[end] == separator[matched] {
                end = bytes.index(after: end)
                matched += 1
            }
            if matched == separator.count {
                if start != index || !omittingEmpty { pieces.append(text[start..<index]) }
                start = end
                index = end
            } else {
                index = bytes.index(after: index)
            }
        }
        if start != bytes.endIndex || !omittingEmpty { pieces.append(text[start...]) }
        return pieces
    }

    /// A road number of any country: one to four capital letters, an optional `-` or space, a
    /// digit, and nothing but letters, digits and one direction word after it ("SP-330",
    /// "A5", "I-280", "CA 85 South").
    static func isRoadNumber(_ text: String) -> Bool {
        scalarsAreCharacters(text) ? isRoadNumber(plain: text) : isRoadNumberByCharacters(text)
    }

    /// Whether a step's road is its number: a road number of ``isRoadNumber(_:)``, or digits
    /// alone, as Israel and Sweden number their roads ("20", "75"). Only then is the first
    /// segment of the full name the road's own name beside it.
    static func isNumberedRoad(_ text: String) -> Bool {
        let digits =
            !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return digits || isRoadNumber(text)
    }

    /// ``isRoadNumber(_:)`` over characters, for any text.
    static func isRoadNumberByCharacters(_ text: String) -> Bool {
        let letters = text.prefix { $0.isASCII && $0.isUppercase }
        guard (1...4).contains(letters.count) else { return false }
        var rest = text.dropFirst(letters.count)
        if rest.first == "-" || rest.first == " " { rest = rest.dropFirst() }
        guard rest.first?.isNumber == true else { return false }
        let parts = rest.split(separator: " ")
        return parts.count <= 2 && parts[0].allSatisfy { $0.isNumber || $0.isLetter || $0 == "-" }
    }

    /// The text without the white space and newlines at its ends that Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` takes off, nil when nothing is left:
    /// found on the scalars, with no bridge to Foundation's string (`SignageFastPathTests`
    /// holds the two equal).
    static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return nil }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    /// Whether Foundation's `.whitespacesAndNewlines` holds `scalar`: tab to carriage return,
    /// U+0085, the separators (general category Z: spaces, the line and paragraph separators)
    /// and U+200B, the zero-width space, which Foundation's tables still count as a space.
    static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200B: return true
        case 0..<0xA0: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
