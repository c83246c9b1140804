/// An instruction clause waiting to be written into the message that takes it as a fragment
/// (`{$instruction}`, `{$next}`): its program and variables, and the `signs.towards` program
/// around it when its signs are said after it. Writing it in place spares the strings of the
/// clause and of its signs sentence, which a renderer that keeps no clause would make only to
/// copy them into the next message.
///
/// A class: it travels through every step of the message it is written into, and a reference
/// is one retain where the variables' strings were retained one by one.
final class NestedClause {
    /// The instruction message's program and variables.
    let clause: MessageProgram
    let arguments: SlotArguments
    /// The `signs.towards` program and its variables (the clause fills its `$instruction`).
    let signs: (program: MessageProgram, arguments: SlotArguments)?

    init(
        clause: MessageProgram, arguments: SlotArguments,
        signs: (program: MessageProgram, arguments: SlotArguments)?
    ) {
        self.clause = clause
        self.arguments = arguments
        self.signs = signs
    }
}

/// Where a nested clause goes: the fragment slot it fills, and whether its signs sentence is
/// still to be written around it.
struct NestedWrite {
    var slot: MessageSlot
    var clause: NestedClause
    var withSigns = true
}
