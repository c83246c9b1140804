import CNeuralVoice
import Foundation

/// The worker's neural voices: each model loaded into the runtime on its first prompt, and the
/// prompts said with it. A prompt is given to the model as eSpeak NG's own IPA phonemes of its
/// text (so the spoken lexicon and number reading are those of every other voice), sentence by
/// sentence, so that the first sentence's audio leaves while the next is made.
///
/// Lives in the speech worker only: a crash in the runtime ends that process, and the client's
/// retry on a fresh worker costs one prompt at most.
final class NeuralSpeaker {
    /// What a prompt said with a model produced.
    struct Spoken {
        var sampleRate: Int
        var events: [SpeechEvent]
        var voice: String
    }

    /// Why a model does not say a request; eSpeak NG says it and the answer carries the reason.
    struct Declined: Error {
        var model: String
        var reason: String
    }

    let options: NeuralVoiceOptions
    private var library: OpaquePointer?
    private var loaded: [String: OpaquePointer] = [:]

    init(options: NeuralVoiceOptions) {
        self.options = options
    }

    deinit {
        for voice in loaded.values { guidance_neural_unload(voice) }
    }

    /// Says `request` with the model for its voice, handing samples to `emit`; nil when no model
    /// speaks the request's voice. Throws ``Declined`` for a prompt the model cannot say, before
    /// any sample is emitted.
    func speak(
        _ request: SpeechRequest, phonemizer: EspeakSynthesizer,
        emit: @escaping (UnsafeBufferPointer<Int16>) -> Void
    ) throws(SpeechError) -> Result<Spoken, Declined>? {
        guard let model = options.model(for: request.voice) else { return nil }
        let reduction =
            request.isSSML ? SSMLReduction(document: request.text) : SSMLReduction(text: request.text)
        if let other = reduction.languages.first(where: { VoiceModel.language(of: $0) != model.language }) {
            return .failure(Declined(model: model.name, reason: "the prompt switches to \(other)"))
        }
        // Every piece is turned into phonemes and checked before anything is said.
        var plan: [(piece: SSMLReduction.Piece, sentences: [[Int32]])] = []
        var missing: Set<Character> = []
        for piece in reduction.pieces {
            guard case .text(let text, _, _) = piece else {
                plan.append((piece, []))
                continue
            }
            let clauses = try phonemizer.ipaClausesNow(text, voice: model.phonemeVoice)
            let sentences = Self.sentences(clauses)
            for scalar in sentences.joined() where model.phonemeIDs[UInt32(scalar)] == nil {
                if let value = Unicode.Scalar(UInt32(scalar)) { missing.insert(Character(value)) }
            }
            plan.append((piece, sentences))
        }
        if !missing.isEmpty {
            let sounds = missing.sorted().map { String($0) }.joined(separator: " ")
            return .failure(Declined(model: model.name, reason: "sounds its phoneme set lacks: \(sounds)"))
        }
        let voice = try load(model)
        let rate = Int(guidance_neural_sample_rate(voice))
        let requestSpeed = Float(request.rate) / Float(SpeechRequest.defaultRate)
        let requestGain = Float(request.volume) / Float(SpeechRequest.defaultVolume)
        let limit = SpeechRequest.maximumAudioSeconds * rate
        var output = Output(emit: emit, limit: limit)
        var events: [SpeechEvent] = []
        func event(_ kind: SpeechEvent.Kind) {
            events.append(
                SpeechEvent(
                    kind: kind, sampleOffset: output.count,
                    milliseconds: AudioFormat.milliseconds(samples: output.count, sampleRate: rate)))
        }
        var position = 0
        for (piece, sentences) in plan {
            switch piece {
            case .mark(let name):
                event(.mark(name: name))
            case .pause(let milliseconds):
                output.silence(milliseconds * rate / 1000)
            case .text(let text, let speed, let gain):
                defer { position += text.count }
                guard !sentences.isEmpty else { continue }
                event(.sentence(textPosition: position))
                output.gain = gain * requestGain
                let lengths = sentences.map { Int32($0.count) }
                let codepoints = Array(sentences.joined())
                let made = withUnsafeMutablePointer(to: &output) { pointer in
                    guidance_neural_speak(
                        voice, codepoints, lengths, Int32(lengths.count), max(0.3, speed * requestSpeed),
                        { samples, count, context in
                            guard let samples, let context else { return 0 }
                            let output = context.assumingMemoryBound(to: Output.self)
                            return output.pointee.add(UnsafeBufferPointer(start: samples, count: Int(count)))
                                ? 1 : 0
                        }, pointer)
                }
                if output.tooLong { throw .audioTooLong(limitSeconds: SpeechRequest.maximumAudioSeconds) }
                if made < 0 {
                    throw .synthesisFailed(
                        status: 0, message: "the voice model \(model.name) failed to synthesize")
                }
            }
        }
        output.flush()
        return .success(Spoken(sampleRate: rate, events: events, voice: model.name))
    }

    /// Loads `model` into the runtime on its first use (the runtime library on the first of all).
    private func load(_ model: VoiceModel) throws(SpeechError) -> OpaquePointer {
        if let voice = loaded[model.path] { return voice }
        if library == nil {
            var error = [CChar](repeating: 0, count: 512)
            library = guidance_neural_open(options.library, &error, error.count)
            if library == nil {
                let reason = String(
                    decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw .voiceRuntimeUnavailable(reason: "\(options.library): \(reason)")
            }
        }
        let files = try ModelFile.prepare(model, cacheDirectory: options.cacheDirectory)
        guard
            let voice = guidance_neural_load(
                library, files.model, files.tokens, model.noiseScale, model.noiseWidth, model.lengthScale,
                Int32(options.threads))
        else {
            throw .voiceModelUnusable(path: model.path, reason: "the runtime could not load it")
        }
        loaded[model.path] = voice
        return voice
    }

    /// Clauses as the runtime's units, each with the punctuation that ended it (the voice
    /// inflects and pauses by it). A clause is made while the one before it plays: the first
    /// audio of a long prompt leaves after its first clause (about 130 ms for "In 200 meters,"
    /// on this project's two-core machine) instead of after the whole sentence, and the seams
    /// cost about 0.1 s of pause where the text has a comma anyway.
    static func sentences(_ clauses: [EspeakSynthesizer.PhonemeClause]) -> [[Int32]] {
        clauses.map { clause in
            var text = clause.phonemes
            if let ending = clause.ending { text.append(ending) }
            return text.unicodeScalars.map { Int32(bitPattern: $0.value) }
        }
    }

    /// Samples converted to 16 bits and handed on in batches, counted against the limit.
    private struct Output {
        let emit: (UnsafeBufferPointer<Int16>) -> Void
        let limit: Int
        var gain: Float = 1
        var count = 0
        var tooLong = false
        var batch: [Int16] = []

        init(emit: @escaping (UnsafeBufferPointer<Int16>) -> Void, limit: Int) {
            self.emit = emit
            self.limit = limit
            batch.reserveCapacity(8192)
        }

        mutating func add(_ samples: UnsafeBufferPointer<Float>) -> Bool {
            guard count + samples.count <= limit else {
                tooLong = true
                return false
            }
            for sample in samples {
                let scaled = (sample * gain * 32767).rounded()
                batch.append(Int16(max(-32768, min(32767, scaled))))
            }
            count += samples.count
            flush()
            return true
        }

        mutating func silence(_ samples: Int) {
            let samples = min(samples, limit - count)
            guard samples > 0 else { return }
            batch.append(contentsOf: repeatElement(0, count: samples))
            count += samples
            flush()
        }

        mutating func flush() {
            guard !batch.isEmpty else { return }
            batch.withUnsafeBufferPointer { emit($0) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
