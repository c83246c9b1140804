/// An enum of the navigator SDK that travels on the wire as its case name or its SDK raw integer.
///
/// A feed logged from the real SDK carries integers; a hand-written one carries names. Both decode,
/// and names are matched ignoring case, `_` and `-`, so `turnLeft`, `TURN_LEFT` and `turn-left`
/// are the same maneuver.
public protocol WireEnum: RawRepresentable, CaseIterable, Sendable, Hashable, Codable
where RawValue == Int {
    /// The word used in error messages, e.g. `maneuver`.
    static var wireKind: String { get }
    /// The names of the cases, computed once (each enum declares `static let names = WireNames<Self>()`).
    static var names: WireNames<Self> { get }
}

/// The spellings of an enum's cases, computed once per enum: name lookup is on the hot path of
/// decoding, once per maneuver, lane and state of every update.
public struct WireNames<E: WireEnum>: Sendable {
    private let byKey: [String: E]
    private let byCase: [E: String]

    /// Builds the table from the case names.
    public init() {
        var byKey: [String: E] = [:]
        var byCase: [E: String] = [:]
        for value in E.allCases {
            let name = String(describing: value)
            byCase[value] = name
            byKey[Self.normalize(name)] = value
        }
        self.byKey = byKey
        self.byCase = byCase
    }

    /// The case for a spelling (any case, `_` and `-` ignored).
    public func value(named name: String) -> E? {
        if let exact = byKey[name.lowercased()] { return exact }
        return byKey[Self.normalize(name)]
    }

    /// The camelCase name of a case.
    public func name(of value: E) -> String {
        byCase[value] ?? String(describing: value)
    }

    static func normalize(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }
}

extension WireEnum {
    /// The case name written on the wire, e.g. `turnLeft`.
    public var wireName: String {
        Self.names.name(of: self)
    }

    /// Finds the case for a name in any of the accepted spellings.
    public init?(wireName: String) {
        guard let match = Self.names.value(named: wireName) else { return nil }
        self = match
    }

    /// Decodes from a name or a raw integer; anything else is an error naming the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard let value = Self(rawValue: number) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown \(Self.wireKind) \(number)")
            }
            self = value
            return
        }
        guard let name = try? container.decode(String.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a \(Self.wireKind) name or number")
        }
        guard let value = Self(wireName: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown \(Self.wireKind) \"\(name)\"")
        }
        self = value
    }

    /// Encodes the case name, the readable form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wireName)
    }
}
