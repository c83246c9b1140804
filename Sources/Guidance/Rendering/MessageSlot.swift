import GuidanceModel
import MessageFormat

/// A variable of the guidance messages, as a fixed position: the message programs resolve each
/// `$name` to its slot when the locale loads, so that reading a variable while rendering is a
/// switch, not a search of the argument list by name. ``MessageSlot/table`` says everything
/// known of each variable, once: its kind, its keywords and which messages are always given it;
/// the QA lint's contract (``TemplateContract/providedVariables``) is derived from it.
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

    /// What is known of one variable.
    struct Facts: Sendable {
        /// The kind of its values.
        var kind: Kind
        /// The words of a keyword variable by code (a maneuver's list has a blank at each unused
        /// number); nil for free text or numbers.
        var keywords: [String]?
        /// Whether every instruction clause is given it, whatever its source message reads
        /// (docs/guidance.md), so that a translation may select on it.
        var everyInstruction = false
    }

    /// The variables' facts by slot.
    static let table: [Facts] = allCases.map { slot in
        let yesNo = ["no", "yes"]
        switch slot {
        case .maneuver:
            // By raw value: the maneuvers' raw values run from 0 in case order, without gaps.
            return Facts(kind: .string, keywords: Maneuver.allCases.map(\.wireName), everyInstruction: true)
        case .mode:
            return Facts(kind: .string, keywords: TravelMode.allCases.map(\.rawValue), everyInstruction: true)
        case .direction:
            return Facts(
                kind: .string, keywords: ManeuverDirection.allCases.map(\.rawValue), everyInstruction: true)
        case .lead, .hasRoad, .hasTowards, .hasExit, .hasRoundaboutName, .hasRoundaboutExit:
            return Facts(kind: .string, keywords: yesNo, everyInstruction: true)
        case .stop: return Facts(kind: .string, keywords: yesNo)
        case .side: return Facts(kind: .string, keywords: ["left", "right", "none"])
        case .ferry: return Facts(kind: .string, keywords: ["boat", "train"])
        case .road, .towards, .exit, .roundaboutName:
            return Facts(kind: .string, everyInstruction: true)
        case .roundaboutExit: return Facts(kind: .integer, everyInstruction: true)
        case .count, .minutes, .hours: return Facts(kind: .integer)
        case .distance: return Facts(kind: .double)
        case .instruction, .first, .second, .sentence, .next: return Facts(kind: .fragment)
        default: return Facts(kind: .string)
        }
    }

    /// The kind of the slot's values.
    var kind: Kind { Self.table[rawValue].kind }

    /// The words of a keyword slot by code; nil for a slot of free text or numbers.
    var keywords: [String]? { Self.table[rawValue].keywords }

    /// The word of a keyword slot's code (a maneuver's code is its raw value); empty for a code
    /// the slot does not have or a slot of free text or numbers.
    func keyword(_ code: Int) -> String {
        guard let words = keywords, code >= 0, code < words.count else { return "" }
        return words[code]
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

    /// The text of a string slot.
    subscript(string slot: MessageSlot) -> String? {
        get {
            if let entry = strings.first(where: { $0.slot == slot }) { return entry.text }
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
        // Read in place (`clause?`): binding the clause would copy it, retaining its four names.
        guard !strings.contains(where: { $0.slot == slot }) else { return nil }
        return clause?[code: slot]
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
        if firstFragment?.slot == slot { return firstFragment?.text }
        if secondFragment?.slot == slot { return secondFragment?.text }
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

extension SlotArguments {
    /// The variables of an instruction clause.
    init(_ clause: ClauseSlots) {
        self.clause = clause
    }
}
