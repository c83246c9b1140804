import Foundation
import GuidanceModel
import GuidanceSpeech
import Speech
import Testing

@testable import Guidance

final class CountingSpeaker: PromptSpeaker {
    var spoken: [Int] = []
    var stops = 0
    func speak(_ record: inout PromptRecord) {
        spoken.append(record.prompt.id)
        record.audioMilliseconds = 1000
    }
    func stopAll() { stops += 1 }
}

@Suite struct VoiceGateTests {
    @Test func theGateFollowsTheNavigatorSetting() {
        #expect(GateDecision(promptClass: .guidance, setting: .alertsAndGuidance).isSpoken)
        #expect(GateDecision(promptClass: .alert, setting: .alertsAndGuidance).isSpoken)
        #expect(GateDecision(promptClass: .alert, setting: .alertsOnly).isSpoken)
        #expect(!GateDecision(promptClass: .guidance, setting: .alertsOnly).isSpoken)
        #expect(!GateDecision(promptClass: .guidance, setting: .silent).isSpoken)
        #expect(!GateDecision(promptClass: .alert, setting: .silent).isSpoken)
        #expect(GateDecision(promptClass: .alert, setting: .silent).reason == "voice guidance is silent")
    }

    func drive(switchingTo setting: VoiceGuidance, atEvent index: Int) -> ([PromptRecord], CountingSpeaker) {
        let feed = FeedBuilder(
            steps: FeedBuilder.steps([(.turnLeft, 700, "Rua Augusta"), (.turnRight, 700, nil)]))
        var events = feed.drive(step: 0) + feed.drive(step: 1)
        events.insert(NavigatorEvent(.delayCategory(.heavy)), at: 20)
        events.insert(NavigatorEvent(.voiceGuidance(setting)), at: index)
        let navigator = Navigator()
        let speaker = CountingSpeaker()
        var records: [PromptRecord] = []
        navigator.addListener(
            VoiceListener(renderer: StubRenderer(), speaker: speaker) { records.append($0) })
        for event in events { navigator.dispatch(event) }
        return (records, speaker)
    }

    @Test func silentStillProducesRecordsButSpeaksNothing() {
        let (records, speaker) = drive(switchingTo: .silent, atEvent: 0)
        #expect(records.count >= 6)
        #expect(speaker.spoken.isEmpty)
        #expect(records.allSatisfy { !$0.gate.isSpoken && $0.audioMilliseconds == nil })
        #expect(speaker.stops == 1)
    }

    @Test func alertsOnlySpeaksOnlyAlerts() {
        let (records, speaker) = drive(switchingTo: .alertsOnly, atEvent: 0)
        let alerts = records.filter { $0.prompt.promptClass == .alert }.map(\.prompt.id)
        #expect(!alerts.isEmpty)
        #expect(speaker.spoken == alerts)
    }

    @Test func aSwitchMidDriveTakesEffectFromTheNextEvent() {
        let (records, speaker) = drive(switchingTo: .silent, atEvent: 45)
        let spokenBefore = records.filter { $0.gate.isSpoken }.map(\.prompt.id)
        #expect(!spokenBefore.isEmpty)
        #expect(speaker.spoken == spokenBefore)
        #expect(records.count > spokenBefore.count)
        let firstSilent = records.firstIndex { !$0.gate.isSpoken } ?? records.count
        #expect(records[firstSilent...].allSatisfy { !$0.gate.isSpoken })
    }

    @Test func recordsAreJSONWithTheDecision() {
        let (records, _) = drive(switchingTo: .alertsOnly, atEvent: 0)
        let guidance = records.first { $0.prompt.promptClass == .guidance }
        let json = guidance?.json ?? ""
        #expect(json.contains(#""spoken":false"#))
        #expect(json.contains(#""notSpokenReason":"voice guidance is set to alerts only""#))
        #expect(json.contains(#""class":"guidance""#))
    }
}

/// A synthesizer that counts calls and returns a short tone, so gating is checked at the
/// synthesizer itself, below the speaker.
final class CountingSynthesizer: BlockingSynthesizer, @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    var calls: [String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }

    func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio {
        lock.lock()
        texts.append(request.text)
        lock.unlock()
        return SynthesizedAudio(
            samples: Array(repeating: 1000, count: 2205), sampleRate: 22050, events: [], voice: request.voice,
            warnings: [])
    }
}

@Suite struct SynthesisGatingTests {
    func drive(_ setting: VoiceGuidance) -> (
        records: [PromptRecord], synthesizer: CountingSynthesizer, speaker: SynthesizingSpeaker
    ) {
        let feed = FeedBuilder(
            steps: FeedBuilder.steps([(.turnLeft, 1500, "Rua Augusta"), (.turnRight, 900, nil)]))
        var events = [NavigatorEvent(.voiceGuidance(setting))] + feed.drive(step: 0) + feed.drive(step: 1)
        events.insert(NavigatorEvent(.delayCategory(.heavy)), at: 30)
        events.insert(NavigatorEvent(.speeding(percentage: 12, severity: .minor)), at: 60)
        let synthesizer = CountingSynthesizer()
        let speaker = SynthesizingSpeaker(synthesizer: synthesizer, voice: .init(name: "pt-br")) { _ in }
        var records: [PromptRecord] = []
        let navigator = Navigator()
        navigator.addListener(
            VoiceListener(renderer: StubRenderer(), speaker: speaker) { records.append($0) })
        for event in events { navigator.dispatch(event) }
        return (records, synthesizer, speaker)
    }

    @Test func silentMakesNoSynthesisCallAtAll() {
        let (records, synthesizer, _) = drive(.silent)
        #expect(records.count > 5)
        #expect(synthesizer.calls.isEmpty)
    }

    @Test func alertsOnlySynthesizesOnlyAlerts() {
        let (records, synthesizer, _) = drive(.alertsOnly)
        let alerts = records.filter { $0.prompt.promptClass == .alert }
        #expect(alerts.count == 2)
        #expect(synthesizer.calls.count == Set(alerts.map(\.rendering.ssmlDocument)).count)
        #expect(synthesizer.calls.allSatisfy { $0.contains("alert") })
    }

    @Test func theNextStagesAreSynthesizedBeforeTheirTrigger() {
        let (records, synthesizer, speaker) = drive(.alertsAndGuidance)
        let spoken = records.filter(\.gate.isSpoken)
        #expect(spoken.allSatisfy { $0.audioMilliseconds == 100 })
        #expect(speaker.readyCount >= 2, "prepare and now prompts found their audio ready")
        #expect(Set(synthesizer.calls).count == synthesizer.calls.count, "nothing synthesized twice")
    }
}
