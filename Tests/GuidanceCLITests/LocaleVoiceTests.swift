import Arguments
import Foundation
import Localization
import Speech
import Testing

@testable import GuidanceCLI

/// A locale's voice lives in one place, its file in locales/: every shipped locale's voice speaks
/// without a fallback, and `say` speaks with it as `run` does.
@Suite struct LocaleVoiceTests {
    static let catalog = try? LocaleCatalog.locate(explicit: CLIRun.path("."))

    @Test func everyShippedLocalesVoiceSpeaksWithoutAFallback() async throws {
        let catalog = try #require(Self.catalog)
        #expect(catalog.shippedTags.count >= 7)
        for tag in catalog.shippedTags {
            let voice = try catalog.facts(tag).voice
            let audio = try await EspeakSynthesizer().synthesize(
                SpeechRequest(text: "Um, dois.", voice: voice))
            #expect(audio.warnings.isEmpty, "\(tag): voice \(voice)")
        }
    }

    @Test(arguments: ["pt-BR", "pt-PT", "pt-AO", "en-GB"])
    func sayTakesTheLocalesVoice(locale: String) throws {
        let catalog = try #require(Self.catalog)
        let expected = try catalog.facts(try catalog.resolve(locale)).voice
        let arguments = try ArgumentParser.parse(
            ["--locale", locale, "--data", CLIRun.path("."), "x"], for: SayCommand().spec)
        #expect(try SpeechCommandSupport.voice(arguments) == expected)
    }

    @Test func anUnshippedLocaleIsAUsageError() async {
        let run = await CLIRun(["say", "--locale", "xx-YY", "Olá", "-o", "/dev/null"])
        #expect(run.code == .usage)
    }
}
