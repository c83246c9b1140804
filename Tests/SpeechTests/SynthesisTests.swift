import Foundation
import Synchronization
import Testing

@testable import Speech

@Suite struct SynthesisTests {
    let synthesizer = EspeakSynthesizer()

    @Test func producesMonoSixteenBitAtTheEngineRate() async throws {
        let audio = try await synthesizer.synthesize(SpeechRequest(text: TestSupport.englishSentence))
        #expect(audio.sampleRate == 22_050)
        #expect(AudioFormat.sampleRate == audio.sampleRate)
        #expect(!audio.samples.isEmpty)
        #expect(audio.voice == "en-us")
        #expect(audio.warnings.isEmpty)
    }

    @Test func speechIsAudible() async throws {
        let audio = try await synthesizer.synthesize(SpeechRequest(text: TestSupport.englishSentence))
        #expect(audio.rootMeanSquare > 500)
        let silent = try await synthesizer.synthesize(
            SpeechRequest(text: TestSupport.englishSentence, volume: 0))
        #expect(silent.rootMeanSquare < audio.rootMeanSquare / 10)
    }

    @Test func durationMatchesTheSpeakingRate() async throws {
        let normal = try await synthesizer.synthesize(
            SpeechRequest(text: TestSupport.englishSentence, rate: 175))
        let expectedSeconds = Double(TestSupport.englishWordCount) / 175 * 60
        let seconds = Double(normal.durationMilliseconds) / 1000
        #expect(seconds > expectedSeconds * 0.5 && seconds < expectedSeconds * 2)
        let fast = try await synthesizer.synthesize(
            SpeechRequest(text: TestSupport.englishSentence, rate: 350))
        #expect(Double(fast.samples.count) < Double(normal.samples.count) * 0.75)
        #expect(normal.duration == .nanoseconds(Int64(normal.samples.count) * 1_000_000_000 / 22_050))
    }

    @Test func ssmlMarksAndWordsArriveInOrderWithTimes() async throws {
        let ssml = """
            <speak>Turn right <mark name="x"/> onto Main Street, then <mark name="y"/> keep left.</speak>
            """
        let audio = try await synthesizer.synthesize(SpeechRequest(text: ssml, isSSML: true))
        #expect(audio.markNames == ["x", "y"])
        let words = audio.events.filter(\.isWord)
        #expect(words.count >= 8)
        let marks = audio.events.filter { $0.markName != nil }
        #expect(marks[0].sampleOffset > 0)
        #expect(marks[1].sampleOffset > marks[0].sampleOffset)
        #expect(marks[1].sampleOffset < audio.samples.count)
        let offsets = audio.events.map(\.sampleOffset)
        #expect(offsets == offsets.sorted())
        if case .word(let position, let length) = words[0].kind {
            // "Turn" starts right after "<speak>" (7 characters); positions count from 1.
            #expect(position == 8)
            #expect(length == 4)
        } else {
            Issue.record("first event is not a word")
        }
        #expect(abs(marks[0].milliseconds - marks[0].sampleOffset * 1000 / 22_050) <= 1)
    }

    @Test func plainTextMarkupIsNotInterpreted() async throws {
        let text = "Turn <mark name=\"x\"/> right"
        let audio = try await synthesizer.synthesize(SpeechRequest(text: text))
        #expect(audio.markNames.isEmpty)
    }

    @Test func streamedChunksAddUpToTheWholeAudio() async throws {
        let request = SpeechRequest(text: TestSupport.englishSentence, voice: "en-gb")
        var total = 0
        var nextOffset = 0
        var chunks = 0
        for try await chunk in synthesizer.audioStream(for: request) {
            #expect(chunk.sampleOffset == nextOffset)
            nextOffset += chunk.samples.count
            total += chunk.samples.count
            chunks += 1
        }
        #expect(chunks > 5)
        let whole = try await synthesizer.synthesize(request)
        let difference = abs(total - whole.samples.count)
        #expect(difference < whole.samples.count / 10)
    }

    @Test func callbackStreamingReportsTheSameTotals() async throws {
        let request = SpeechRequest(text: "Vire à direita na Rua Augusta.", voice: "pt-br")
        let counter = EventCounter()
        let report = try await synthesizer.synthesize(request) { chunk in counter.add(chunk.samples.count) }
        #expect(report.sampleCount == counter.total)
        #expect(report.sampleRate == 22_050)
        #expect(report.voice == "pt-br")
        #expect(report.durationMilliseconds > 500)
    }

    @Test(arguments: ["pt-br", "pt", "en-us", "en-gb", "es", "fr-fr", "de"])
    func everyProductVoiceSpeaksWithoutFallback(voice: String) async throws {
        let audio = try await synthesizer.synthesize(SpeechRequest(text: "Dois, três, quatro.", voice: voice))
        #expect(audio.warnings.isEmpty)
        #expect(audio.rootMeanSquare > 300)
    }

    @Test func unknownRegionFallsBackToTheLanguageWithAWarning() async throws {
        let portuguese = try await synthesizer.synthesize(SpeechRequest(text: "Olá", voice: "pt-xx"))
        #expect(portuguese.voice == "pt")
        #expect(portuguese.warnings == [.voiceFallback(requested: "pt-xx", used: "pt")])
        let english = try await synthesizer.synthesize(SpeechRequest(text: "Hello", voice: "en-zz"))
        #expect(english.voice == "en")
        #expect(english.warnings == [.voiceFallback(requested: "en-zz", used: "en")])
        let again = try await synthesizer.synthesize(SpeechRequest(text: "Olá de novo", voice: "pt-xx"))
        #expect(again.warnings.count == 1)
    }

    @Test func unknownLanguageIsATypedError() async throws {
        await #expect(throws: SpeechError.voiceNotFound(name: "zz-qq", tried: ["zz-qq", "zz"])) {
            try await synthesizer.synthesize(SpeechRequest(text: "Hello", voice: "zz-qq"))
        }
        // The engine is still usable afterwards.
        let audio = try await synthesizer.synthesize(SpeechRequest(text: "Hello"))
        #expect(!audio.samples.isEmpty)
    }

    @Test func missingDataIsATypedErrorThatLeavesTheEngineUsable() async throws {
        let missing = "/nonexistent/espeak-ng-data-\(UUID().uuidString)"
        let broken = EspeakSynthesizer(dataPath: missing)
        await #expect(throws: SpeechError.dataNotFound(path: missing)) {
            try await broken.synthesize(SpeechRequest(text: "Hello"))
        }
        #expect(throws: SpeechError.dataNotFound(path: missing)) { try broken.prepare() }
        let message = SpeechError.dataNotFound(path: missing).description
        #expect(message.contains(missing))
        let audio = try await synthesizer.synthesize(SpeechRequest(text: "Still working"))
        #expect(audio.rootMeanSquare > 300)
    }

    @Test func directoryWithoutPhontabIsRejected() async throws {
        let empty = TestSupport.temporaryDirectory()
        await #expect(throws: SpeechError.dataNotFound(path: empty)) {
            try await EspeakSynthesizer(dataPath: empty).synthesize(SpeechRequest(text: "Hello"))
        }
    }

    @Test(arguments: [
        SpeechRequest(text: "x", rate: 20), SpeechRequest(text: "x", rate: 900),
        SpeechRequest(text: "x", pitch: 101), SpeechRequest(text: "x", volume: -1),
    ])
    func outOfRangeParametersAreRejected(request: SpeechRequest) async throws {
        await #expect(throws: SpeechError.self) { try await synthesizer.synthesize(request) }
    }

    @Test func ssmlLanguageSwitchDoesNotLeakIntoTheNextRequest() async throws {
        let request = SpeechRequest(text: "Vire à direita na Avenida Paulista", voice: "pt-br")
        let before = try await synthesizer.synthesize(request)
        _ = try await synthesizer.synthesize(
            SpeechRequest(
                text: "<speak><s xml:lang=\"en\">Hello there</s></speak>", isSSML: true, voice: "pt-br"))
        let after = try await synthesizer.synthesize(request)
        let difference = abs(before.samples.count - after.samples.count)
        #expect(difference < before.samples.count / 50)
    }

    @Test func twoHundredConcurrentRequestsAllSucceed() async throws {
        let voices = ["pt-br", "en-us", "es", "de"]
        let results = try await withThrowingTaskGroup(of: (Int, SynthesizedAudio).self) { group in
            for index in 0..<200 {
                group.addTask {
                    let ssml = index % 5 == 0
                    let text =
                        ssml ? "<speak>Prompt <mark name=\"m\(index)\"/> \(index)</speak>" : "Prompt \(index)"
                    let request = SpeechRequest(text: text, isSSML: ssml, voice: voices[index % voices.count])
                    return (index, try await synthesizer.synthesize(request))
                }
            }
            var collected: [Int: SynthesizedAudio] = [:]
            for try await (index, audio) in group { collected[index] = audio }
            return collected
        }
        #expect(results.count == 200)
        for (index, audio) in results {
            #expect(!audio.samples.isEmpty)
            #expect(audio.voice == voices[index % voices.count])
            if index % 5 == 0 { #expect(audio.markNames == ["m\(index)"]) }
        }
    }

    @Test func cancellingTheTaskStopsSynthesis() async throws {
        let long = String(repeating: "Continue straight for ten kilometers. ", count: 200)
        let task = Task { try await synthesizer.synthesize(SpeechRequest(text: long)) }
        task.cancel()
        let result = await task.result
        if case .failure(let error) = result {
            #expect(error as? SpeechError == .cancelled)
        }
        let audio = try await synthesizer.synthesize(SpeechRequest(text: "After cancel"))
        #expect(!audio.samples.isEmpty)
    }

    @Test func voiceListIncludesTheProductVoices() async throws {
        let voices = try await synthesizer.voices()
        #expect(voices.count > 20)
        let portuguese = voices.filter { $0.serves(languagePrefix: "pt") }
        #expect(portuguese.contains { $0.name == "pt-br" && $0.languages.first == "pt-br" })
        #expect(!portuguese.contains { $0.name.hasPrefix("en") })
        let brazil = voices.filter { $0.serves(languagePrefix: "pt-BR") }
        #expect(brazil.map(\.name).contains("pt-br"))
        #expect(voices.contains { $0.gender != .unspecified })
    }
}

/// A thread-safe running total for chunk callbacks.
final class EventCounter: Sendable {
    private let value = Mutex(0)

    func add(_ amount: Int) {
        value.withLock { $0 += amount }
    }

    var total: Int {
        value.withLock { $0 }
    }
}
