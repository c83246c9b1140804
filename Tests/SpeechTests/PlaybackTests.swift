import Foundation
import Testing

@testable import Speech

@Suite(.serialized) struct PlaybackTests {
    @Test func nullDevicePlaysAPromptWithStartAndEndEvents() throws {
        let log = EventLog()
        let player = try SoundPlayer(
            target: PlaybackTarget(output: .alsa, alsaDevice: "null"), observer: log.observer)
        defer { player.shutdown() }
        player.play(PlaybackRequest(promptID: "p1", audio: TestSupport.tone(milliseconds: 300)))
        #expect(log.wait(for: 2))
        #expect(log.summary == ["started p1", "ended p1"])
        let events = log.all
        #expect(events[1].playedMilliseconds == 300)
        #expect(events[1].instant >= events[0].instant)
        #expect(events[1].date >= events[0].date)
    }

    @Test func eventsAlsoArriveAsAStream() async throws {
        let player = try SoundPlayer(target: PlaybackTarget(output: .alsa, alsaDevice: "null"))
        player.play(PlaybackRequest(promptID: "s1", audio: TestSupport.tone(milliseconds: 50)))
        var kinds: [PlaybackEvent.Kind] = []
        for await event in player.events {
            kinds.append(event.kind)
            if event.kind == .ended { break }
        }
        player.shutdown()
        #expect(kinds == [.started, .ended])
    }

    @Test func equalUrgencyWaitsItsTurn() throws {
        let log = EventLog()
        let player = try SoundPlayer(
            target: PlaybackTarget(output: .alsa, alsaDevice: "null"), observer: log.observer)
        defer { player.shutdown() }
        player.play(PlaybackRequest(promptID: "a", audio: TestSupport.tone(milliseconds: 200), urgency: 1))
        player.play(PlaybackRequest(promptID: "b", audio: TestSupport.tone(milliseconds: 100), urgency: 1))
        #expect(log.wait(for: 4))
        #expect(log.summary == ["started a", "ended a", "started b", "ended b"])
    }

    @Test func moreUrgentPromptInterruptsAStaleOne() throws {
        let log = EventLog()
        let output = try HeldOutput(holdingWrite: 3)
        let player = SoundPlayer(output: output, observer: log.observer)
        defer {
            output.release()
            player.shutdown()
        }
        player.play(
            PlaybackRequest(promptID: "stale", audio: TestSupport.tone(milliseconds: 3000), urgency: 0))
        try #require(output.waitUntilHeld())
        player.play(
            PlaybackRequest(promptID: "urgent", audio: TestSupport.tone(milliseconds: 100), urgency: 5))
        output.release()
        #expect(log.wait(for: 4))
        #expect(
            log.summary == ["started stale", "interrupted stale by urgent", "started urgent", "ended urgent"])
        // Cut mid-play: after its third period, not one more of the stale prompt was written.
        let urgentSamples = TestSupport.tone(milliseconds: 100).samples.count
        let urgentPeriods = (urgentSamples + AlsaDevice.periodFrames - 1) / AlsaDevice.periodFrames
        #expect(output.periodsWritten == 3 + urgentPeriods)
        #expect(log.all[1].playedMilliseconds < 3000)
    }

    @Test func lessUrgentPromptDoesNotInterrupt() throws {
        let log = EventLog()
        let player = try SoundPlayer(
            target: PlaybackTarget(output: .alsa, alsaDevice: "null"), observer: log.observer)
        defer { player.shutdown() }
        player.play(
            PlaybackRequest(promptID: "important", audio: TestSupport.tone(milliseconds: 200), urgency: 5))
        player.play(PlaybackRequest(promptID: "minor", audio: TestSupport.tone(milliseconds: 50), urgency: 1))
        #expect(log.wait(for: 4))
        #expect(log.summary == ["started important", "ended important", "started minor", "ended minor"])
    }

    @Test func stopAllSilencesAtOnceAndDropsTheQueue() async throws {
        let log = EventLog()
        let output = try HeldOutput(holdingWrite: 3)
        let player = SoundPlayer(output: output, observer: log.observer)
        defer {
            output.release()
            player.shutdown()
        }
        player.play(PlaybackRequest(promptID: "current", audio: TestSupport.tone(milliseconds: 3000)))
        player.play(PlaybackRequest(promptID: "next", audio: TestSupport.tone(milliseconds: 500)))
        player.play(PlaybackRequest(promptID: "later", audio: TestSupport.tone(milliseconds: 500)))
        try #require(output.waitUntilHeld())
        player.stopAll()
        output.release()
        // Woken by the player once the interruption is reported, never by polling.
        await player.waitUntilIdle()
        #expect(log.all.count == 4)
        // Silenced at once: the held third period was the last one written.
        #expect(output.periodsWritten == 3)
        #expect(
            Set(log.summary) == [
                "started current", "interrupted current by stop", "dropped next", "dropped later",
            ])
        let interrupted = log.all.first { $0.kind == .interrupted(byPromptID: nil) }
        #expect(try #require(interrupted).playedMilliseconds < 3000)
        #expect(!player.isBusy)
    }

    @Test func playerKeepsWorkingAfterStopAll() throws {
        let log = EventLog()
        let player = try SoundPlayer(
            target: PlaybackTarget(output: .alsa, alsaDevice: "null"), observer: log.observer)
        defer { player.shutdown() }
        player.stopAll()
        player.play(PlaybackRequest(promptID: "after", audio: TestSupport.tone(milliseconds: 50)))
        #expect(log.wait(for: 2))
        #expect(log.summary == ["started after", "ended after"])
    }

    @Test func observerMayStopThePlayerItObserves() throws {
        let log = EventLog()
        let holder = PlayerHolder()
        let player = try SoundPlayer(target: PlaybackTarget(output: .alsa, alsaDevice: "null")) { event in
            log.observer(event)
            if event.kind == .started && event.promptID == "first" { holder.player?.stopAll() }
        }
        holder.player = player
        defer { player.shutdown() }
        player.play(PlaybackRequest(promptID: "first", audio: TestSupport.tone(milliseconds: 2000)))
        #expect(log.wait(for: 2))
        player.play(PlaybackRequest(promptID: "after", audio: TestSupport.tone(milliseconds: 50)))
        #expect(log.wait(for: 4))
        #expect(
            log.summary == ["started first", "interrupted first by stop", "started after", "ended after"])
    }

    @Test func unknownDeviceIsATypedError() {
        #expect {
            _ = try SoundPlayer(
                target: PlaybackTarget(output: .alsa, alsaDevice: "no_such_device_for_guidance_tests"))
        } throws: { error in
            guard case .deviceUnavailable(let device, let reason) = error as? PlaybackError else {
                return false
            }
            return device == "no_such_device_for_guidance_tests" && !reason.isEmpty
        }
    }

    @Test func queueOrdersByUrgencyThenArrival() {
        var queue = PlaybackQueue()
        let audio = TestSupport.tone(milliseconds: 1)
        for (id, urgency) in [("a", 0), ("b", 2), ("c", 1), ("d", 2), ("e", 0)] {
            queue.enqueue(PlaybackRequest(promptID: id, audio: audio, urgency: urgency))
        }
        var order: [String] = []
        while let next = queue.next() { order.append(next.promptID) }
        #expect(order == ["b", "d", "c", "a", "e"])
    }
}

/// Lets an observer closure reach the player it was given to.
final class PlayerHolder: @unchecked Sendable {
    // Safety: set once before any event can be delivered, then only read.
    var player: SoundPlayer?
}

/// Stopping by category and finding an output that appears later, on ALSA's `null` device.
@Suite(.serialized) struct PlaybackOutputTests {
    @Test func alertsOnlyCutsTheGuidancePromptWithinOnePeriodAndSparesAlerts() throws {
        let log = EventLog()
        let output = try HeldOutput(holdingWrite: 3)
        let player = SoundPlayer(output: output, observer: log.observer)
        defer {
            output.release()
            player.shutdown()
        }
        player.play(
            PlaybackRequest(
                promptID: "turn", audio: TestSupport.tone(milliseconds: 30000), urgency: 2,
                category: "guidance"))
        // Mid-play: the prompt's third period is being written when the driver switches.
        try #require(output.waitUntilHeld())
        player.stop(categories: ["guidance"])
        output.release()
        #expect(log.wait(for: 2))
        #expect(log.summary == ["started turn", "interrupted turn by stop"])
        // Within one period: nothing of the prompt was written after the held one. The time it
        // takes (goal 100 ms) is a speed figure, measured by `guidance-bench playback`.
        #expect(output.periodsWritten == 3)
        #expect(log.all[1].playedMilliseconds < 30000)
        player.play(
            PlaybackRequest(
                promptID: "jam", audio: TestSupport.tone(milliseconds: 300), urgency: 2, category: "alert"))
        player.stop(categories: ["guidance"])
        #expect(log.wait(for: 4))
        #expect(log.summary.suffix(2) == ["started jam", "ended jam"])
    }

    @Test func aMissingOutputFailsPromptsAndIsTriedAgain() throws {
        let log = EventLog()
        let target = PlaybackTarget(output: .alsa, alsaDevice: "no-such-guidance-device")
        #expect(throws: PlaybackError.self) { try SoundPlayer(target: target) }
        let player = try SoundPlayer(target: target, retrying: true, observer: log.observer)
        defer { player.shutdown() }
        #expect(player.initialFailure != nil)
        #expect(player.outputName == nil)
        player.play(PlaybackRequest(promptID: "p", audio: TestSupport.tone(milliseconds: 50)))
        #expect(log.wait(for: 1))
        guard case .failed(let reason) = log.all[0].kind else {
            Issue.record("expected a failure, got \(log.summary)")
            return
        }
        #expect(reason.contains("no-such-guidance-device"))
    }

    @Test func aServerThatIsNotThereIsAnErrorNamingIt() {
        let target = PlaybackTarget(output: .pulse, server: "unix:/nonexistent/guidance/native")
        #expect {
            try SoundPlayer(target: target)
        } throws: { error in
            "\(error)".contains("sound server")
        }
    }
}
