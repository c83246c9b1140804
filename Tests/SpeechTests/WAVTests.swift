import Foundation
import Testing

@testable import Speech

@Suite struct WAVTests {
    let synthesizer = EspeakSynthesizer()

    /// The sentence, synthesized once for every test that needs real speech, on the engine's
    /// own thread (awaited, so no test holds a thread of the pool while another synthesizes).
    private static let sentence = Task {
        try await EspeakSynthesizer().synthesize(SpeechRequest(text: TestSupport.englishSentence))
    }

    private func speech() async throws -> SynthesizedAudio {
        try await Self.sentence.value
    }

    /// (channels, sample width, rate, frames) as Python's `wave` module reads the file.
    private func pythonWave(_ path: String) -> [Int]? {
        let script = """
            import sys, wave
            w = wave.open(sys.argv[1])
            print(w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes())
            """
        guard let result = TestSupport.run(["python3", "-c", script, path]), result.status == 0 else {
            return nil
        }
        return result.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    }

    @Test(.enabled(if: TestSupport.has("python3")))
    func encodedFileReadsBackInPython() async throws {
        let audio = try await speech()
        let path = TestSupport.temporaryDirectory() + "/whole.wav"
        try Data(WAVEncoder.encode(audio)).write(to: URL(fileURLWithPath: path))
        #expect(pythonWave(path) == [1, 2, 22_050, audio.samples.count])
    }

    @Test(.enabled(if: TestSupport.has("soxi")))
    func streamedFileHasItsSizesPatched() async throws {
        let audio = try await speech()
        let path = TestSupport.temporaryDirectory() + "/streamed.wav"
        let writer = try WAVStreamWriter(path: path)
        #expect(writer.patchesHeader)
        for start in stride(from: 0, to: audio.samples.count, by: 1000) {
            try writer.write(audio.samples[start..<min(start + 1000, audio.samples.count)])
        }
        try writer.close()
        #expect(
            TestSupport.run(["soxi", "-r", path])?.output.trimmingCharacters(in: .whitespacesAndNewlines)
                == "22050")
        #expect(
            TestSupport.run(["soxi", "-c", path])?.output.trimmingCharacters(in: .whitespacesAndNewlines)
                == "1")
        #expect(
            TestSupport.run(["soxi", "-b", path])?.output.trimmingCharacters(in: .whitespacesAndNewlines)
                == "16")
        let samples = TestSupport.run(["soxi", "-s", path])?.output.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(samples == String(audio.samples.count))
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect(size == 44 + audio.samples.count * 2)
        #expect(pythonWave(path)?.last == audio.samples.count)
    }

    @Test func streamedFileIsReadableByItsOwnHeaderFields() async throws {
        let audio = try await speech()
        let path = TestSupport.temporaryDirectory() + "/fields.wav"
        let writer = try WAVStreamWriter(path: path)
        try writer.write(audio.samples)
        try writer.close()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        func word(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(word(4) == bytes.count - 8)
        #expect(word(24) == 22_050)
        #expect(word(40) == audio.samples.count * 2)
        let first = Int16(bitPattern: UInt16(bytes[44]) | UInt16(bytes[45]) << 8)
        #expect(first == audio.samples[0])
    }

    @Test func pipeGetsTheUnknownLengthMarker() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let writer = try WAVStreamWriter(fileDescriptor: descriptors[1], name: "pipe")
        #expect(!writer.patchesHeader)
        try writer.write([1, 2, 3] as [Int16])
        try writer.close()
        close(descriptors[1])
        let data = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true).readDataToEndOfFile()
        let bytes = [UInt8](data)
        #expect(bytes.count == 44 + 6)
        #expect(Array(bytes[4..<8]) == [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(Array(bytes[40..<44]) == [0xFF, 0xFF, 0xFF, 0xFF])
    }

    @Test func pipeWithAKnownLengthGetsExactSizes() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let writer = try WAVStreamWriter(fileDescriptor: descriptors[1], name: "pipe", expectedSampleCount: 3)
        try writer.write([1, 2, 3] as [Int16])
        try writer.close()
        close(descriptors[1])
        let bytes = [UInt8](
            FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true).readDataToEndOfFile())
        #expect(Array(bytes[40..<44]) == [6, 0, 0, 0])
        #expect(Array(bytes[4..<8]) == [42, 0, 0, 0])
    }

    @Test func rawPCMIsLittleEndianWithoutHeader() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        try PCMStreamWriter(fileDescriptor: descriptors[1]).write([0x0102, -2] as [Int16])
        close(descriptors[1])
        let bytes = [UInt8](
            FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true).readDataToEndOfFile())
        #expect(bytes == [0x02, 0x01, 0xFE, 0xFF])
    }

    @Test func unwritablePathIsATypedError() {
        #expect(throws: AudioOutputError.self) { try WAVStreamWriter(path: "/nonexistent-dir/x/out.wav") }
    }

    @Test(.enabled(if: TestSupport.has("python3")))
    func promptDirectoryWritesOneFilePerPrompt() async throws {
        let directory = TestSupport.temporaryDirectory() + "/prompts"
        let sink = WAVPromptDirectory(directory: directory)
        let audio = try await speech()
        let file = try sink.write(audio, promptID: "step-3.approach")
        #expect(file.path == directory + "/step-3.approach.wav")
        #expect(file.durationMilliseconds == audio.durationMilliseconds)
        #expect(pythonWave(file.path) == [1, 2, 22_050, audio.samples.count])
        let odd = try sink.write(TestSupport.tone(milliseconds: 10), promptID: "../a b")
        #expect(!odd.path.contains(".."))
        #expect((odd.path as NSString).deletingLastPathComponent == directory)
        let other = try sink.write(TestSupport.tone(milliseconds: 10), promptID: "../a_b")
        #expect(other.path != odd.path)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasSuffix(".partial")
        }
        #expect(leftovers.isEmpty)
    }
}
