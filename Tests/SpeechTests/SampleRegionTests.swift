import Foundation
import Testing

@testable import Speech

/// The shared region the speech worker writes samples into: the worker's loop on a thread of this
/// process, its client's side (`IsolatedSynthesizer.converse`), and a worker that lies.
@Suite struct SampleRegionTests {
    /// A client channel and a worker channel joined by a socket pair.
    private struct Pair {
        let client: WorkerChannel
        let worker: WorkerChannel
        let descriptors: (Int32, Int32)

        init() throws {
            var descriptors: [Int32] = [0, 0]
            try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
            self.descriptors = (descriptors[0], descriptors[1])
            client = WorkerChannel(input: descriptors[0], output: descriptors[0], isSocket: true)
            worker = WorkerChannel(input: descriptors[1], output: descriptors[1], isSocket: true)
        }

        func close() {
            _ = Foundation.close(descriptors.0)
            _ = Foundation.close(descriptors.1)
        }
    }

    /// Runs the worker's loop on `pair`'s far side while `body` talks to it, then ends the loop
    /// (the client shuts its side) and waits for it before the descriptors are closed.
    private static func withWorker(_ pair: Pair, _ body: () throws -> Void) throws {
        let descriptor = pair.descriptors.1
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            SpeechWorker.serve(input: descriptor, output: descriptor, dataPath: nil)
            finished.signal()
        }
        thread.start()
        defer {
            _ = shutdown(pair.descriptors.0, Int32(SHUT_WR))
            _ = finished.wait(timeout: .now() + 30)
        }
        try body()
    }

    private static let prompt = SpeechRequest(
        text:
            "Em quinhentos metros, vire à direita na Avenida Paulista e depois siga em frente por dois quilômetros.",
        voice: "pt-br")

    /// eSpeak NG's timing varies by a few samples between runs, and the process's one engine is
    /// shared with the suite's other tests, which may leave it in another state between two
    /// calls; a prompt cut short loses far more than the 3% allowed.
    private static func sameLength(_ samples: [Int16], _ expected: [Int16]) -> Bool {
        abs(samples.count - expected.count) <= expected.count * 3 / 100
    }

    @Test func aWholePromptCrossesInOneHandOver() throws {
        let pair = try Pair()
        defer { pair.close() }
        let region = try #require(SampleRegion.create())
        let expected = try EspeakSynthesizer().synthesizeNow(Self.prompt)
        try Self.withWorker(pair) {
            try pair.client.sendRegion(region)
            var batches: [Int] = []
            let (answer, samples) = try IsolatedSynthesizer.converse(
                pair.client, region, WorkerMessages.Request(Self.prompt)
            ) { _, start in batches.append(start) }
            #expect(answer.error == nil && answer.voice == expected.voice)
            #expect(batches == [0], "one count, with the answer, for a client that waits for the whole")
            #expect(
                Self.sameLength(samples, expected.samples), "\(samples.count) vs \(expected.samples.count)")
            #expect(samples.contains { $0 != 0 })
            // The samples are the region's, copied out.
            let fromRegion = region.samples(0..<samples.count).elementsEqual(samples)
            #expect(fromRegion)
        }
    }

    @Test func aStreamingClientHearsTheFirstChunkThenBatches() throws {
        let pair = try Pair()
        defer { pair.close() }
        let region = try #require(SampleRegion.create())
        let expected = try EspeakSynthesizer().synthesizeNow(Self.prompt)
        try Self.withWorker(pair) {
            try pair.client.sendRegion(region)
            var request = WorkerMessages.Request(Self.prompt)
            request.streams = true
            var batches: [(start: Int, count: Int)] = []
            let (answer, samples) = try IsolatedSynthesizer.converse(pair.client, region, request) {
                samples, start in
                batches.append((start, samples.count - start))
            }
            // Every expectation names what was seen: the suite runs on busy machines beside other
            // users of the process's one engine, and a failure must say which part went wrong.
            let seen =
                "error \(String(describing: answer.error)), \(samples.count) samples "
                + "(alone: \(expected.samples.count)), batches \(batches.map(\.count))"
            try #require(answer.error == nil, "\(seen)")
            #expect(Self.sameLength(samples, expected.samples), "\(seen)")
            #expect(batches.count >= 3, "the first chunk at once, then batches: \(seen)")
            // The first batch is one callback's audio (about 60 ms), not a threshold's worth.
            #expect(
                batches.first.map { $0.start == 0 && $0.count < SpeechWorker.streamingThreshold / 2 } == true,
                "\(seen)")
            #expect(
                zip(batches, batches.dropFirst()).allSatisfy { $0.start + $0.count == $1.start }, "\(seen)")
            #expect(batches.last.map { $0.start + $0.count } == samples.count, "\(seen)")
        }
    }

    @Test func withoutARegionTheSamplesComeThroughTheSocket() throws {
        let pair = try Pair()
        defer { pair.close() }
        let expected = try EspeakSynthesizer().synthesizeNow(Self.prompt)
        try Self.withWorker(pair) {
            let (answer, samples) = try IsolatedSynthesizer.converse(
                pair.client, nil, WorkerMessages.Request(Self.prompt)
            ) { _, _ in }
            #expect(answer.error == nil)
            #expect(Self.sameLength(samples, expected.samples))
        }
    }

    /// A region too small for a prompt takes what fits; the rest comes through the socket, in order.
    @Test func audioBeyondTheRegionFollowsThroughTheSocket() throws {
        let pair = try Pair()
        defer { pair.close() }
        let region = try #require(SampleRegion.create(capacity: 64 << 10))
        let expected = try EspeakSynthesizer().synthesizeNow(Self.prompt)
        try #require(expected.samples.count > region.sampleCapacity * 2)
        try Self.withWorker(pair) {
            try pair.client.sendRegion(region)
            let (_, samples) = try IsolatedSynthesizer.converse(
                pair.client, region, WorkerMessages.Request(Self.prompt)
            ) { _, _ in }
            #expect(Self.sameLength(samples, expected.samples))
            // The region's samples come first, then the socket's (the callback that did not fit
            // and those after it).
            let regionFirst = samples.prefix(region.sampleCapacity / 2).elementsEqual(
                region.samples(0..<region.sampleCapacity / 2))
            #expect(regionFirst)
        }
    }

    /// What a broken or hostile worker could say: each is refused, nothing outside the region is
    /// read, and an answer whose samples did not all arrive is not taken for a whole prompt.
    @Test(arguments: ["beyond", "afterSocket", "noRegion", "shortCount", "backwards", "lostSamples"])
    func countsThatDoNotFitAreRefused(case lie: String) throws {
        let pair = try Pair()
        defer { pair.close() }
        let region = try #require(SampleRegion.create(capacity: 4096))
        func count(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt64(value).littleEndian) { Array($0) } }
        switch lie {
        case "beyond": try pair.worker.send(.ready, count(region.sampleCapacity + 1))
        case "afterSocket":
            try pair.worker.send(.samples, [1, 0])
            try pair.worker.send(.ready, count(10))
        case "noRegion": try pair.worker.send(.ready, count(10))
        case "shortCount": try pair.worker.send(.ready, [10, 0, 0, 0])
        case "lostSamples":
            try pair.worker.send(.samples, [1, 0, 2, 0])
            var answer = WorkerMessages.Answer(
                error: nil, sampleRate: 22050, voice: "x", events: [])
            answer.sampleCount = 3
            try pair.worker.send(.answer, answer.encoded)
        default:
            try pair.worker.send(.ready, count(10))
            try pair.worker.send(.ready, count(5))
        }
        #expect(throws: WorkerChannel.Broken.self) {
            _ = try IsolatedSynthesizer.converse(
                pair.client, lie == "noRegion" ? nil : region,
                WorkerMessages.Request(SpeechRequest(text: "x"))
            ) { _, _ in }
        }
    }

    /// The worker cannot shrink the memory under the client's mapping (a read there would end the
    /// client with SIGBUS), nor grow it.
    @Test func theRegionsSizeIsSealed() throws {
        let region = try #require(SampleRegion.create(capacity: 1 << 20))
        #expect(ftruncate(region.descriptor, 4096) != 0)
        #expect(ftruncate(region.descriptor, 2 << 20) != 0)
        var status = stat()
        #expect(fstat(region.descriptor, &status) == 0 && status.st_size == 1 << 20)
    }

    /// The region reaches the worker with its descriptor; one that is not a memory file of the
    /// size announced is not mapped.
    @Test func theRegionCrossesTheSocketWithItsDescriptor() throws {
        let pair = try Pair()
        defer { pair.close() }
        let region = try #require(SampleRegion.create(capacity: 1 << 20))
        try pair.client.sendRegion(region)
        let frame = try pair.worker.nextFrame()
        #expect(frame.tag == .region)
        #expect(try pair.worker.count(frame.length) == 1 << 20)
        let descriptor = try #require(pair.worker.takeDescriptor())
        let theirs = try #require(SampleRegion.adopt(descriptor, capacity: 1 << 20))
        [Int16]([1, 2, 3]).withUnsafeBufferPointer { theirs.write($0, at: 5) }
        #expect(Array(region.samples(5..<8)) == [1, 2, 3])
        #expect(pair.worker.takeDescriptor() == nil)

        let other = try #require(SampleRegion.create(capacity: 4096))
        #expect(SampleRegion.adopt(dup(other.descriptor), capacity: 8192) == nil)
        #expect(SampleRegion.adopt(open("/dev/null", O_RDWR), capacity: 4096) == nil)
    }

    /// After a long prompt the worker gives back what lies above the first megabyte.
    @Test func aLongPromptsPagesAreGivenBack() throws {
        let region = try #require(SampleRegion.create(capacity: 8 << 20))
        let samples = [Int16](repeating: 7, count: 2 << 20)  // 4 MiB
        samples.withUnsafeBufferPointer { region.write($0, at: 0) }
        func resident() -> Int {
            var status = stat()
            return fstat(region.descriptor, &status) == 0 ? Int(status.st_blocks) * 512 : -1
        }
        #expect(resident() >= 4 << 20)
        region.release(above: 4 << 20)
        #expect(resident() <= SampleRegion.keptBytes + 4096)
        #expect(region.samples(0..<4).allSatisfy { $0 == 7 })
        region.release(above: 1000)  // below what is kept: nothing happens
        #expect(resident() <= SampleRegion.keptBytes + 4096)
    }
}
