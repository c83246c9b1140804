import XMLText

/// The interchange files' XML as the XLIFF reader takes it: elements with their attributes and
/// lines, and text (CDATA included, comments, processing instructions and declarations passed
/// over), read by the one XML reader (`XMLReader`), its errors with the file and line.
struct XMLEvents {
    enum Event: Equatable {
        case start(name: String, attributes: [String: String], line: Int)
        case end(name: String, line: Int)
        case text(String)
    }

    let file: String

    func events(_ text: String) throws(InterchangeError) -> [Event] {
        var reader = XMLReader(text)
        var lines = LineCounter(bytes: reader.bytes)
        var events: [Event] = []
        var buffer = ""
        func flush() {
            if !buffer.isEmpty { events.append(.text(buffer)) }
            buffer = ""
        }
        while true {
            let token: XMLReader.Token?
            do {
                token = try reader.next()
            } catch {
                throw InterchangeError(file: file, line: lines.line(at: error.offset), reason: error.reason)
            }
            guard let token else { break }
            switch token {
            case .start(let name, let attributes, let empty, let offset):
                flush()
                let line = lines.line(at: offset)
                let values = Dictionary(attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
                events.append(.start(name: name, attributes: values, line: line))
                if empty { events.append(.end(name: name, line: line)) }
            case .end(let name, let offset):
                flush()
                events.append(.end(name: name, line: lines.line(at: offset)))
            case .text(let text, _), .cdata(let text, _):
                buffer += text
            case .comment, .instruction, .declaration:
                continue
            }
        }
        flush()
        return events
    }

    /// Lines of byte offsets met in order, counted once.
    private struct LineCounter {
        let bytes: [UInt8]
        var position = 0
        var line = 1

        mutating func line(at offset: Int) -> Int {
            if offset < position {
                position = 0
                line = 1
            }
            while position < min(offset, bytes.count) {
                if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
            return line
        }
    }
}
