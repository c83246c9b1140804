/// An instruction clause waiting to be written into the message that takes it as a fragment
/// (`{$instruction}`, `{$next}`): its program and variables, and the `signs.towards` program
/// around it when its signs are said after it. Writing it in place spares the strings of the
/// clause and of its signs sentence, which a renderer that keeps no clause would make only to
/// copy them into the next message.
struct NestedClause {
    /// The instruction message's program and variables.
    var clause: MessageProgram
    var arguments: SlotArguments
    /// The `signs.towards` program and its variables (the clause fills its `$instruction`).
    var signs: (program: MessageProgram, arguments: SlotArguments)?

    init(clause: MessageProgram, arguments: SlotArguments) {
        self.clause = clause
        self.arguments = arguments
    }
}
