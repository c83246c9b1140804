/// What a message program reads its variables from, by slot: ``SlotArguments`` for a clause
/// (any of its variables), ``SentenceSlots`` for the sentences around clauses written in place,
/// which take a few. A program is specialized for each, so that a sentence's values are a few
/// words to make and drop, not a clause's whole set.
protocol SlotValues {
    /// The text of a string slot.
    subscript(string slot: MessageSlot) -> String? { get }
    /// The integer of an integer slot.
    subscript(integer slot: MessageSlot) -> Int? { get }
    /// The rendering of a fragment slot.
    subscript(fragment slot: MessageSlot) -> RenderedText? { get }
    /// The number of metres of `$distance`.
    var distance: Double? { get }
    /// The code of a keyword slot's value (see ``MessageSlot/keywords``), nil when the values
    /// give that slot as text only.
    subscript(code slot: MessageSlot) -> Int? { get }
}

extension SlotValues {
    /// Keywords as text only.
    subscript(code slot: MessageSlot) -> Int? { nil }
}

extension SlotArguments: SlotValues {}

/// The variables of a sentence written around clauses in place: a stage sentence's distance,
/// a lane advice's lanes, a signs sentence's signs; its fragments are written in place, never
/// given as values.
struct SentenceSlots: SlotValues {
    var distance: Double?
    /// `$count` of `lanes.use`.
    var count: Int?
    /// `$position` of `lanes.use`.
    var position: String?
    /// `$towards` of `signs.towards`.
    var towards: String?

    subscript(string slot: MessageSlot) -> String? {
        switch slot {
        case .position: position
        case .towards: towards
        default: nil
        }
    }

    subscript(integer slot: MessageSlot) -> Int? {
        slot == .count ? count : nil
    }

    subscript(fragment slot: MessageSlot) -> RenderedText? { nil }
}
