import Localization
import MessageFormat

/// Walks a formatted message's parts once and builds its three forms: literal text as written
/// (escaped for SSML), speakable values through their own display, spoken and SSML forms, other
/// values through their formatted text, and MF2 markup mapped to the SSML elements eSpeak NG
/// handles well.
enum PartsRenderer {
    /// The markup a template may use, and the SSML element each becomes.
    static let markupElements: Set<String> = ["emphasis", "break", "s", "p"]

    static func render(_ parts: [MessagePart], problems: inout [String]) -> RenderedText {
        var display = ""
        var spoken = ""
        var ssml = ""
        var afterValue = false
        for part in parts {
            defer {
                if case .expression = part { afterValue = true } else { afterValue = false }
            }
            switch part {
            case .text(let text):
                // A name ending with an abbreviation's full stop ("Bahnhofstr.") ends the
                // sentence too: the screen shows one full stop, not two. Speech keeps it.
                if afterValue, display.hasSuffix("."), text.hasPrefix("."), !text.hasPrefix("..") {
                    display += text.dropFirst()
                } else {
                    display += text
                }
                spoken += text
                ssml += SSML.escape(text)
            case .bidiIsolation:
                continue
            case .markup(let markup):
                ssml += element(markup, problems: &problems)
            case .expression(let expression):
                if let speakable = expression.value as? any SpeakableValue {
                    display += speakable.displayText
                    spoken += speakable.spokenText
                    ssml += speakable.ssml
                } else {
                    display += expression.text
                    spoken += expression.text
                    ssml += SSML.escape(expression.text)
                }
            case .fallback(let source):
                problems.append("unresolved {\(source)}")
                display += "{\(source)}"
                spoken += ""
                ssml += ""
            }
        }
        return RenderedText(display: display, spoken: spoken, ssml: ssml)
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
