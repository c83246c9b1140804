import Testing

@testable import Speech

@Suite struct SSMLGuardTests {
    private func refusal(_ document: String) -> SSMLRejection? {
        do {
            _ = try SSMLGuard.sanitized(document)
            return nil
        } catch {
            return error
        }
    }

    @Test func thePromptsTheRendererWritesPassUnchanged() throws {
        let prompt =
            #"<speak xml:lang="pt-BR"><s>Em 300 metros, vire à direita na <sub alias="Avenida">Av.</sub> Paulista.</s>"#
            + #"<break time="250ms"/><prosody rate="90%">Depois, <emphasis>siga</emphasis> em frente.</prosody></speak>"#
        #expect(try SSMLGuard.sanitized(prompt) == prompt)
    }

    @Test func audioIsRefusedWhateverItNames() {
        for document in [
            #"<speak>Olá <audio src="snd$(touch PWNED).wav">x</audio></speak>"#,
            #"<speak><audio src='a.wav'/></speak>"#,
            "<speak><AUDIO src=\"a.wav\"/></speak>",
        ] {
            let rejection = refusal(document)
            #expect(rejection != nil, "\(document) was accepted")
        }
        #expect(refusal(#"<speak>Olá <audio src="x.wav"/></speak>"#)?.reason.contains("<audio>") == true)
        #expect(refusal(#"<speak>Olá <audio src="x.wav"/></speak>"#)?.column == 12)
    }

    @Test func declarationsAndInstructionsAreRefused() {
        #expect(refusal("<!DOCTYPE speak [<!ENTITY x \"aaaa\">]><speak>&x;</speak>") != nil)
        #expect(refusal("<speak><?php system('id'); ?></speak>") != nil)
        #expect(refusal("<speak><![CDATA[a]]></speak>") != nil)
        #expect(refusal("<speak>&custom;</speak>") != nil)
        #expect(refusal("<speak>a & b</speak>") != nil)
        #expect(refusal("<?xml version=\"1.0\"?><speak>ok</speak>") == nil)
        #expect(refusal("<speak>ok</speak><?xml version=\"1.0\"?>") != nil)
    }

    @Test func breaksAreBoundedOneByOneAndInAll() {
        #expect(refusal(#"<speak>a<break time="10s"/>b</speak>"#) == nil)
        #expect(refusal(#"<speak>a<break time="989s"/>b</speak>"#) != nil)
        #expect(refusal(#"<speak>a<break time="10001ms"/>b</speak>"#) != nil)
        #expect(refusal(#"<speak>a<break time="1e9ms"/>b</speak>"#) != nil)
        let many = String(repeating: #"<break time="9s"/>"#, count: 4)
        #expect(refusal("<speak>a\(many)b</speak>")?.reason.contains("add up") == true)
    }

    @Test func ratesAndOtherProsodyAreBounded() {
        #expect(refusal(#"<speak><prosody rate="slow">a</prosody></speak>"#) == nil)
        #expect(refusal(#"<speak><prosody rate="+20%">a</prosody></speak>"#) == nil)
        #expect(refusal(#"<speak><prosody rate="1.5">a</prosody></speak>"#) == nil)
        #expect(refusal(#"<speak><prosody rate="1%">a</prosody></speak>"#) != nil)
        #expect(refusal(#"<speak><prosody rate="-90%">a</prosody></speak>"#) != nil)
        #expect(refusal(#"<speak><prosody rate="0.01">a</prosody></speak>"#) != nil)
        #expect(refusal(#"<speak><prosody pitch="+10%" volume="loud">a</prosody></speak>"#) == nil)
        #expect(refusal(#"<speak><prosody pitch="+99999%">a</prosody></speak>"#) != nil)
    }

    @Test func attributesAreBoundedAndChecked() {
        let huge = String(repeating: "a", count: 300)
        #expect(refusal("<speak><sub alias=\"\(huge)\">x</sub></speak>") != nil)
        #expect(refusal(#"<speak><voice name="../../etc/passwd">x</voice></speak>"#) != nil)
        #expect(refusal(#"<speak><voice name="pt-br+f3">x</voice></speak>"#) == nil)
        #expect(refusal(#"<speak><s onload="x">a</s></speak>"#) != nil)
        #expect(refusal(#"<speak><s xml:lang="pt-BR" xml:lang="en">a</s></speak>"#) != nil)
    }

    @Test func theDocumentMustBeWellFormedAndShallow() {
        #expect(refusal("<speak><s>a</speak>") != nil)
        #expect(refusal("<speak>a") != nil)
        #expect(refusal("a</s>") != nil)
        #expect(refusal("<blink>a</blink>") != nil)
        let deep = String(repeating: "<s>", count: 40) + "a" + String(repeating: "</s>", count: 40)
        #expect(refusal(deep)?.reason.contains("nested") == true)
        #expect(refusal(String(repeating: "a", count: 70_000)) != nil)
    }

    @Test func referencesAreDecodedToWhatESpeakReadsRight() throws {
        // eSpeak NG reads the &apos; entity aloud: the apostrophe goes through as a character.
        #expect(
            try SSMLGuard.sanitized("<speak>l&apos;Avenue &amp; &#233;t&#xE9;</speak>")
                == "<speak>l'Avenue &amp; été</speak>")
        #expect(
            try SSMLGuard.sanitized(#"<speak><sub alias='a "b"'>x</sub></speak>"#)
                == #"<speak><sub alias="a &quot;b&quot;">x</sub></speak>"#)
        #expect(refusal("<speak>&#0;</speak>") != nil)
    }

    @Test func aRequestCarriesTheRewrittenDocumentOrTheRefusal() throws {
        let accepted = try SpeechRequest(text: "<speak>a<!-- note --> b</speak>", isSSML: true).validated()
        #expect(accepted.text == "<speak>a b</speak>")
        #expect(throws: SpeechError.self) {
            try SpeechRequest(text: #"<speak><audio src="a.wav"/></speak>"#, isSSML: true).validated()
        }
        // Plain text is not markup: eSpeak NG reads it without the SSML flag.
        let plain = try SpeechRequest(text: #"<audio src="a.wav"/>"#).validated()
        #expect(plain.text == #"<audio src="a.wav"/>"#)
    }
}
