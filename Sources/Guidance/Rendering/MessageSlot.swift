import MessageFormat

/// A variable of the guidance messages, as a fixed position: the message programs resolve each
/// `$name` to its slot when the locale loads, so that reading a variable while rendering is a
/// switch, not a search of the argument list by name.
enum MessageSlot: Int, CaseIterable, Sendable {
    case maneuver, mode, direction, lead, road, hasRoad, towards, hasTowards, exit, hasExit
    case roundaboutName, hasRoundaboutName, hasRoundaboutExit, ferry, side, stop, position
    case place, hasPlace, delay, severity, status, hasHours
    case roundaboutExit, count, minutes, hours
    case distance
    case instruction, first, second, sentence, next

    /// What kind of value the renderer gives the variable.
    enum Kind: Sendable {
        /// Text (`:string` selectors, `:road` operands, plain text).
        case string
        /// A whole number (`:integer` selectors, counts).
        case integer
        /// A number of metres (`:distance`).
        case double
        /// A rendering in three forms written into the message (`{$instruction}`).
        case fragment
    }

    /// The kind of the slot's values.
    var kind: Kind {
        switch self {
        case .roundaboutExit, .count, .minutes, .hours: .integer
        case .distance: .double
        case .instruction, .first, .second, .sentence, .next: .fragment
        default: .string
        }
    }

    /// The slot of a variable name, nil when the renderer never gives that variable.
    init?(name: String) {
        guard let slot = Self.byName[name] else { return nil }
        self = slot
    }

    /// The variable's name in the templates.
    var name: String { Self.names[rawValue] }

    /// The names by slot, made once (slots are numbered from 0 in order).
    private static let names = allCases.map { String(describing: $0) }

    private static let byName: [String: MessageSlot] = Dictionary(
        uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })
}

/// The values of one message's variables, by slot: what the renderer fills for a message
/// program, and what becomes the general path's ``MessageArguments`` when a message needs it.
/// Small, so that making, passing and dropping one per message costs little: a clause's
/// variables stay in its ``ClauseSlots``, and the few texts a sentence message takes are a
/// short list.
struct SlotArguments {
    /// Text variables set by slot, in the order first set: three at most in any message.
    private var strings: [(slot: MessageSlot, text: String)] = []
    var roundaboutExit: Int?
    var count: Int?
    var minutes: Int?
    var hours: Int?
    var distance: Double?
    /// The fragments: a message takes two at most.
    private var firstFragment: (slot: MessageSlot, text: RenderedText)?
    private var secondFragment: (slot: MessageSlot, text: RenderedText)?
    /// An instruction clause's variables, read as text where no text is set by slot: kept as
    /// the clause filled them, not copied into text word by word.
    private var clause: ClauseSlots?

    /// No variable set.
    init() {}

    /// The variables of an instruction clause.
    init(_ clause: ClauseSlots) {
        self.clause = clause
    }

    /// The text of a string slot.
    subscript(string slot: MessageSlot) -> String? {
        get {
            for entry in strings where entry.slot == slot { return entry.text }
            return clause?[string: slot]
        }
        set {
            strings.removeAll { $0.slot == slot }
            if let newValue { strings.append((slot, newValue)) }
        }
    }

    /// The code of a keyword slot a clause filled (see ``ClauseSlots``); nil when the slot has
    /// text set by slot, or no clause.
    subscript(code slot: MessageSlot) -> Int? {
        guard let clause, !strings.contains(where: { $0.slot == slot }) else { return nil }
        return clause[code: slot]
    }

    /// The integer of an integer slot.
    subscript(integer slot: MessageSlot) -> Int? {
        switch slot {
        case .roundaboutExit: roundaboutExit ?? clause?.roundaboutExit
        case .count: count
        case .minutes: minutes
        case .hours: hours
        default: nil
        }
    }

    /// The rendering of a fragment slot.
    subscript(fragment slot: MessageSlot) -> RenderedText? {
        if let firstFragment, firstFragment.slot == slot { return firstFragment.text }
        if let secondFragment, secondFragment.slot == slot { return secondFragment.text }
        return nil
    }

    /// Sets a fragment slot (two per message at most).
    mutating func set(_ slot: MessageSlot, fragment text: RenderedText) {
        if firstFragment == nil || firstFragment?.slot == slot {
            firstFragment = (slot, text)
        } else {
            secondFragment = (slot, text)
        }
    }

    /// Whether the slot has a value.
    func has(_ slot: MessageSlot) -> Bool {
        switch slot.kind {
        case .string: self[string: slot] != nil
        case .integer: self[integer: slot] != nil
        case .double: distance != nil
        case .fragment: self[fragment: slot] != nil
        }
    }

    /// The same variables by name, for the general path.
    var messageArguments: MessageArguments {
        var arguments = MessageArguments()
        for slot in MessageSlot.allCases {
            switch slot.kind {
            case .string:
                if let text = self[string: slot] { arguments[slot.name] = .string(text) }
            case .integer:
                if let number = self[integer: slot] { arguments[slot.name] = .integer(number) }
            case .double:
                if let distance { arguments[slot.name] = .double(distance) }
            case .fragment:
                if let text = self[fragment: slot] {
                    arguments[slot.name] = .value(FragmentValue(text: text))
                }
            }
        }
        return arguments
    }
}
