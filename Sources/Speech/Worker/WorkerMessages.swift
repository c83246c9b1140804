/// What crosses the worker's socket: requests as the caller made them, answers as the engine
/// gave them; copies of the public types (written by ``WorkerCoding``), so those stay free of
/// wire concerns.
enum WorkerMessages {
    /// What the worker is asked to do.
    enum Kind: String {
        /// Synthesize the request.
        case synthesize
        /// Say where the data directory is, without loading it.
        case locate
    }

    struct Request {
        var kind: Kind = .synthesize
        var text: String
        var isSSML: Bool
        var voice: String
        var rate: Int
        var pitch: Int
        var volume: Int
        /// The processor the client asks from (-1: unknown), for the worker to move to.
        var processor = -1
        /// Whether the client takes the audio while it is spoken (the first chunk at once, then
        /// batches); otherwise it waits for the whole, and the worker tells it once, at the end.
        var streams = false

        init(_ request: SpeechRequest) {
            text = request.text
            isSSML = request.isSSML
            voice = request.voice
            rate = request.rate
            pitch = request.pitch
            volume = request.volume
        }

        var speechRequest: SpeechRequest {
            SpeechRequest(text: text, isSSML: isSSML, voice: voice, rate: rate, pitch: pitch, volume: volume)
        }
    }

    struct Event {
        var kind: String
        var position: Int
        var length: Int
        var name: String?
        var sampleOffset: Int
        var milliseconds: Int

        var speechEvent: SpeechEvent {
            let kind: SpeechEvent.Kind =
                switch self.kind {
                case "word": .word(textPosition: position, length: length)
                case "sentence": .sentence(textPosition: position)
                default: .mark(name: name ?? "")
                }
            return SpeechEvent(kind: kind, sampleOffset: sampleOffset, milliseconds: milliseconds)
        }
    }

    /// A ``SpeechError`` as it crosses the pipe, so that the client throws the same error the
    /// engine did.
    struct ErrorCode {
        var kind: String
        var text: String
        var names: [String]
        var number: Int

        var speechError: SpeechError {
            switch kind {
            case "voiceNotFound": .voiceNotFound(name: text, tried: names)
            case "dataNotFound": .dataNotFound(path: text)
            case "audioTooLong": .audioTooLong(limitSeconds: number)
            case "voiceRuntimeUnavailable": .voiceRuntimeUnavailable(reason: text)
            case "voiceModelNotFound": .voiceModelNotFound(path: text)
            case "voiceModelUnusable": .voiceModelUnusable(path: text, reason: names.first ?? "")
            case "cancelled": .cancelled
            default: .synthesisFailed(status: 0, message: text)
            }
        }
    }

    /// The answer's header, sent after its samples (``WorkerChannel``). For a `locate` request,
    /// `voice` holds the data directory.
    struct Answer {
        var error: ErrorCode?
        var sampleRate: Int
        var voice: String
        var events: [Event]
        var fallbackFrom: String?
        /// The neural voice that declined the request and why (eSpeak NG then said it).
        var declinedBy: String?
        var declineReason: String?
        /// How many samples the worker sent before this header, so that the client can tell a
        /// whole answer from one that lost a frame on its way.
        var sampleCount = 0

        /// The warnings the engine gave, rebuilt from what crossed the socket.
        var warnings: [SpeechWarning] {
            var warnings =
                fallbackFrom.map { [SpeechWarning.voiceFallback(requested: $0, used: voice)] } ?? []
            if let declinedBy {
                warnings.append(.voiceModelDeclined(model: declinedBy, reason: declineReason ?? ""))
            }
            return warnings
        }
    }
}

extension WorkerMessages.Event {
    init(_ event: SpeechEvent) {
        sampleOffset = event.sampleOffset
        milliseconds = event.milliseconds
        switch event.kind {
        case .word(let position, let length):
            (kind, self.position, self.length, name) = ("word", position, length, nil)
        case .sentence(let position):
            (kind, self.position, self.length, name) = ("sentence", position, 0, nil)
        case .mark(let name):
            (kind, self.position, self.length, self.name) = ("mark", 0, 0, name)
        }
    }
}

extension WorkerMessages.ErrorCode {
    init(_ error: SpeechError) {
        (kind, text, names, number) = ("other", error.description, [], 0)
        switch error {
        case .voiceNotFound(let name, let tried): (kind, text, names) = ("voiceNotFound", name, tried)
        case .dataNotFound(let path): (kind, text) = ("dataNotFound", path)
        case .audioTooLong(let limit): (kind, number) = ("audioTooLong", limit)
        case .voiceRuntimeUnavailable(let reason): (kind, text) = ("voiceRuntimeUnavailable", reason)
        case .voiceModelNotFound(let path): (kind, text) = ("voiceModelNotFound", path)
        case .voiceModelUnusable(let path, let reason):
            (kind, text, names) = ("voiceModelUnusable", path, [reason])
        case .cancelled: kind = "cancelled"
        default: break
        }
    }
}
