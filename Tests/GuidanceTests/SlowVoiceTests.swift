import Foundation
import GuidanceModel
import GuidanceSpeech
import Speech
import Synchronization
import Testing

@testable import Guidance

/// A voice that takes a while to make its audio (as a neural one does): 20 ms per request, and
/// 60 ms of audio per character of the text, so that longer forms really last longer.
final class SlowSynthesizer: BlockingSynthesizer, @unchecked Sendable {
    private let made = Mutex<[String]>([])
    /// Every text synthesized, in order.
    var texts: [String] { made.withLock { $0 } }

    func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio {
        Thread.sleep(forTimeInterval: 0.02)
        made.withLock { $0.append(request.text) }
        let count = request.text.count * 22_050 * 60 / 1000
        return SynthesizedAudio(
            samples: Array(repeating: 500, count: count), sampleRate: 22_050, voice: "slow")
    }
}

/// A slow voice keeps its prompts in time: the audio an update needs is made between updates
/// (the planner's decision one update ahead), and what an update still makes on demand counts
/// in the prompt's length.
@Suite struct SlowVoiceTests {
    let feed = FeedBuilder(
        steps: FeedBuilder.steps([
            (.turnLeft, 1200, "Rua Augusta"), (.turnRight, 900, "Avenida Paulista"),
            (.turnLeft, 700, "Rua Haddock Lobo"), (.destinationRight, 400, nil),
        ]))

    func drive(slow: Bool) throws -> [PromptRecord] {
        let speaker = SynthesizingSpeaker(synthesizer: SlowSynthesizer(), voice: .init(name: "en-us")) { _ in
        }
        speaker.countsSynthesisWait = slow
        var records: [PromptRecord] = []
        let listener = VoiceListener(renderer: try Shipped.renderer("en-US"), speaker: speaker) {
            records.append($0)
        }
        for step in feed.steps.indices {
            for event in feed.drive(step: step) { listener.handle(event, setting: .alertsAndGuidance) }
        }
        return records.filter(\.wasSpoken)
    }

    @Test func aSlowVoiceFindsItsPromptsReadyAtTheirTrigger() throws {
        let prepared = try drive(slow: true)
        let unprepared = try drive(slow: false)
        let advance: Set<PromptStage> = [.early, .prepare, .now, .continue]
        let preparedAdvance = prepared.filter { advance.contains($0.prompt.stage) }
        #expect(preparedAdvance.count >= 8)
        // Made ahead: no advance prompt waits for its audio once due, but the drive's first
        // (no update came before it to foretell it).
        let waited = preparedAdvance.dropFirst().filter { $0.synthesisWaitSeconds > 0 }
        #expect(preparedAdvance.first?.synthesisWaitSeconds ?? 0 > 0)
        #expect(waited.isEmpty, "\(waited.map { "\($0.prompt.stage) \($0.synthesisWaitSeconds)" })")
        // Without the look ahead, early and prepare prompts are made while they are due.
        #expect(unprepared.contains { advance.contains($0.prompt.stage) && $0.synthesisWaitSeconds > 0.015 })
    }

    @Test func timeSpentMakingAudioCountsInAPromptsLength() throws {
        let renderer = try Shipped.renderer("en-US")
        let prompt = PlannedPrompt(
            id: 1, stage: .now, promptClass: .guidance, step: feed.steps[0], routeVersion: 1)
        let rendering = renderer.render(prompt)
        let speaker = SynthesizingSpeaker(synthesizer: SlowSynthesizer(), voice: .init(name: "en-us")) { _ in
        }
        let audio = Double(rendering.ssmlDocument.count * 60) / 1000
        speaker.countsSynthesisWait = true
        speaker.beginUpdate()
        let counted = try #require(speaker.seconds(for: rendering))
        #expect(counted >= audio + 0.019)
        // A new update: what was made before delays nothing now.
        speaker.beginUpdate()
        let again = try #require(speaker.seconds(for: rendering))
        #expect(abs(again - audio) < 0.002)
        // eSpeak NG's few milliseconds are left out of plans.
        let quick = SynthesizingSpeaker(synthesizer: SlowSynthesizer(), voice: .init(name: "en-us")) { _ in }
        let plain = try #require(quick.seconds(for: rendering))
        #expect(abs(plain - audio) < 0.002)
    }
}
