import Foundation
import Testing

@testable import Speech

/// The player without sound keeps a player's time: prompts start when due or when the one
/// before ends, end their audio's length later, and obey the urgency and stop rules.
@Suite struct TimelinePlayerTests {
    private static func milliseconds(_ from: PlaybackEvent, _ to: PlaybackEvent) -> Double {
        let elapsed = to.instant - from.instant
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    @Test func equalUrgencyPlaysBackToBackAndFinishStampsTheRest() {
        let log = EventLog()
        let player = TimelinePlayer(observer: log.observer)
        defer { player.shutdown() }
        player.play(PlaybackRequest(promptID: "a", audio: TestSupport.tone(milliseconds: 4000), urgency: 1))
        player.play(PlaybackRequest(promptID: "b", audio: TestSupport.tone(milliseconds: 3000), urgency: 1))
        #expect(log.summary == ["started a"])
        player.finish()
        #expect(log.summary == ["started a", "ended a", "started b", "ended b"])
        let events = log.all
        // b starts exactly when a ends, 4 s in, and ends 3 s later, though nobody waited.
        #expect(abs(Self.milliseconds(events[0], events[1]) - 4000) < 1)
        #expect(events[2].instant == events[1].instant)
        #expect(abs(Self.milliseconds(events[2], events[3]) - 3000) < 1)
        #expect(events[3].playedMilliseconds == 3000)
        #expect(events[3].date.timeIntervalSince(events[0].date) > 6.9)
    }

    @Test func aMoreUrgentPromptCutsIn() {
        let log = EventLog()
        let player = TimelinePlayer(observer: log.observer)
        defer { player.shutdown() }
        player.play(
            PlaybackRequest(promptID: "early", audio: TestSupport.tone(milliseconds: 5000), urgency: 1))
        player.play(PlaybackRequest(promptID: "now", audio: TestSupport.tone(milliseconds: 1000), urgency: 3))
        player.finish()
        #expect(log.summary == ["started early", "interrupted early by now", "started now", "ended now"])
        #expect(log.all[1].playedMilliseconds < 1000)
    }

    @Test func endsArriveInRealTimeWithoutFinish() {
        let log = EventLog()
        let player = TimelinePlayer(observer: log.observer)
        defer { player.shutdown() }
        let audio = TestSupport.tone(milliseconds: 150)
        player.play(PlaybackRequest(promptID: "short", audio: audio))
        #expect(log.wait(for: 2))
        #expect(log.summary == ["started short", "ended short"])
        let late = Self.milliseconds(log.all[0], log.all[1])
        #expect(abs(late - Double(audio.durationMilliseconds)) < 1)
    }

    @Test func stoppingACategorySparesTheOthers() {
        let log = EventLog()
        let player = TimelinePlayer(observer: log.observer)
        defer { player.shutdown() }
        let long = TestSupport.tone(milliseconds: 5000)
        player.play(PlaybackRequest(promptID: "turn", audio: long, urgency: 2, category: "guidance"))
        player.play(PlaybackRequest(promptID: "traffic", audio: long, urgency: 2, category: "alert"))
        player.play(PlaybackRequest(promptID: "next", audio: long, urgency: 2, category: "guidance"))
        player.stop(categories: ["guidance"])
        #expect(
            log.summary == ["started turn", "dropped next", "interrupted turn by stop", "started traffic"])
        player.stopAll()
        #expect(log.summary.last == "interrupted traffic by stop")
    }
}
