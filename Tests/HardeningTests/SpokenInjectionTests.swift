import Guidance
import GuidanceModel
import Speech
import Testing

/// eSpeak NG never obeys markup that came from a name. Three independent signs would show it:
/// a `<mark>` from the name would raise a MARK event; a tag taken as markup is not read aloud,
/// so the SSML rendering would have fewer words than the same prompt read as plain text; and a
/// `<break>` or `<prosody>` would make the SSML audio much longer than the plain-text audio.
/// Synthesis goes through the engine's queue, so that a waiting case holds no thread of the
/// cooperative pool.
@Suite struct SpokenInjectionTests {
    static let names = [
        #"<break time="10s"/>Rua Parada"#,
        #"<prosody rate="x-slow">Rua Lenta e Muito Comprida</prosody>"#,
        #"<voice name="en">Main Street</voice>"#,
        #"<mark name="injected"/>Rua Marcada"#,
        "Avenida </speak><speak> Paulista",
        "Rua <!-- comentário --> Oculta",
        "Rua <![CDATA[ </s> ]]> Bruta",
        #"Rua <Augusta> & Filhos "Ltda""#,
    ]

    @Test(arguments: ["pt-BR", "en-US"])
    func namesAreReadNeverObeyed(_ tag: String) async throws {
        let renderer = try ShippedData.renderer(tag)
        let synthesizer = EspeakSynthesizer()
        try synthesizer.prepare()
        let voice = renderer.bundle.voice
        for name in Self.names {
            let step = StepInfo(
                maneuver: .turnRight, simpleRoadName: name, stepNumber: 2, distanceFromPrevStepMeters: 500)
            let prompt = renderer.render(
                PlannedPrompt(
                    id: 1, stage: .prepare, promptClass: .guidance, step: step, distanceMeters: 200,
                    routeVersion: 1))
            let ssml = try await synthesizer.synthesize(
                SpeechRequest(text: prompt.ssmlDocument, isSSML: true, voice: voice))
            let plain = try await synthesizer.synthesize(
                SpeechRequest(text: prompt.text.spoken, voice: voice))
            let ssmlWords = ssml.events.filter(\.isWord).count
            let plainWords = plain.events.filter(\.isWord).count
            let ratio = Double(ssml.durationMilliseconds) / Double(max(plain.durationMilliseconds, 1))
            let context =
                "\(tag) \(name): ssml \(ssml.durationMilliseconds) ms \(ssmlWords) words, "
                + "plain \(plain.durationMilliseconds) ms \(plainWords) words"
            #expect(!ssml.markNames.contains("injected"), "\(context)")
            #expect(Double(ssmlWords) >= Double(plainWords) * 0.85, "\(context)")
            #expect(ratio > 0.75 && ratio < 1.33, "\(context)")
            #expect(ssml.voice == plain.voice, "\(context)")
        }
    }
}
