import CEspeakNG
import Dispatch
import Foundation
import Synchronization

/// The process's one owner of eSpeak NG. The library keeps all its state in process globals
/// and crashes when two threads call it, so every C call in this module goes through
/// ``EspeakEngine/shared`` while holding its mutex; asynchronous callers are queued on its
/// serial dispatch queue so that they wait without blocking the cooperative thread pool.
package final class EspeakEngine: @unchecked Sendable {
    /// The single engine: the module's only global, immutable itself, guarding mutable state.
    static let shared = EspeakEngine()

    /// What the engine has configured in the library so far.
    struct State: Sendable {
        /// The data directory the library was initialised with, once it was.
        var dataPath: String?
        /// Samples per second reported by the library.
        var sampleRate = AudioFormat.sampleRate
        /// The voice name currently selected in the library.
        var selectedVoice: String?
        /// Requested name → the name that actually loads.
        var resolvedVoices: [String: ResolvedVoice] = [:]
        /// Rate, pitch and volume currently set, or nil when unknown (after a voice change).
        var parameters: Parameters?
        /// The voice list, read once.
        var voices: [VoiceInfo]?
    }

    /// What a requested voice name turned out to load.
    struct ResolvedVoice: Sendable {
        /// The name passed to the library.
        var loaded: String
        /// Whether the request's own name did not exist and a shorter one was used.
        var isFallback: Bool
    }

    /// Prosody parameters the library holds between calls.
    struct Parameters: Sendable, Equatable {
        var rate: Int
        var pitch: Int
        var volume: Int
    }

    /// The library's state, touched only while `lock` is held. A pthread mutex (`NSLock`) rather
    /// than `Mutex`, so that the thread sanitizer sees the exclusion too.
    private let lock = NSLock()
    private var state = State()
    private let queue = DispatchQueue(label: "guidance.speech.espeak", qos: .userInitiated)
    /// Async requests queued and not yet finished.
    private let waiting = Atomic<Int>(0)
    /// Whether no async request is running (the fast path may take the engine).
    private let idle = Atomic<Bool>(true)

    private init() {}

    // MARK: Access

    /// Runs `body` with exclusive use of the library on the calling thread.
    func withLibrary<T>(_ body: (inout State) throws(SpeechError) -> T) throws(SpeechError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// Runs `work` for an async caller. When the engine is idle (nothing queued, nobody inside),
    /// `work` runs at once on the caller's thread, saving two thread hops; otherwise it waits its
    /// turn on the engine's serial queue, so that many concurrent callers neither block the
    /// cooperative thread pool nor overtake each other.
    func enqueue<T: Sendable>(
        _ work: @escaping @Sendable () throws(SpeechError) -> T
    ) async throws(SpeechError) -> T {
        if waiting.load(ordering: .acquiring) == 0,
            idle.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged
        {
            defer { idle.store(true, ordering: .releasing) }
            return try work()
        }
        waiting.add(1, ordering: .acquiringAndReleasing)
        let result: Result<T, SpeechError> = await withCheckedContinuation { continuation in
            queue.async { [self] in
                // While anything waits here the fast path stays closed; a caller already on it
                // finishes first (the mutex inside `work` orders the two).
                let outcome = Result { () throws(SpeechError) -> T in try work() }
                waiting.subtract(1, ordering: .acquiringAndReleasing)
                continuation.resume(returning: outcome)
            }
        }
        return try result.get()
    }

    // MARK: Operations (call inside withLibrary)

    /// The data directory the library would use for `requestedPath`, found without loading any
    /// of it (so a corrupt file cannot crash the caller); empty when there is none.
    static func locateData(requestedPath: String?) -> String {
        if let requestedPath { return (try? EspeakDataLocation.resolve(requestedPath)) ?? "" }
        espeak_ng_InitializePath(nil)
        var located: UnsafePointer<CChar>?
        _ = espeak_Info(&located)
        return located.map { String(cString: $0) } ?? ""
    }

    /// Initialises the library on first use with the data at `requestedPath` (nil: the
    /// library's default location), checking the directory first so that a bad path never
    /// reaches the library.
    static func ensureInitialized(_ state: inout State, requestedPath: String?) throws(SpeechError) {
        let resolvedRequest = try requestedPath.map { (path: String) throws(SpeechError) in
            try EspeakDataLocation.resolve(path)
        }
        if let active = state.dataPath {
            if let resolvedRequest, resolvedRequest != active {
                throw .dataPathConflict(active: active, requested: resolvedRequest)
            }
            return
        }
        let path: String
        if let resolvedRequest {
            path = resolvedRequest
            espeak_ng_InitializePath(path)
        } else {
            path = locateData(requestedPath: nil)
            guard EspeakDataLocation.hasMarker(path) else { throw .dataNotFound(path: path) }
        }
        var context: espeak_ng_ERROR_CONTEXT?
        let status = espeak_ng_Initialize(&context)
        if status != ENS_OK {
            espeak_ng_ClearErrorContext(&context)
            throw .initializationFailed(status: status.rawValue, message: message(for: status))
        }
        let output = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        if output != ENS_OK {
            throw .initializationFailed(status: output.rawValue, message: message(for: output))
        }
        espeak_SetSynthCallback { wav, count, events in EspeakCallback.handle(wav, count, events) }
        state.sampleRate = Int(espeak_ng_GetSampleRate())
        state.dataPath = path
    }

    /// Selects the voice for `name`, falling back to shorter names (`pt-xx` → `pt`); returns the
    /// name loaded and a warning when a fallback was needed. A name that is not a voice file but
    /// is a voice's language (`en-gb`, `fr-fr` in eSpeak NG 1.51) selects that voice, silently.
    static func selectVoice(
        _ state: inout State, named name: String
    ) throws(SpeechError) -> (used: String, warning: SpeechWarning?) {
        let used: String
        var isFallback = false
        if let known = state.resolvedVoices[name] {
            used = known.loaded
            isFallback = known.isFallback
            if state.selectedVoice != used {
                guard espeak_ng_SetVoiceByName(used) == ENS_OK else {
                    throw .voiceNotFound(name: name, tried: [used])
                }
                state.selectedVoice = used
                state.parameters = nil
            }
        } else {
            let candidates = VoiceFallback.candidates(for: name)
            var found: String?
            for (index, candidate) in candidates.enumerated() {
                if let loaded = load(candidate, &state) {
                    found = loaded
                    isFallback = index > 0
                    break
                }
            }
            guard let found else {
                // A failed selection may leave another voice loaded; select it again next time.
                state.selectedVoice = nil
                state.parameters = nil
                throw .voiceNotFound(name: name, tried: candidates)
            }
            used = found
            state.resolvedVoices[name] = ResolvedVoice(loaded: found, isFallback: isFallback)
            state.selectedVoice = found
            state.parameters = nil
        }
        return (used, isFallback ? .voiceFallback(requested: name, used: used) : nil)
    }

    /// Loads `candidate` as a voice name, else as the language of a listed voice; returns the
    /// name that loaded.
    private static func load(_ candidate: String, _ state: inout State) -> String? {
        if espeak_ng_SetVoiceByName(candidate) == ENS_OK { return candidate }
        let wanted = VoiceInfo.normalized(candidate)
        let catalog = voices(&state)
        let matches =
            catalog.filter { VoiceInfo.normalized($0.languages.first ?? "") == wanted }
            + catalog.filter { voice in
                voice.languages.dropFirst().contains { VoiceInfo.normalized($0) == wanted }
            }
        return matches.first { espeak_ng_SetVoiceByName($0.identifier) == ENS_OK }?.identifier
    }

    /// Sets rate, pitch and volume when they differ from what the library holds.
    static func apply(_ parameters: Parameters, _ state: inout State) {
        guard state.parameters != parameters else { return }
        _ = espeak_ng_SetParameter(espeakRATE, Int32(parameters.rate), 0)
        _ = espeak_ng_SetParameter(espeakPITCH, Int32(parameters.pitch), 0)
        _ = espeak_ng_SetParameter(espeakVOLUME, Int32(parameters.volume), 0)
        state.parameters = parameters
    }

    /// Prepares the library for `request`: initialised, voice selected, parameters set.
    static func prepare(
        _ state: inout State, for request: SpeechRequest, dataPath: String?
    ) throws(SpeechError) -> (used: String, warning: SpeechWarning?) {
        try ensureInitialized(&state, requestedPath: dataPath)
        let voice = try selectVoice(&state, named: request.voice)
        apply(Parameters(rate: request.rate, pitch: request.pitch, volume: request.volume), &state)
        return voice
    }

    /// Synthesizes `text` into `sink` with the voice and parameters already prepared.
    static func run(
        _ request: SpeechRequest, into sink: SynthesisSink, _ state: inout State
    ) throws(SpeechError) {
        var flags = UInt32(espeakCHARS_UTF8)
        if request.isSSML { flags |= UInt32(espeakSSML) }
        let context = Unmanaged.passUnretained(sink).toOpaque()
        // The request's voice, not the document's language, says who speaks.
        let input = request.isSSML ? SSMLRootLanguage.removed(from: request.text) : request.text
        let status = withExtendedLifetime(sink) {
            input.withCString { text in
                espeak_ng_Synthesize(text, input.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, context)
            }
        }
        if request.isSSML {
            // SSML can switch language or prosody inside the library (`xml:lang`, `<voice>`,
            // an unclosed `<prosody>`) and eSpeak NG keeps that state for the next call:
            // forget what is selected so that the next request selects its voice afresh.
            state.selectedVoice = nil
            state.parameters = nil
        }
        if sink.wasAborted {
            _ = espeak_ng_Cancel()
            throw .cancelled
        }
        if sink.exceededAudioLimit {
            _ = espeak_ng_Cancel()
            throw .audioTooLong(limitSeconds: SpeechRequest.maximumAudioSeconds)
        }
        if status != ENS_OK {
            throw .synthesisFailed(status: status.rawValue, message: message(for: status))
        }
    }

    /// Every voice the data directory offers, read once.
    static func voices(_ state: inout State) -> [VoiceInfo] {
        if let voices = state.voices { return voices }
        var result: [VoiceInfo] = []
        if let list = espeak_ListVoices(nil) {
            var index = 0
            while let entry = list[index] {
                result.append(voiceInfo(entry.pointee))
                index += 1
            }
        }
        state.voices = result
        return result
    }

    /// The library's explanation of a status code.
    static func message(for status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func voiceInfo(_ voice: espeak_VOICE) -> VoiceInfo {
        let identifier = voice.identifier.map { String(cString: $0) } ?? ""
        let displayName = voice.name.map { String(cString: $0) } ?? identifier
        var languages: [String] = []
        if var cursor = voice.languages.map({ UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }) {
            // Each entry: one priority byte, then a NUL-terminated name; an empty name ends the list.
            while cursor.pointee != 0 {
                cursor += 1
                let name = String(cString: cursor)
                if name.isEmpty { break }
                languages.append(name)
                cursor += name.utf8.count + 1
            }
        }
        let gender: VoiceInfo.Gender =
            switch voice.gender {
            case 1: .male
            case 2: .female
            default: .unspecified
            }
        let fileName = identifier.split(separator: "/").last.map(String.init) ?? identifier
        return VoiceInfo(
            name: fileName.lowercased(), displayName: displayName, languages: languages,
            identifier: identifier, gender: gender)
    }
}

extension EspeakEngine {
    /// Runs `body` holding the library, prepared for `request` (initialised, voice and prosody
    /// set), and puts the engine's own callback and selection state back afterwards. It exists
    /// for the speech benchmark's baseline, which synthesizes through the bare C API with a
    /// callback of its own, so that the overhead it measures is the engine's alone; nothing
    /// else may call the library outside the engine.
    package static func withPreparedLibrary<T>(
        for request: SpeechRequest, dataPath: String?,
        _ body: (SpeechRequest) -> (T, espeak_ng_STATUS)
    ) throws(SpeechError) -> T {
        let checked = try request.validated()
        return try shared.withLibrary { (state: inout State) throws(SpeechError) -> T in
            _ = try prepare(&state, for: checked, dataPath: dataPath)
            defer {
                espeak_SetSynthCallback { wav, count, events in EspeakCallback.handle(wav, count, events) }
                if checked.isSSML {
                    state.selectedVoice = nil
                    state.parameters = nil
                }
            }
            let (result, status) = body(checked)
            guard status == ENS_OK else {
                throw .synthesisFailed(status: status.rawValue, message: message(for: status))
            }
            return result
        }
    }
}

/// The C callback eSpeak NG calls (on the synthesizing thread, in synchronous mode) with each
/// buffer of samples and its events. It captures nothing: the request's ``SynthesisSink``
/// arrives through the events' `user_data`.
enum EspeakCallback {
    /// Handles one callback; returns 1 to make the library stop.
    static func handle(
        _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
    ) -> Int32 {
        guard let events, let context = events.pointee.user_data else { return 0 }
        let sink = Unmanaged<SynthesisSink>.fromOpaque(context).takeUnretainedValue()
        var converted: [SpeechEvent] = []
        var cursor = events
        while cursor.pointee.type != espeakEVENT_LIST_TERMINATED {
            let event = cursor.pointee
            let milliseconds = Int(event.audio_position)
            let offset = sink.sampleOffset(milliseconds: milliseconds)
            let kind: SpeechEvent.Kind? =
                switch event.type {
                case espeakEVENT_WORD:
                    .word(textPosition: Int(event.text_position), length: Int(event.length))
                case espeakEVENT_SENTENCE: .sentence(textPosition: Int(event.text_position))
                case espeakEVENT_MARK: .mark(name: event.id.name.map { String(cString: $0) } ?? "")
                default: nil
                }
            if let kind {
                converted.append(SpeechEvent(kind: kind, sampleOffset: offset, milliseconds: milliseconds))
            }
            cursor += 1
        }
        let buffer =
            if let wav, count > 0 {
                UnsafeBufferPointer(start: wav, count: Int(count))
            } else {
                UnsafeBufferPointer<Int16>(start: nil, count: 0)
            }
        return sink.receive(buffer, events: converted) ? 0 : 1
    }
}
