import Foundation
import Speech
import StrictJSON

/// A prompt's start, end or interruption as one JSON line, for the prompts file, the casting
/// feed and `--events-fd`: a host that plays the audio itself, or lowers its music while a
/// prompt plays, follows these. With `--play` they are what the player did; otherwise they keep
/// the time a player would (`TimelinePlayer`).
struct PromptEventRecord {
    let event: PlaybackEvent
    /// `playback` when a player played it, `timeline` when the times follow the audio's length.
    let source: String

    var json: String {
        var writer = JSONWriter()
        writer.add("event", name)
        writer.add("id", Int(event.promptID) ?? 0)
        writer.add("class", event.category.isEmpty ? nil : event.category)
        writer.add("urgency", event.urgency)
        writer.add("at", (event.date.timeIntervalSince1970 * 1000).rounded() / 1000)
        writer.add("audioMs", event.durationMilliseconds)
        switch event.kind {
        case .started, .dropped: break
        case .ended: writer.add("playedMs", event.playedMilliseconds)
        case .interrupted(let by):
            writer.add("playedMs", event.playedMilliseconds)
            writer.add("reason", by == nil ? "stopped" : "preempted")
            writer.add("interruptedBy", by.flatMap { Int($0) })
        case .failed(let reason):
            writer.add("playedMs", event.playedMilliseconds)
            writer.add("reason", reason)
        }
        writer.add("source", source)
        return writer.json
    }

    /// The record's `event`.
    var name: String {
        switch event.kind {
        case .started: "promptStarted"
        case .ended: "promptEnded"
        case .interrupted: "promptInterrupted"
        case .dropped: "promptDropped"
        case .failed: "promptFailed"
        }
    }
}
