import Foundation
import Testing

@testable import Speech

@Suite struct WorkerChannelTests {
    /// Two channels joined by a socket pair, as the client and the worker hold them.
    private static func pair() throws -> (client: WorkerChannel, worker: WorkerChannel, close: () -> Void) {
        var descriptors: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
        let (mine, theirs) = (descriptors[0], descriptors[1])
        return (
            WorkerChannel(input: mine, output: mine, isSocket: true),
            WorkerChannel(input: theirs, output: theirs, isSocket: true),
            {
                _ = close(mine)
                _ = close(theirs)
            }
        )
    }

    @Test func framesQueuedTogetherArriveApartAndInOrder() throws {
        let (client, worker, closeBoth) = try Self.pair()
        defer { closeBoth() }
        // More samples than the reader's buffer holds, and an odd byte that is not a sample.
        let samples = (0..<50_000).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        samples.withUnsafeBytes { worker.queue(.samples, bytes: $0) }
        [UInt8]([1, 2, 3]).withUnsafeBytes { worker.queue(.samples, bytes: $0) }
        try worker.send(.answer, Array("done".utf8))

        var received: [Int16] = []
        let first = try client.nextFrame()
        #expect(first.tag == .samples && first.length == samples.count * 2)
        try client.samples(first.length, into: &received)
        let odd = try client.nextFrame()
        #expect(odd.tag == .samples && odd.length == 3)
        try client.samples(odd.length, into: &received)
        let last = try client.nextFrame()
        #expect(last.tag == .answer)
        #expect(try client.payload(last.length) == Array("done".utf8))
        #expect(received.count == samples.count + 1)
        #expect(Array(received.prefix(samples.count)) == samples)
        #expect(received.last == Int16(littleEndian: 0x0201))
    }

    @Test func aPeerThatClosesIsBroken() throws {
        let (client, worker, closeBoth) = try Self.pair()
        defer { closeBoth() }
        try worker.send(.samples, [0, 0])
        _ = shutdown(worker.output, Int32(SHUT_WR))
        #expect(try client.nextFrame().tag == .samples)
        #expect(throws: WorkerChannel.Broken.self) { try client.payload(4) }
    }

    @Test func anUnknownTagIsBroken() throws {
        let (client, worker, closeBoth) = try Self.pair()
        defer { closeBoth() }
        let bytes: [UInt8] = [1, 0, 0, 0, 0x7A, 0]
        _ = bytes.withUnsafeBytes { send(worker.output, $0.baseAddress, $0.count, 0) }
        #expect(throws: WorkerChannel.Broken.self) { try client.nextFrame() }
    }

    /// The worker's loop, served on a thread of this process: a long prompt's samples come in
    /// several frames before the header, and they are the audio the engine makes in-process.
    @Test func theWorkerStreamsTheEnginesOwnAudio() async throws {
        let (client, worker, closeBoth) = try Self.pair()
        defer { closeBoth() }
        let request = SpeechRequest(
            text:
                "Em quinhentos metros, vire à direita na Avenida Paulista e depois siga em frente por dois quilômetros.",
            voice: "pt-br")
        let expected = try await EspeakSynthesizer().synthesize(request)
        let descriptor = worker.input
        // The worker's loop ends when the client shuts its side; the test waits for that before its
        // descriptors are closed, so the loop never reads a number that another test has reopened.
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            SpeechWorker.serve(input: descriptor, output: descriptor, dataPath: nil)
            finished.signal()
        }
        thread.start()

        try client.send(.request, WorkerMessages.Request(request).encoded)
        var samples: [Int16] = []
        var sampleFrames = 0
        var frame = try client.nextFrame()
        while frame.tag == .samples {
            sampleFrames += 1
            try client.samples(frame.length, into: &samples)
            frame = try client.nextFrame()
        }
        let answer = try WorkerMessages.Answer(decoding: try client.payload(frame.length))
        _ = shutdown(client.output, Int32(SHUT_WR))  // ends the worker's loop
        #expect(finished.wait(timeout: .now() + 30) == .success, "the worker's loop ends with its client")

        #expect(answer.error?.speechError == nil)
        #expect(answer.voice == expected.voice && answer.sampleRate == expected.sampleRate)
        #expect(
            sampleFrames >= 2, "the first chunk is sent at once, the rest after it (\(samples.count) samples)"
        )
        // Every sample the worker made arrived, none twice.
        #expect(
            samples.count == answer.sampleCount, "\(samples.count) samples streamed of \(answer.sampleCount)")
        // The same speech as in-process: eSpeak NG's pauses vary by up to an audio buffer (about
        // 60 ms) with what the library said before in this process, so the lengths agree within
        // two buffers; a lost or repeated frame is caught by the count above.
        let buffer = expected.sampleRate * 60 / 1000
        #expect(
            abs(samples.count - expected.samples.count) <= 2 * buffer,
            "\(samples.count) samples streamed, \(expected.samples.count) in-process")
        // eSpeak NG sometimes marks an empty word at position 0, depending on what the library
        // said before in this process (other tests share it); such a mark names no text.
        func marks(_ kinds: [SpeechEvent.Kind]) -> [SpeechEvent.Kind] {
            kinds.filter { if case .word(_, 0) = $0 { false } else { true } }
        }
        #expect(marks(answer.events.map(\.speechEvent.kind)) == marks(expected.events.map(\.kind)))
        let silent = samples.isEmpty || samples.allSatisfy { $0 == 0 }
        #expect(!silent)
    }
}
