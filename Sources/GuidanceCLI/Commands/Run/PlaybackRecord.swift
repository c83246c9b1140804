import Foundation
import Guidance
import Speech
import StrictJSON

/// A playback event as a prompt-file line: integrators use prompt start and end to duck music or
/// chain their own audio, which the navigator SDK gives them no way to do.
struct PlaybackRecord {
    let event: PlaybackEvent

    init(_ event: PlaybackEvent) {
        self.event = event
    }

    var json: String {
        var writer = JSONWriter()
        writer.add("playback", kindName)
        writer.add("id", Int(event.promptID) ?? 0)
        writer.add("urgency", event.urgency)
        writer.add("at", event.date.timeIntervalSince1970)
        writer.add("playedMs", event.playedMilliseconds)
        switch event.kind {
        case .interrupted(let by): writer.add("interruptedBy", by.flatMap { Int($0) })
        case .failed(let reason): writer.add("reason", reason)
        default: break
        }
        return writer.json
    }

    private var kindName: String {
        switch event.kind {
        case .started: "started"
        case .ended: "ended"
        case .interrupted: "interrupted"
        case .dropped: "dropped"
        case .failed: "failed"
        }
    }
}
