import GuidanceModel
import Speech
import Testing

@testable import Guidance

/// eSpeak NG reads every template's SSML as text, never a tag: the SSML rendering and the plain
/// spoken rendering of a prompt must last about as long (a spoken tag, or a name breaking out of
/// its element, adds seconds). Synthesis goes through the engine's queue (`synthesize`), never
/// `synthesizeNow`: the cases run side by side, and a case blocked on the engine's lock would hold
/// a thread of the cooperative pool (two on a two-core machine) idle, stalling every other suite.
@Suite struct SpokenSSMLTests {
    /// Japanese aside: its voice spells the Portuguese sample names in one mode and reads them in
    /// the other, which says nothing of the SSML (MoreLocaleTestsScripts checks Japanese names).
    @Test(arguments: Shipped.allLocales.filter { $0 != "ja-JP" })
    func ssmlAndPlainTextLastAboutAsLong(_ tag: String) async throws {
        let renderer = try Shipped.renderer(tag)
        let synthesizer = EspeakSynthesizer()
        try synthesizer.prepare()
        let voice = renderer.bundle.voice
        let names = ["Av. Paulista", #"Rua <Augusta> & Filhos "Ltda""#, nil]
        for maneuver in Maneuver.allCases {
            let step = Shipped.step(maneuver, road: names[maneuver.rawValue % names.count], exit: "3")
            let prompt = renderer.render(Shipped.prompt(.prepare, step))
            let ssml = try await synthesizer.synthesize(
                SpeechRequest(text: prompt.ssmlDocument, isSSML: true, voice: voice))
            let plain = try await synthesizer.synthesize(
                SpeechRequest(text: prompt.text.spoken, voice: voice))
            let ratio = Double(ssml.durationMilliseconds) / Double(max(plain.durationMilliseconds, 1))
            // SSML adds a short pause of its own, a large share of a short Chinese prompt.
            let difference = abs(ssml.durationMilliseconds - plain.durationMilliseconds)
            #expect(
                (ratio > 0.8 && ratio < 1.25) || difference < 500,
                "\(tag) \(maneuver.wireName): \(ratio) (\(difference) ms) for \(prompt.ssmlDocument)")
            #expect(ssml.rootMeanSquare > 100)
        }
    }
}
