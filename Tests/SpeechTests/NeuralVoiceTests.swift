import Foundation
import Testing

@testable import Speech

/// The parts of the neural voice that need no runtime: the voice's description, the model
/// file's preparation, which model says which prompt, SSML reduced to what the voice honours,
/// clauses grouped into sentences, and audio moved to the devices' rate.
@Suite struct NeuralVoiceTests {
    /// A voice description with the given fields, written beside an empty stand-in model.
    private func voice(json: String, model: [UInt8] = [0x3A, 0x00]) throws -> String {
        let directory = TestSupport.temporaryDirectory()
        let path = directory + "/test-voice.onnx"
        try Data(model).write(to: URL(fileURLWithPath: path))
        try Data(json.utf8).write(to: URL(fileURLWithPath: path + ".json"))
        return path
    }

    private let goodJSON = """
        {"audio": {"sample_rate": 16000}, "espeak": {"voice": "pt-br"},
         "inference": {"noise_scale": 0.5, "length_scale": 1.2, "noise_w": 0.7},
         "language": {"code": "pt_BR"},
         "phoneme_id_map": {"_": [0], "^": [1], "$": [2], " ": [3], "a": [14], "ɐ̃": [99]}}
        """

    @Test func aVoiceIsReadFromItsDescription() throws {
        let model = try VoiceModel.load(
            path: try voice(json: goodJSON.replacingOccurrences(of: ", \"ɐ̃\": [99]", with: "")))
        #expect(model.name == "test-voice")
        #expect(model.sampleRate == 16000)
        #expect(model.phonemeVoice == "pt-br")
        #expect(model.language == "pt")
        #expect(model.lengthScale == 1.2)
        #expect(model.phonemeIDs[UInt32(("a" as Unicode.Scalar).value)] == 14)
        #expect(model.tokens.hasPrefix("_ 0\n^ 1\n$ 2\n  3\n"))
    }

    @Test func aPhonemeOfTwoScalarsIsRefusedWithItsPlace() throws {
        // Piper maps single code points; a key of two would never match what eSpeak NG writes.
        let path = try voice(json: goodJSON)
        #expect(throws: SpeechError.self) { try VoiceModel.load(path: path) }
        do {
            _ = try VoiceModel.load(path: path)
        } catch {
            #expect(error.description.contains("phoneme_id_map[\"ɐ̃\"]"))
            #expect(error.description.contains(".onnx.json:4"))
        }
    }

    @Test(arguments: [
        ("{\"espeak\": {\"voice\": \"en-us\"}, \"phoneme_id_map\": {}}", "audio.sample_rate"),
        ("{\"audio\": {\"sample_rate\": 22050}, \"phoneme_id_map\": {\"_\": [0]}}", "espeak.voice"),
        ("{\"audio\": {\"sample_rate\": 22050}, \"espeak\": {\"voice\": \"en-us\"}}", "phoneme_id_map"),
        (
            "{\"audio\": {\"sample_rate\": 22050}, \"espeak\": {\"voice\": \"en-us\"}, \"phoneme_id_map\": {\"_\": [0], \"^\": [1]}}",
            "end symbol"
        ),
        (
            "{\"audio\": {\"sample_rate\": 22050}, \"espeak\": {\"voice\": \"en-us\"}, \"phoneme_type\": \"text\"}",
            "phoneme_type"
        ),
        ("{\"audio\": ", "expected"),
    ])
    func aBrokenDescriptionNamesItsField(json: String, field: String) throws {
        let path = try voice(json: json)
        do {
            _ = try VoiceModel.load(path: path)
            Issue.record("\(json) was accepted")
        } catch {
            guard case .voiceModelUnusable(_, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains(field), "\(reason)")
        }
    }

    @Test func missingFilesAreNotFound() throws {
        let directory = TestSupport.temporaryDirectory()
        #expect(throws: SpeechError.voiceModelNotFound(path: directory + "/none.onnx")) {
            try VoiceModel.load(path: directory + "/none.onnx")
        }
        try Data([1]).write(to: URL(fileURLWithPath: directory + "/alone.onnx"))
        #expect(throws: SpeechError.voiceModelNotFound(path: directory + "/alone.onnx.json")) {
            try VoiceModel.load(path: directory + "/alone.onnx")
        }
    }

    /// A protocol-buffer field of wire type 2.
    private func field(_ number: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [number << 3 | 2, UInt8(payload.count)] + payload
    }

    @Test func theModelGetsTheRuntimesMetadataOnceAndTheUsersFileStaysAsItWas() throws {
        // A model of one producer field (2) and a graph (7), without metadata.
        let original = field(2, Array("test".utf8)) + field(7, [0x0A, 0x01, 0x41])
        let path = try voice(
            json: goodJSON.replacingOccurrences(of: ", \"ɐ̃\": [99]", with: ""), model: original)
        let model = try VoiceModel.load(path: path)
        let cache = TestSupport.temporaryDirectory()
        let files = try ModelFile.prepare(model, cacheDirectory: cache)
        let prepared = [UInt8](try Data(contentsOf: URL(fileURLWithPath: files.model)))
        #expect(Array(prepared.prefix(original.count)) == original)
        let keys = try ModelFile.metadataKeys(of: prepared)
        #expect(keys.isSuperset(of: ["sample_rate", "comment", "model_type", "language", "voice"]))
        #expect(try ModelFile.metadataKeys(of: original).isEmpty)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == original)
        #expect(try String(contentsOfFile: files.tokens, encoding: .utf8) == model.tokens)
        // A second start finds the copy.
        let again = try ModelFile.prepare(model, cacheDirectory: cache)
        #expect(again.model == files.model)
    }

    @Test(arguments: [
        ([UInt8]([0x12, 0x40, 0x41]), "runs past the end"),
        ([UInt8]([0x12]), "cut short"),
        ([UInt8]([0x13, 0x00]), "wire type"),
        ([UInt8]([0x12, 0x01, 0x41]), "no graph"),
    ])
    func aFileThatIsNotAModelIsRefused(bytes: [UInt8], reason: String) {
        do {
            _ = try ModelFile.metadataKeys(of: bytes)
            Issue.record("\(bytes) was read as a model")
        } catch {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    @Test func promptsGoToTheModelOfTheirVoiceElseOfTheirLanguage() throws {
        let json = goodJSON.replacingOccurrences(of: ", \"ɐ̃\": [99]", with: "")
        let brazil = try VoiceModel.load(path: try voice(json: json))
        let portugal = try VoiceModel.load(
            path: try voice(json: json.replacingOccurrences(of: "pt-br", with: "pt")))
        let options = NeuralVoiceOptions(
            assignments: [.init(voice: "pt-br", model: brazil), .init(voice: "pt", model: portugal)],
            library: "/x", cacheDirectory: "/y")
        #expect(options.model(for: "pt-br")?.path == brazil.path)
        #expect(options.model(for: "pt-br+f3")?.path == brazil.path)
        #expect(options.model(for: "pt")?.path == portugal.path)
        #expect(options.model(for: "en-us") == nil)
        let lone = NeuralVoiceOptions(
            assignments: [.init(voice: "pt-br", model: brazil)], library: "/x", cacheDirectory: "/y")
        #expect(lone.model(for: "pt")?.path == brazil.path)
        // The worker reads back what the command wrote.
        let read = try NeuralVoiceOptions.parse(workerArguments: ArraySlice(options.workerArguments))
        #expect(read == options)
        #expect(try NeuralVoiceOptions.parse(workerArguments: ["--voice-model"]) == nil)
        #expect(try NeuralVoiceOptions.parse(workerArguments: ["--other", "x"]) == nil)
    }

    @Test func ssmlIsReducedToWhatTheVoiceHonours() {
        let document = """
            <speak version="1.0" xml:lang="en-US">In 300 m, <prosody rate="slow" volume="-6dB">turn \
            right</prosody><break time="700ms"/><mark name="m1"/>onto <sub alias="Saint">St</sub> \
            James &amp; Sons <emphasis>Street</emphasis>.<break strength="strong"/></speak>
            """
        let reduction = SSMLReduction(document: document)
        #expect(reduction.languages == ["en-US"])
        guard reduction.pieces.count == 6 else {
            Issue.record("\(reduction.pieces)")
            return
        }
        #expect(reduction.pieces[0] == .text("In 300 m, ", speed: 1, gain: 1))
        guard case .text("turn right", let speed, let gain) = reduction.pieces[1] else {
            Issue.record("\(reduction.pieces[1])")
            return
        }
        #expect(speed == 0.8)
        #expect(abs(gain - 0.501) < 0.01)
        #expect(reduction.pieces[2] == .pause(milliseconds: 700))
        #expect(reduction.pieces[3] == .mark("m1"))
        #expect(reduction.pieces[4] == .text("onto Saint James & Sons Street.", speed: 1, gain: 1))
        #expect(reduction.pieces[5] == .pause(milliseconds: 650))
    }

    @Test func markupAroundTheTextIsReadAsXML() {
        let document = """
            <?xml version="1.0"?><!-- a prompt --><speak><s>Keep <sub alias="left &amp; up">L</sub>\
            </s><s>then stop</s><mark name="a&quot;b"/></speak>
            """
        let reduction = SSMLReduction(document: document)
        #expect(
            reduction.pieces == [.text(" Keep left & up then stop", speed: 1, gain: 1), .mark("a\"b")])
        // Not well-formed (the guard lets no such document through): said up to the fault.
        let broken = SSMLReduction(document: "<speak>Turn right</prosody> now</speak>")
        #expect(broken.pieces == [.text("Turn right", speed: 1, gain: 1)])
    }

    @Test func aSwitchOfLanguageIsNoted() {
        let reduction = SSMLReduction(
            document:
                "<speak>Turn onto <voice name=\"pt-br\">Rua <s xml:lang=\"pt-BR\">Augusta</s></voice>.</speak>"
        )
        #expect(reduction.languages == ["pt-br", "pt-BR"])
    }

    @Test func clausesAreSaidOneByOneWithTheirPunctuation() {
        let clauses = [
            EspeakSynthesizer.PhonemeClause(phonemes: "ɪn θɹˈiː", ending: ","),
            EspeakSynthesizer.PhonemeClause(phonemes: "tˈɜːn ɹˈaɪt", ending: "."),
            EspeakSynthesizer.PhonemeClause(phonemes: "ðˈɛn kˈiːp lˈɛft", ending: nil),
        ]
        let sentences = NeuralSpeaker.sentences(clauses).map { sentence in
            String(String.UnicodeScalarView(sentence.compactMap { Unicode.Scalar(UInt32($0)) }))
        }
        #expect(sentences == ["ɪn θɹˈiː,", "tˈɜːn ɹˈaɪt.", "ðˈɛn kˈiːp lˈɛft"])
    }

    @Test func languageSwitchMarksAreNotSounds() {
        #expect(EspeakSynthesizer.withoutLanguageSwitches("(fr)bɔ̃ʒuʁ(en) wˈɜːld") == "bɔ̃ʒuʁ wˈɜːld")
        #expect(EspeakSynthesizer.withoutLanguageSwitches("plain") == "plain")
    }

    @Test func audioMovesToTheDevicesRateAtTheSameInstants() {
        let samples = (0..<16000).map { Int16(truncatingIfNeeded: $0 % 200 - 100) }
        let audio = SynthesizedAudio(
            samples: samples, sampleRate: 16000,
            events: [SpeechEvent(kind: .mark(name: "half"), sampleOffset: 8000, milliseconds: 500)])
        let moved = audio.resampled(to: 22050)
        #expect(moved.sampleRate == 22050)
        #expect(abs(moved.samples.count - 22050) <= 2)
        #expect(abs(moved.durationMilliseconds - audio.durationMilliseconds) <= 1)
        #expect(abs(moved.events[0].sampleOffset - 11025) <= 2)
        #expect(audio.resampled(to: 16000) == audio)
    }

    @Test func theRuntimeIsSearchedWhereUsersInstallIt() throws {
        let places = VoiceRuntime.candidates(
            option: "/opt/x", environment: ["HOME": "/home/u", "GUIDANCE_VOICE_LIBRARY": "/env"])
        #expect(Array(places.prefix(3)) == ["/opt/x", "/env", "/home/u/.local/lib"])
        #expect(places.contains("/usr/local/lib"))
        let directory = TestSupport.temporaryDirectory()
        #expect(throws: SpeechError.self) {
            try VoiceRuntime.locate(option: directory, environment: [:])
        }
        try Data([0]).write(to: URL(fileURLWithPath: directory + "/" + VoiceRuntime.libraryName))
        #expect(
            try VoiceRuntime.locate(option: directory, environment: [:]) == directory + "/"
                + VoiceRuntime.libraryName)
    }
}
