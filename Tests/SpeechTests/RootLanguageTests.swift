import Testing

@testable import Speech

/// The request's voice speaks an SSML document, whatever its root `xml:lang` says: eSpeak NG
/// would otherwise pick its own voice for the language (`zh-CN` → `cmn`, which reads Chinese as
/// pinyin tone numbers in English) instead of the locale's (`cmn-latn-pinyin`).
@Suite struct RootLanguageTests {
    @Test func theRootLanguageIsSetAsideAndNothingElse() {
        #expect(
            SSMLRootLanguage.removed(from: #"<speak version="1.0" xml:lang="zh-CN">直行。</speak>"#)
                == #"<speak version="1.0">直行。</speak>"#)
        #expect(
            SSMLRootLanguage.removed(from: "<speak xml:lang='he-IL'><s xml:lang=\"en\">A1</s></speak>")
                == "<speak><s xml:lang=\"en\">A1</s></speak>")
        #expect(SSMLRootLanguage.removed(from: "<speak>x</speak>") == "<speak>x</speak>")
        #expect(SSMLRootLanguage.removed(from: "plain") == "plain")
        #expect(SSMLRootLanguage.removed(from: #"<speak xml:lang="pt"#) == #"<speak xml:lang="pt"#)
        // Read as XML: a declaration before the root, the attribute on a line of its own and
        // spaces around its `=`.
        #expect(
            SSMLRootLanguage.removed(
                from:
                    "<?xml version=\"1.0\"?>\n<speak version=\"1.0\"\n  xml:lang = \"pt-BR\" xmlns=\"x\">Olá</speak>"
            )
                == "<?xml version=\"1.0\"?>\n<speak version=\"1.0\" xmlns=\"x\">Olá</speak>")
        #expect(SSMLRootLanguage.removed(from: "<p xml:lang=\"pt\">x</p>") == "<p xml:lang=\"pt\">x</p>")
    }

    @Test func theLocalesVoiceSpeaksTheDocument() async throws {
        let synthesizer = EspeakSynthesizer()
        func samples(_ root: String) async throws -> Int {
            try await synthesizer.synthesize(
                SpeechRequest(
                    text: "<speak version=\"1.0\"\(root)>200米后到达目的地。</speak>", isSSML: true,
                    voice: "cmn-latn-pinyin")
            ).samples.count
        }
        let unmarked = try await samples("")
        let marked = try await samples(" xml:lang=\"zh-CN\"")
        // With xml:lang="zh-CN" eSpeak NG spoke with `cmn`, reading "mi3" as "mi three": far longer.
        #expect(abs(marked - unmarked) < unmarked / 100, "\(marked) vs \(unmarked)")
    }
}
