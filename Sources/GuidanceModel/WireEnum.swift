/// An enum of the navigator SDK that travels on the wire as its case name or its SDK raw integer.
///
/// A feed logged from the real SDK carries integers or the platform's own names; a hand-written one
/// carries ours. All decode: names are matched ignoring case, `_`, `-`, `.` and spaces, so
/// `turnLeft`, `TURN_LEFT` and `turn-left` are the same maneuver; a platform's type prefix is
/// dropped (`GMSNavigationManeuverTurnLeft`, `Maneuver.turnLeft`); and names that a platform
/// words differently (`QUOTA_CHECK_FAILED`, `VOICE_ALERTS_ONLY`) are listed as aliases.
public protocol WireEnum: RawRepresentable, CaseIterable, Sendable, Hashable
where RawValue == Int {
    /// The word used in error messages, e.g. `maneuver`.
    static var wireKind: String { get }
    /// The names of the cases, computed once (each enum declares `static let names = WireNames<Self>()`).
    static var names: WireNames<Self> { get }
    /// Other platforms' names of the cases, where they differ from ours by more than case and
    /// separators.
    static var aliases: [String: Self] { get }
    /// The type names that platforms put before a case name (`GMSRouteStatus`, `NavState`), which
    /// are dropped when the name alone is not known.
    static var sdkPrefixes: [String] { get }
    /// The case for a raw integer of the wire; the SDK raw value unless a platform numbers the
    /// cases differently.
    static func value(wireNumber: Int) -> Self?
}

extension WireEnum {
    /// None.
    public static var aliases: [String: Self] { [:] }
    /// None.
    public static var sdkPrefixes: [String] { [] }
    /// The case of that raw value.
    public static func value(wireNumber: Int) -> Self? { Self(rawValue: wireNumber) }
}

/// The spellings of an enum's cases, computed once per enum: name lookup is on the hot path of
/// decoding, once per maneuver, lane and state of every update.
public struct WireNames<E: WireEnum>: Sendable {
    private let byKey: [String: E]
    private let byCase: [E: String]
    private let prefixes: [String]

    /// Builds the table from the case names and the platforms' aliases.
    public init() {
        var byKey: [String: E] = [:]
        var byCase: [E: String] = [:]
        for (alias, value) in E.aliases {
            byKey[Self.normalize(alias)] = value
        }
        for value in E.allCases {
            let name = String(describing: value)
            byCase[value] = name
            byKey[Self.normalize(name)] = value
        }
        self.byKey = byKey
        self.byCase = byCase
        self.prefixes = E.sdkPrefixes.map(Self.normalize)
    }

    /// The case for a spelling (any case; `_`, `-`, `.` and spaces ignored; a platform's type
    /// prefix dropped).
    public func value(named name: String) -> E? {
        if let exact = byKey[name.lowercased()] { return exact }
        let normalized = Self.normalize(name)
        if let value = byKey[normalized] { return value }
        for prefix in prefixes where normalized.count > prefix.count && normalized.hasPrefix(prefix) {
            if let value = byKey[String(normalized.dropFirst(prefix.count))] { return value }
        }
        return nil
    }

    /// The camelCase name of a case.
    public func name(of value: E) -> String {
        byCase[value] ?? String(describing: value)
    }

    static func normalize(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " && $0 != "." })
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
}
