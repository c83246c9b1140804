/// A small XML reader for the interchange files: elements, attributes, text, the five named
/// entities and character references, CDATA, comments and processing instructions; DTDs are
/// skipped (never expanded). It checks that tags balance, and reports the line of a problem.
/// (Foundation's XML parser would link libxml2 into the binary for this one use.)
struct XMLEvents {
    enum Event: Equatable {
        case start(name: String, attributes: [String: String], line: Int)
        case end(name: String, line: Int)
        case text(String)
    }

    let file: String

    func events(_ text: String) throws(InterchangeError) -> [Event] {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var events: [Event] = []
        var stack: [String] = []
        var buffer = String.UnicodeScalarView()
        func fail(_ reason: String) -> InterchangeError {
            InterchangeError(file: file, line: line, reason: reason)
        }
        func hasPrefix(_ prefix: String) -> Bool {
            var position = index
            for scalar in prefix.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }
        func advance(_ count: Int) {
            for _ in 0..<count where index < scalars.count {
                if scalars[index] == "\n" { line += 1 }
                index += 1
            }
        }
        func skip(past terminator: String, what: String) throws(InterchangeError) -> String {
            var out = String.UnicodeScalarView()
            while index < scalars.count {
                if hasPrefix(terminator) {
                    advance(terminator.unicodeScalars.count)
                    return String(out)
                }
                out.append(scalars[index])
                advance(1)
            }
            throw fail("\(what) not closed")
        }
        func flush() {
            if !buffer.isEmpty { events.append(.text(String(buffer))) }
            buffer = String.UnicodeScalarView()
        }
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            !(scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "/"
                || scalar == ">" || scalar == "=" || scalar == "<" || scalar == "\"" || scalar == "'")
        }
        func name() throws(InterchangeError) -> String {
            var out = String.UnicodeScalarView()
            while index < scalars.count, isNameScalar(scalars[index]) {
                out.append(scalars[index])
                advance(1)
            }
            guard !out.isEmpty else { throw fail("expected a name") }
            return String(out)
        }
        func spaces() {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance(1) }
        }
        func entity() throws(InterchangeError) -> Unicode.Scalar {
            advance(1)
            var body = ""
            while index < scalars.count, scalars[index] != ";" {
                guard body.count < 12 else { throw fail("an & that starts no entity") }
                body.unicodeScalars.append(scalars[index])
                advance(1)
            }
            guard index < scalars.count else { throw fail("an entity not closed by ;") }
            advance(1)
            switch body {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let value: UInt32?
                if body.hasPrefix("#x") {
                    value = UInt32(body.dropFirst(2), radix: 16)
                } else if body.hasPrefix("#") {
                    value = UInt32(body.dropFirst(), radix: 10)
                } else {
                    value = nil
                }
                guard let value, let scalar = Unicode.Scalar(value) else {
                    throw fail("unknown entity &\(body);")
                }
                return scalar
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "&" {
                buffer.append(try entity())
                continue
            }
            guard scalar == "<" else {
                buffer.append(scalar)
                advance(1)
                continue
            }
            if hasPrefix("<!--") {
                advance(4)
                _ = try skip(past: "-->", what: "a comment")
            } else if hasPrefix("<![CDATA[") {
                advance(9)
                buffer.append(contentsOf: try skip(past: "]]>", what: "a CDATA section").unicodeScalars)
            } else if hasPrefix("<?") {
                advance(2)
                _ = try skip(past: "?>", what: "a processing instruction")
            } else if hasPrefix("<!") {
                advance(2)
                var depth = 0
                while index < scalars.count, !(scalars[index] == ">" && depth == 0) {
                    if scalars[index] == "[" { depth += 1 }
                    if scalars[index] == "]" { depth -= 1 }
                    advance(1)
                }
                advance(1)
            } else if hasPrefix("</") {
                flush()
                advance(2)
                let closing = try name()
                spaces()
                guard index < scalars.count, scalars[index] == ">" else {
                    throw fail("expected > after </\(closing)")
                }
                advance(1)
                guard stack.last == closing else {
                    throw fail("</\(closing)> closes \(stack.last.map { "<\($0)>" } ?? "nothing")")
                }
                stack.removeLast()
                events.append(.end(name: closing, line: line))
            } else {
                flush()
                let startLine = line
                advance(1)
                let element = try name()
                var attributes: [String: String] = [:]
                while true {
                    spaces()
                    guard index < scalars.count else { throw fail("<\(element) not closed") }
                    if scalars[index] == ">" || hasPrefix("/>") { break }
                    let attribute = try name()
                    spaces()
                    guard index < scalars.count, scalars[index] == "=" else {
                        throw fail("expected = after the attribute \(attribute)")
                    }
                    advance(1)
                    spaces()
                    guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                        throw fail("expected a quoted value for \(attribute)")
                    }
                    let quote = scalars[index]
                    advance(1)
                    var value = String.UnicodeScalarView()
                    while index < scalars.count, scalars[index] != quote {
                        if scalars[index] == "<" { throw fail("< inside the attribute \(attribute)") }
                        if scalars[index] == "&" {
                            value.append(try entity())
                        } else {
                            value.append(scalars[index])
                            advance(1)
                        }
                    }
                    advance(1)
                    guard attributes[attribute] == nil else { throw fail("the attribute \(attribute) twice") }
                    attributes[attribute] = String(value)
                }
                events.append(.start(name: element, attributes: attributes, line: startLine))
                if hasPrefix("/>") {
                    advance(2)
                    events.append(.end(name: element, line: line))
                } else {
                    advance(1)
                    stack.append(element)
                }
            }
        }
        flush()
        if let open = stack.last { throw fail("<\(open)> is not closed") }
        return events
    }
}
