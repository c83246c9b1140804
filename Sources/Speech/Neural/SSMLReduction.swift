import Foundation

/// An SSML document reduced to what a neural voice can honour: text with its pace and loudness,
/// pauses, and marks. eSpeak NG reads SSML itself; a Piper voice reads phonemes, so the markup
/// is carried out here:
///
/// - `<break>` is kept, as silence of its time or strength;
/// - `<mark>` is kept, as an event at its place in the audio;
/// - `<prosody rate>` and `<prosody volume>` are kept, as the voice's speed and a gain;
/// - `<sub alias>` says the alias;
/// - `<prosody pitch|range>`, `<emphasis>`, `<say-as>` and `<phoneme>` say their text as it is
///   written (the voice has no control for them);
/// - a change of language (`xml:lang`, `<voice>`) is noted, so that the worker lets eSpeak NG
///   say a prompt in a language the voice does not speak.
///
/// The document is the one ``SSMLGuard`` wrote: well-formed, only allowed elements.
struct SSMLReduction: Equatable {
    /// One part of what is said.
    enum Piece: Equatable {
        /// Text said at `speed` (1 is the voice's pace) with `gain` (1 is as made).
        case text(String, speed: Float, gain: Float)
        /// Silence.
        case pause(milliseconds: Int)
        /// A named point in the audio.
        case mark(String)
    }

    /// What is said, in order.
    var pieces: [Piece] = []
    /// The languages and voices the document switches to.
    var languages: [String] = []

    /// Break times by strength, in milliseconds.
    static let strengths: [String: Int] = [
        "none": 0, "x-weak": 100, "weak": 250, "medium": 400, "strong": 650, "x-strong": 1000,
    ]
    static let rates: [String: Float] = [
        "x-slow": 0.6, "slow": 0.8, "medium": 1, "fast": 1.25, "x-fast": 1.6, "default": 1,
    ]
    static let volumes: [String: Float] = [
        "silent": 0, "x-soft": 0.3, "soft": 0.55, "medium": 1, "loud": 1.4, "x-loud": 1.8, "default": 1,
    ]

    /// Reduces a checked document.
    init(document: String) {
        var scanner = Scanner(bytes: Array(document.utf8))
        scanner.run(into: &self)
    }

    /// Plain text, said as it is.
    init(text: String) {
        pieces = [.text(text, speed: 1, gain: 1)]
    }

    fileprivate mutating func say(_ text: String, speed: Float, gain: Float) {
        if case .text(let before, let lastSpeed, let lastGain)? = pieces.last, lastSpeed == speed,
            lastGain == gain
        {
            pieces[pieces.count - 1] = .text(before + text, speed: speed, gain: gain)
        } else {
            pieces.append(.text(text, speed: speed, gain: gain))
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Open elements with the pace and gain in force inside them.
        var stack: [(name: String, speed: Float, gain: Float)] = []
        /// Inside `<sub>`: its content is not said.
        var skipping = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var speed: Float { stack.last?.speed ?? 1 }
        var gain: Float { stack.last?.gain ?? 1 }

        mutating func run(into reduction: inout SSMLReduction) {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<") {
                    tag(into: &reduction)
                } else {
                    let start = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                    if skipping == 0 {
                        reduction.say(Self.decoded(bytes[start..<index]), speed: speed, gain: gain)
                    }
                }
            }
        }

        private mutating func tag(into reduction: inout SSMLReduction) {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    index += 1
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                }
                index += 1
            }
            index = min(index + 1, bytes.count)
            let inside = bytes[(start + 1)..<max(start + 1, index - 1)]
            guard let first = inside.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else {
                return
            }
            if first == UInt8(ascii: "/") {
                let name = String(decoding: inside.dropFirst(), as: UTF8.self).trimmed
                if name == "sub" { skipping = max(0, skipping - 1) }
                if let last = stack.lastIndex(where: { $0.name == name }) { stack.removeSubrange(last...) }
                return
            }
            let selfClosing = inside.last == UInt8(ascii: "/")
            let (name, attributes) = Self.parse(selfClosing ? inside.dropLast() : inside)
            if let language = attributes["xml:lang"] { reduction.languages.append(language) }
            var speed = self.speed
            var gain = self.gain
            switch name {
            case "voice":
                if let voice = attributes["name"] { reduction.languages.append(voice) }
            case "break":
                let milliseconds =
                    attributes["time"].flatMap(Self.milliseconds)
                    ?? SSMLReduction.strengths[attributes["strength"] ?? "medium"] ?? 400
                if skipping == 0, milliseconds > 0 {
                    reduction.pieces.append(.pause(milliseconds: milliseconds))
                }
            case "mark":
                if skipping == 0, let mark = attributes["name"] { reduction.pieces.append(.mark(mark)) }
            case "sub":
                if skipping == 0, let alias = attributes["alias"] {
                    reduction.say(alias, speed: speed, gain: gain)
                }
                if !selfClosing { skipping += 1 }
            case "prosody":
                speed *= attributes["rate"].flatMap(Self.rate) ?? 1
                gain *= attributes["volume"].flatMap(Self.volume) ?? 1
            case "s", "sentence", "p", "paragraph":
                // A sentence that ends without punctuation still ends: the phonemizer needs it.
                if skipping == 0 { reduction.say(" ", speed: speed, gain: gain) }
            default:
                break
            }
            if !selfClosing { stack.append((name, speed, gain)) }
        }

        static func parse(_ inside: ArraySlice<UInt8>) -> (String, [String: String]) {
            let text = String(decoding: inside, as: UTF8.self)
            let name = String(text.prefix { !$0.isWhitespace })
            var attributes: [String: String] = [:]
            var rest = Substring(text.dropFirst(name.count))
            while let equals = rest.firstIndex(of: "=") {
                let key = rest[..<equals].trimmed
                rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
                guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
                rest = rest.dropFirst()
                let end = rest.firstIndex(of: quote) ?? rest.endIndex
                attributes[key] = decoded(ArraySlice(rest[..<end].utf8))
                rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
            }
            return (name, attributes)
        }

        /// `250ms`, `1.5s`.
        static func milliseconds(_ time: String) -> Int? {
            if time.hasSuffix("ms"), let value = Double(time.dropLast(2)) { return Int(value) }
            if time.hasSuffix("s"), let value = Double(time.dropLast()) { return Int(value * 1000) }
            return nil
        }

        /// A keyword, `80%`, `+20%`, `-10%` or a multiplier (`1.5`).
        static func rate(_ value: String) -> Float? {
            if let keyword = SSMLReduction.rates[value] { return keyword }
            if value.hasSuffix("%"), let percent = Float(value.dropLast()) {
                let signed = value.hasPrefix("+") || value.hasPrefix("-")
                return max(0.3, (signed ? 100 + percent : percent) / 100)
            }
            return Float(value).map { max(0.3, $0) }
        }

        /// A keyword or a change in decibels (`+6dB`).
        static func volume(_ value: String) -> Float? {
            if let keyword = SSMLReduction.volumes[value] { return keyword }
            if value.lowercased().hasSuffix("db"), let decibels = Float(value.dropLast(2)) {
                return Float(pow(10, Double(decibels) / 20))
            }
            return nil
        }

        /// Text with XML's five entities and character references replaced.
        static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("&") else { return text }
            var result = ""
            var rest = Substring(text)
            while let amp = rest.firstIndex(of: "&") {
                result += rest[..<amp]
                guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
                let entity = rest[rest.index(after: amp)..<semicolon]
                switch entity {
                case "amp": result += "&"
                case "lt": result += "<"
                case "gt": result += ">"
                case "quot": result += "\""
                case "apos": result += "'"
                default:
                    let number =
                        entity.hasPrefix("#x")
                        ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst(), radix: 10)
                    if let scalar = number.flatMap(Unicode.Scalar.init) {
                        result.unicodeScalars.append(scalar)
                    }
                }
                rest = rest[rest.index(after: semicolon)...]
            }
            return result + rest
        }
    }
}

extension StringProtocol {
    fileprivate var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
