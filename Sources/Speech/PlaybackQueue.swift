/// The ordering and interruption rules of a player, separate from the device so that they can
/// be reasoned about (and tested) without sound: most urgent first, first come first served
/// within one urgency, and a newcomer interrupts only a strictly less urgent prompt.
struct PlaybackQueue: Sendable {
    /// Prompts waiting, in play order.
    private(set) var waiting: [PlaybackRequest] = []

    /// Whether nothing waits.
    var isEmpty: Bool { waiting.isEmpty }

    /// Inserts `request` after every waiting prompt at least as urgent.
    mutating func enqueue(_ request: PlaybackRequest) {
        let index = waiting.firstIndex { $0.urgency < request.urgency } ?? waiting.endIndex
        waiting.insert(request, at: index)
    }

    /// Takes the next prompt to play.
    mutating func next() -> PlaybackRequest? {
        waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// Removes and returns the waiting prompts that match, keeping the others in order.
    mutating func remove(where matches: (PlaybackRequest) -> Bool) -> [PlaybackRequest] {
        let removed = waiting.filter(matches)
        waiting.removeAll(where: matches)
        return removed
    }

    /// Whether `newcomer` should cut off a prompt of urgency `playing`.
    static func interrupts(_ newcomer: PlaybackRequest, playingUrgency playing: Int) -> Bool {
        newcomer.urgency > playing
    }
}
