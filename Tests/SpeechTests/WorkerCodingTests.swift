import Testing

@testable import Speech

@Suite struct WorkerCodingTests {
    @Test func requestsAndAnswersSurviveTheirBinaryForm() throws {
        var request = WorkerMessages.Request(
            SpeechRequest(text: "Olá, <b>", isSSML: true, voice: "pt-br", rate: 190, pitch: 40, volume: 120))
        request.kind = .locate
        request.processor = 1
        request.streams = true
        let decoded = try WorkerMessages.Request(decoding: request.encoded)
        #expect(decoded.kind == .locate && decoded.processor == 1 && decoded.streams)
        #expect(
            try WorkerMessages.Request(decoding: WorkerMessages.Request(SpeechRequest(text: "")).encoded)
                .streams == false)
        #expect(decoded.speechRequest == request.speechRequest)
        let answer = WorkerMessages.Answer(
            error: WorkerMessages.ErrorCode(.voiceNotFound(name: "xx", tried: ["xx", "x"])),
            sampleRate: 22050, voice: "pt-br",
            events: [
                WorkerMessages.Event(SpeechEvent(kind: .mark(name: "m1"), sampleOffset: 10, milliseconds: 1)),
                WorkerMessages.Event(
                    SpeechEvent(kind: .word(textPosition: 3, length: 4), sampleOffset: 20, milliseconds: 2)),
            ], fallbackFrom: nil, sampleCount: 48_000)
        let back = try WorkerMessages.Answer(decoding: answer.encoded)
        #expect(back.error?.speechError == .voiceNotFound(name: "xx", tried: ["xx", "x"]))
        #expect(back.events.map(\.speechEvent) == answer.events.map(\.speechEvent))
        #expect(back.sampleRate == 22050 && back.voice == "pt-br" && back.fallbackFrom == nil)
        #expect(back.sampleCount == 48_000)
    }

    @Test func aTruncatedFrameIsMalformed() {
        let bytes = WorkerMessages.Request(SpeechRequest(text: "Olá")).encoded
        #expect(throws: WorkerCoding.Reader.Malformed.self) {
            try WorkerMessages.Request(decoding: Array(bytes.dropLast()))
        }
    }
}
