import Foundation
import Guidance
import LocalizationQA
import Speech
import TestSupport
import Testing

/// A prompt must end before the maneuver when triggered at its stage's distance.
struct TimingBudgetTests {
    @Test func allowanceIsTriggerDistanceOverSpeed() {
        let budget = TimingBudget()
        let options = PlannerOptions()
        for allowance in budget.allowances(for: .prepare) {
            let speed = allowance.speedKmh / 3.6
            #expect(abs(allowance.seconds - (options.trigger(.prepare, speed: speed) ?? 0) / speed) < 1e-9)
        }
        #expect(budget.allowances(for: .now).map(\.speedKmh) == [50, 90, 120])
        #expect(budget.allowances(for: .arrival).isEmpty)
    }

    @Test func longPromptViolatesAndShortOneFits() {
        let budget = TimingBudget()
        let nowSeconds = budget.allowances(for: .now).map(\.seconds).min() ?? 0
        #expect(budget.violations(stage: .now, durationSeconds: nowSeconds + 0.5).count >= 1)
        #expect(budget.violations(stage: .now, durationSeconds: 1.0).isEmpty)
    }

    @Test func budgetFindingNamesTheMessageAndStage() throws {
        let step = PlannedPrompt(id: 0, stage: .now, promptClass: .guidance, routeVersion: 0)
        let row = MatrixRow(
            matrixCase: MatrixCase(
                id: "now-long", group: "g", key: "stage.now", label: "long", input: .prompt(step)),
            display: "x", spoken: "x", ssml: "x", ssmlDocument: "<speak>x</speak>", problems: [])
        let findings = BudgetFindings.findings(
            rows: [row],
            audio: [PromptAudio(caseID: "now-long", relativePath: "a.wav", durationMilliseconds: 20_000)],
            budget: TimingBudget(), locale: "pt-BR", resource: nil)
        #expect(findings.count == 1)
        #expect(findings.first?.checkID == "timing-budget")
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("now-long") == true)
    }

    @Test func synthesizedLongPromptIsFlagged() throws {
        let synthesizer = EspeakSynthesizer()
        guard (try? synthesizer.voicesNow()) != nil else { return }
        let sentence = "Turn right onto the long avenue, then keep left at the fork toward the airport. "
        let document =
            "<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"en-US\">"
            + String(repeating: sentence, count: 3) + "</speak>"
        let prompt = PlannedPrompt(id: 0, stage: .now, promptClass: .guidance, routeVersion: 0)
        let row = MatrixRow(
            matrixCase: MatrixCase(
                id: "now-deliberately-long", group: "g", key: "stage.now", label: "", input: .prompt(prompt)),
            display: "", spoken: "", ssml: "", ssmlDocument: document, problems: [])
        let short = MatrixRow(
            matrixCase: MatrixCase(
                id: "now-short", group: "g", key: "stage.now", label: "", input: .prompt(prompt)),
            display: "", spoken: "", ssml: "", ssmlDocument: "<speak>Turn right.</speak>", problems: [])
        let directory = TestScratch.url.appendingPathComponent(
            "qa-audio-\(UUID().uuidString)"
        ).path
        let audio = try PromptSynthesis(synthesizer: synthesizer).synthesize(
            [row, short], voice: "en-us", outputDirectory: directory, subdirectory: "audio")
        #expect(audio.count == 2)
        #expect(FileManager.default.fileExists(atPath: directory + "/" + (audio.first?.relativePath ?? "")))
        let findings = BudgetFindings.findings(
            rows: [row, short], audio: audio, budget: TimingBudget(), locale: "en-US", resource: nil)
        #expect(findings.map(\.message).allSatisfy { $0.contains("now-deliberately-long") })
        #expect(findings.count == 1)
    }
}
