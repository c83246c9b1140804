import Foundation
import Testing

@testable import Speech

@Suite struct VoiceSelectionTests {
    @Test func fallbackCandidatesShortenTowardsTheLanguage() {
        #expect(VoiceFallback.candidates(for: "pt-xx") == ["pt-xx", "pt"])
        #expect(VoiceFallback.candidates(for: "en-gb-x-rp") == ["en-gb-x-rp", "en-gb-x", "en-gb", "en"])
        #expect(VoiceFallback.candidates(for: "pt-br+f3") == ["pt-br+f3", "pt-br", "pt"])
        #expect(VoiceFallback.candidates(for: "de") == ["de"])
    }

    @Test func languagePrefixMatchesWholeSubtags() {
        let voice = VoiceInfo(
            name: "pt-br", displayName: "Portuguese (Brazil)", languages: ["pt-br", "pt"],
            identifier: "roa/pt-BR",
            gender: .male)
        #expect(voice.serves(languagePrefix: "pt"))
        #expect(voice.serves(languagePrefix: "PT_br"))
        #expect(!voice.serves(languagePrefix: "pt-pt"))
        #expect(!voice.serves(languagePrefix: "p"))
        #expect(voice.serves(languagePrefix: ""))
    }

    @Test func aVoiceAnswersToItsNamesAndLanguages() {
        let voice = VoiceInfo(
            name: "pt-br", displayName: "Portuguese (Brazil)", languages: ["pt-br", "pt"],
            identifier: "roa/pt-BR", gender: .male)
        for name in ["pt-br", "PT_BR", "roa/pt-BR", "pt", "pt-br+f3"] {
            #expect(voice.answers(to: name), "\(name)")
        }
        for name in ["roa", "pt-pt", "p", "", "+f3"] {
            #expect(!voice.answers(to: name), "\(name)")
        }
    }

    @Test func explicitInstalledDataPathWorks() async throws {
        let candidates = [
            "/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/lib/aarch64-linux-gnu/espeak-ng-data",
            "/usr/share/espeak-ng-data",
        ]
        guard let installed = candidates.first(where: EspeakDataLocation.hasMarker) else { return }
        try EspeakSynthesizer().prepare()
        let parent = (installed as NSString).deletingLastPathComponent
        for path in [installed, parent] {
            let result: Result<SynthesizedAudio, SpeechError>
            do throws(SpeechError) {
                result = .success(
                    try await EspeakSynthesizer(dataPath: path).synthesize(SpeechRequest(text: "Data")))
            } catch {
                result = .failure(error)
            }
            switch result {
            case .success(let audio):
                #expect(!audio.samples.isEmpty)
            case .failure(let error):
                // Started from ESPEAK_DATA_PATH or another copy: a conflict is also correct.
                let isConflict = if case .dataPathConflict = error { true } else { false }
                #expect(isConflict, "\(error)")
            }
        }
    }

    @Test func switchingDataDirectoriesIsRefusedWithoutTouchingTheEngine() async throws {
        try EspeakSynthesizer().prepare()
        let other = TestSupport.temporaryDirectory()
        #expect(FileManager.default.createFile(atPath: other + "/phontab", contents: Data([0])))
        await #expect {
            try await EspeakSynthesizer(dataPath: other).synthesize(SpeechRequest(text: "x"))
        } throws: { error in
            guard case .dataPathConflict(_, let requested) = error as? SpeechError else { return false }
            return requested == other
        }
        let audio = try await EspeakSynthesizer().synthesize(SpeechRequest(text: "Still fine"))
        #expect(audio.rootMeanSquare > 300)
    }
}
