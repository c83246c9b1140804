/// What a rendering met on its way, beside its text: the template problems (the text then holds
/// MF2 fallbacks) and the message keys that built it, in the order they were first used. A
/// translator who hears a wrong word in a prompt finds its template from the record at once.
struct RenderNotes: Sendable, Hashable {
    /// Template problems, in the order met.
    var problems: [String] = []
    /// Message keys (`prompt.prepare`, `instruction.turn`, `lanes`...), each once.
    var messageKeys: [String] = []

    /// Notes a template problem.
    mutating func append(_ problem: String) {
        problems.append(problem)
    }

    /// Notes that the message `key` took part.
    mutating func used(_ key: String) {
        if messageKeys.contains(key) { return }
        // A prompt uses a handful: room for them at once rather than grown into.
        if messageKeys.isEmpty { messageKeys.reserveCapacity(6) }
        messageKeys.append(key)
    }

    /// Adds what another rendering (a memoized clause) met.
    static func += (notes: inout RenderNotes, other: RenderNotes) {
        notes.problems += other.problems
        for key in other.messageKeys { notes.used(key) }
    }
}
