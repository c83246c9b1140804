/// The binary form of the worker's requests and answers: fixed-width little-endian integers and
/// length-prefixed UTF-8 strings. A prompt crosses the pipe several times a minute, and this
/// costs a few microseconds where Foundation's JSON coders cost a noticeable share of a prompt.
enum WorkerCoding {
    struct Writer {
        private(set) var bytes: [UInt8] = []

        mutating func integer(_ value: Int) {
            var little = Int64(value).littleEndian
            withUnsafeBytes(of: &little) { bytes.append(contentsOf: $0) }
        }

        mutating func flag(_ value: Bool) {
            bytes.append(value ? 1 : 0)
        }

        mutating func text(_ value: String?) {
            guard let value else { return integer(-1) }
            integer(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
    }

    struct Reader {
        struct Malformed: Error {}

        let bytes: [UInt8]
        private var position = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func integer() throws(Malformed) -> Int {
            guard position + 8 <= bytes.count else { throw Malformed() }
            var value: UInt64 = 0
            for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[position + index]) }
            position += 8
            return Int(Int64(bitPattern: value))
        }

        mutating func flag() throws(Malformed) -> Bool {
            guard position < bytes.count else { throw Malformed() }
            position += 1
            return bytes[position - 1] != 0
        }

        mutating func text() throws(Malformed) -> String? {
            let count = try integer()
            if count == -1 { return nil }
            guard count >= 0, position + count <= bytes.count else { throw Malformed() }
            defer { position += count }
            return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
        }
    }
}

extension WorkerMessages.Request {
    var encoded: [UInt8] {
        var writer = WorkerCoding.Writer()
        writer.flag(kind == .locate)
        writer.text(text)
        writer.flag(isSSML)
        writer.text(voice)
        for value in [rate, pitch, volume, processor] { writer.integer(value) }
        writer.flag(streams)
        return writer.bytes
    }

    init(decoding bytes: [UInt8]) throws(WorkerCoding.Reader.Malformed) {
        var reader = WorkerCoding.Reader(bytes)
        let locate = try reader.flag()
        let text = try reader.text() ?? ""
        let isSSML = try reader.flag()
        let voice = try reader.text() ?? ""
        let (rate, pitch, volume) = (try reader.integer(), try reader.integer(), try reader.integer())
        self.init(
            SpeechRequest(text: text, isSSML: isSSML, voice: voice, rate: rate, pitch: pitch, volume: volume))
        kind = locate ? .locate : .synthesize
        processor = try reader.integer()
        streams = try reader.flag()
    }
}

extension WorkerMessages.Answer {
    var encoded: [UInt8] {
        var writer = WorkerCoding.Writer()
        writer.flag(error != nil)
        if let error {
            writer.text(error.kind)
            writer.text(error.text)
            writer.integer(error.names.count)
            for name in error.names { writer.text(name) }
            writer.integer(error.number)
        }
        writer.integer(sampleRate)
        writer.text(voice)
        writer.text(fallbackFrom)
        writer.text(declinedBy)
        writer.text(declineReason)
        writer.integer(sampleCount)
        writer.integer(events.count)
        for event in events {
            writer.text(event.kind)
            for value in [event.position, event.length, event.sampleOffset, event.milliseconds] {
                writer.integer(value)
            }
            writer.text(event.name)
        }
        return writer.bytes
    }

    init(decoding bytes: [UInt8]) throws(WorkerCoding.Reader.Malformed) {
        var reader = WorkerCoding.Reader(bytes)
        var error: WorkerMessages.ErrorCode?
        if try reader.flag() {
            let kind = try reader.text() ?? ""
            let text = try reader.text() ?? ""
            var names: [String] = []
            for _ in 0..<max(0, min(try reader.integer(), 1024)) { names.append(try reader.text() ?? "") }
            error = WorkerMessages.ErrorCode(
                kind: kind, text: text, names: names, number: try reader.integer())
        }
        let sampleRate = try reader.integer()
        let voice = try reader.text() ?? ""
        let fallbackFrom = try reader.text()
        let declinedBy = try reader.text()
        let declineReason = try reader.text()
        let sampleCount = try reader.integer()
        guard sampleCount >= 0 else { throw WorkerCoding.Reader.Malformed() }
        var events: [WorkerMessages.Event] = []
        let count = try reader.integer()
        guard (0...1_000_000).contains(count) else { throw WorkerCoding.Reader.Malformed() }
        for _ in 0..<count {
            let kind = try reader.text() ?? ""
            let (position, length, offset, milliseconds) = (
                try reader.integer(), try reader.integer(), try reader.integer(), try reader.integer()
            )
            events.append(
                WorkerMessages.Event(
                    kind: kind, position: position, length: length, name: try reader.text(),
                    sampleOffset: offset,
                    milliseconds: milliseconds))
        }
        self.init(
            error: error, sampleRate: sampleRate, voice: voice, events: events,
            fallbackFrom: fallbackFrom, declinedBy: declinedBy, declineReason: declineReason,
            sampleCount: sampleCount)
    }
}
