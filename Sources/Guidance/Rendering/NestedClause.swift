import GuidanceModel

/// An instruction clause waiting to be written into the message that takes it as a fragment
/// (`{$instruction}`, `{$next}`): its program and variables, and the `signs.towards` program
/// around it when its signs are said after it. Writing it in place spares the strings of the
/// clause and of its signs sentence, which a renderer that keeps no clause would make only to
/// copy them into the next message.
///
/// A value kept on the caller's stack and lent to the messages that write it: nothing of it is
/// copied or counted per step.
struct NestedClause {
    /// The instruction message's program (nil when it has none: the clause then cannot be
    /// written in place) and variables.
    let clause: MessageProgram?
    let arguments: ClauseSlots
    /// The `signs.towards` program, nil when no signs are said after the clause.
    let signs: MessageProgram?
    /// Whether signs are said after the clause (and `signs` must then be there).
    let saysSigns: Bool
    /// The signs' text, for `signs.towards`.
    let towards: String?

    /// The clause of `step` as `TemplateRenderer.renderClause` renders it, its variables filled
    /// in place.
    init(
        _ renderer: borrowing TemplateRenderer, _ step: borrowing StepInfo, signposts: Bool, lead: Bool,
        stop: Bool
    ) {
        var slots = ClauseSlots(step.maneuver, mode: renderer.mode, lead: lead)
        let (key, towards) = renderer.fillClause(
            step, signposts: signposts, lead: lead, stop: stop, into: &slots)
        arguments = slots
        clause = renderer.catalog.program(key)
        saysSigns = towards != nil && !renderer.catalog.wordsSigns(key) && key != .destination
        signs = saysSigns ? renderer.catalog.program(.towards) : nil
        self.towards = saysSigns ? towards : nil
    }

    /// Writes the clause (inside its signs sentence when it has one); false when a message of it
    /// needs the engine.
    func write(into buffers: inout FormBuffers) -> Bool {
        guard let clause else { return false }
        guard saysSigns else {
            return clause.write(arguments, into: &buffers, context: ()) { _, _, _ in nil }
        }
        guard let signs else { return false }
        return signs.write(
            SentenceSlots(towards: towards), into: &buffers, context: self, filling: .init(.instruction)
        ) {
            nested, slot, buffers in
            guard slot == .instruction, let clause = nested.clause else { return nil }
            return clause.write(nested.arguments, into: &buffers, context: ()) { _, _, _ in nil }
        }
    }
}
