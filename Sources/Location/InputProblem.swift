/// Why one line of input is unusable: the parsers throw it internally and turn it into a
/// ``LocationIssue/malformedInput(line:reason:)`` with the line number.
struct InputProblem: Error, Sendable, Hashable {
    /// What is wrong, e.g. `checksum mismatch: the sentence says 4A, its content gives 4B`.
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
