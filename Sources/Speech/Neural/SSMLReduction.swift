import Foundation
import XMLText

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

    /// Reduces a checked document. A document that is not well-formed (``SSMLGuard`` lets none
    /// through) is said up to where it stops being so.
    init(document: String) {
        var reader = XMLReader(document)
        var scope = Scope()
        while let token = try? reader.next() {
            switch token {
            case .start(let name, let attributes, let empty, _):
                scope.open(name, attributes: attributes, empty: empty, into: &self)
            case .end(let name, _):
                scope.close(name)
            case .text(let text, _), .cdata(let text, _):
                if scope.skipping == 0 { say(text, speed: scope.speed, gain: scope.gain) }
            case .comment, .instruction, .declaration:
                break
            }
        }
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

    /// The elements open where the reduction is, with the pace and gain in force inside each.
    private struct Scope {
        var stack: [(name: String, speed: Float, gain: Float)] = []
        /// Inside `<sub>`: its content is not said.
        var skipping = 0

        var speed: Float { stack.last?.speed ?? 1 }
        var gain: Float { stack.last?.gain ?? 1 }

        mutating func open(
            _ name: String, attributes list: [XMLReader.Attribute], empty: Bool,
            into reduction: inout SSMLReduction
        ) {
            func attribute(_ key: String) -> String? { list.first { $0.name == key }?.value }
            if let language = attribute("xml:lang") { reduction.languages.append(language) }
            var speed = self.speed
            var gain = self.gain
            switch name {
            case "voice":
                if let voice = attribute("name") { reduction.languages.append(voice) }
            case "break":
                let milliseconds =
                    attribute("time").flatMap(SSMLGuard.milliseconds).map { Int($0) }
                    ?? SSMLReduction.strengths[attribute("strength") ?? "medium"] ?? 400
                if skipping == 0, milliseconds > 0 {
                    reduction.pieces.append(.pause(milliseconds: milliseconds))
                }
            case "mark":
                if skipping == 0, let mark = attribute("name") { reduction.pieces.append(.mark(mark)) }
            case "sub":
                if skipping == 0, let alias = attribute("alias") {
                    reduction.say(alias, speed: speed, gain: gain)
                }
            case "prosody":
                speed *= attribute("rate").flatMap(Self.rate) ?? 1
                gain *= attribute("volume").flatMap(Self.volume) ?? 1
            case "s", "sentence", "p", "paragraph":
                // A sentence that ends without punctuation still ends: the phonemizer needs it.
                if skipping == 0 { reduction.say(" ", speed: speed, gain: gain) }
            default:
                break
            }
            if !empty {
                if name == "sub" { skipping += 1 }
                stack.append((name, speed, gain))
            }
        }

        mutating func close(_ name: String) {
            if name == "sub" { skipping = max(0, skipping - 1) }
            if let last = stack.lastIndex(where: { $0.name == name }) { stack.removeSubrange(last...) }
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
    }
}
