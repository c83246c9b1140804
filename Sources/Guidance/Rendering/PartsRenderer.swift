import Localization
import MessageFormat

/// Walks a formatted message's pieces once and builds its three forms: literal text as written
/// (escaped for SSML), speakable values through their own display, spoken and SSML forms, other
/// values through their formatted text, and MF2 markup mapped to the SSML elements eSpeak NG
/// handles well.
struct PartsRenderer {
    /// The markup a template may use, and the SSML element each becomes.
    static let markupElements: Set<String> = ["emphasis", "break", "s", "p"]

    private var display: TextPieces
    private var spoken: TextPieces
    private var ssml: TextPieces
    private let style: RenderingStyle
    /// Whether the last piece was a value whose display form ends with a full stop (a name ending
    /// in an abbreviation, "Bahnhofstr."): the sentence's own full stop is then not shown twice.
    private var afterValueEndingWithFullStop = false

    /// How many pieces each form keeps on the stack before joining them.
    private static let room = 16

    /// Renders with a renderer whose pieces are kept on the stack: `body` adds them, and the
    /// three forms are joined at the end.
    static func rendering(style: RenderingStyle, _ body: (inout PartsRenderer) -> Void) -> RenderedText {
        withUnsafeTemporaryAllocation(of: String.self, capacity: 3 * room) { memory in
            var renderer = PartsRenderer(
                display: TextPieces(UnsafeMutableBufferPointer(rebasing: memory[0..<room])),
                spoken: TextPieces(UnsafeMutableBufferPointer(rebasing: memory[room..<2 * room])),
                ssml: TextPieces(UnsafeMutableBufferPointer(rebasing: memory[2 * room..<3 * room])),
                style: style)
            body(&renderer)
            return RenderedText(
                display: renderer.display.finish(), spoken: renderer.spoken.finish(),
                ssml: renderer.ssml.finish())
        }
    }

    /// Adds one piece to the three forms; template problems go to `problems`.
    mutating func add(_ piece: MessagePiece, problems: inout [String]) {
        let afterFullStop = afterValueEndingWithFullStop
        afterValueEndingWithFullStop = false
        switch piece {
        case .text(let text):
            // A name ending with an abbreviation's full stop ("Bahnhofstr.") ends the sentence
            // too: the screen shows one full stop, not two. Speech keeps the sentence's.
            if afterFullStop, text.hasPrefix("."), !text.hasPrefix("..") {
                display.append(String(text.dropFirst()))
            } else {
                display.append(text)
            }
            if style.readings.isEmpty {
                spoken.append(text)
                ssml.append(SSML.escape(text))
            } else {
                let read = style.readings.apply(to: text)
                spoken.append(read.spokenText)
                ssml.append(read.ssml)
            }
        case .bidiIsolation:
            return
        case .markup(let markup):
            ssml.append(Self.element(markup, problems: &problems))
        case .value(let value, let text):
            if let shown = addSpeakable(value) {
                afterValueEndingWithFullStop = shown.hasSuffix(".")
            } else {
                if style.isolatesLeftToRight, RoadPhrase.hasLeftToRightLetter(text) {
                    display.append("\u{2068}" + text + "\u{2069}")
                } else {
                    display.append(text)
                }
                spoken.append(text)
                ssml.append(SSML.escape(text))
                afterValueEndingWithFullStop = text.hasSuffix(".")
            }
        case .fallback(let source):
            problems.append("unresolved {\(source)}")
            display.append("{\(source)}")
        }
    }

    /// Adds a speakable value's own three forms and returns its display form; nil when the value
    /// is not speakable. The module's own types are tried by their concrete type first: a cast
    /// to a protocol looks the conformance up, a cast to a type compares metadata.
    private mutating func addSpeakable(_ value: any MessageValue) -> String? {
        let type = Swift.type(of: value)
        if type == FragmentValue.self, let fragment = value as? FragmentValue {
            return add(fragment)
        } else if type == DistanceValue.self, let distance = value as? DistanceValue {
            return add(distance)
        } else if type == RoadValue.self, let road = value as? RoadValue {
            return add(road)
        } else if type == OrdinalValue.self, let ordinal = value as? OrdinalValue {
            return add(ordinal)
        } else if let speakable = value as? any SpeakableValue {
            return add(speakable)
        }
        return nil
    }

    private mutating func add(_ speakable: some SpeakableValue) -> String {
        let shown = speakable.displayText
        display.append(shown)
        spoken.append(speakable.spokenText)
        ssml.append(speakable.ssml)
        return shown
    }

    private static func element(_ markup: MarkupPart, problems: inout [String]) -> String {
        guard markupElements.contains(markup.name) else {
            problems.append("markup {#\(markup.name)} has no SSML mapping")
            return ""
        }
        var attributes = ""
        for option in markup.options.sorted(by: { $0.name < $1.name }) {
            guard let value = option.value.stringValue else { continue }
            attributes += " \(SSML.escape(option.name))=\"\(SSML.escape(value))\""
        }
        switch markup.kind {
        case .open: return "<\(markup.name)\(attributes)>"
        case .close: return "</\(markup.name)>"
        case .standalone: return "<\(markup.name)\(attributes)/>"
        }
    }
}
