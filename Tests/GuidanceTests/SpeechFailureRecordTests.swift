import GuidanceModel
import GuidanceSpeech
import Speech
import Testing

@testable import Guidance

@Suite struct SpeechFailureRecordTests {
    /// A synthesizer whose engine has crashed: every request fails.
    struct CrashedSynthesizer: BlockingSynthesizer {
        func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio {
            throw .engineCrashed(reason: "the speech worker ended with signal 11")
        }
    }

    @Test func aPromptTheEngineLostIsRecordedAsNotSpoken() throws {
        var failures: [SpeakerFailure] = []
        let speaker = SynthesizingSpeaker(synthesizer: CrashedSynthesizer(), voice: .init(name: "pt-br")) {
            failures.append($0)
        }
        let prompt = PlannedPrompt(
            id: 7, stage: .now, promptClass: .guidance,
            step: StepInfo(maneuver: .turnLeft, simpleRoadName: "Rua Augusta", stepNumber: 1),
            distanceMeters: 20,
            routeVersion: 1)
        var record = PromptRecord(
            prompt: prompt, localeTag: "pt-BR",
            rendering: RenderedPrompt(
                text: RenderedText(display: "Vire", spoken: "Vire", ssml: "Vire"),
                ssmlDocument: "<speak>Vire</speak>",
                problems: []),
            gate: GateDecision(promptClass: .guidance, setting: .alertsAndGuidance))
        speaker.speak(&record)
        #expect(record.speechFailed)
        #expect(record.json.contains("\"spoken\":false"))
        #expect(record.json.contains("\"notSpokenReason\":\"speechFailed\""))
        #expect(failures.map(\.output) == [.speech])
        #expect(speaker.lostAudio)
    }
}
