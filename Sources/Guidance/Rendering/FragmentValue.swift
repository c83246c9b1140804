import Localization
import MessageFormat

/// A rendering passed into another message (an instruction inside a stage sentence): it keeps
/// its three forms, so nesting messages never loses the spoken form or double-escapes SSML.
struct FragmentValue: MessageValue, SpeakableValue {
    let text: RenderedText

    var partType: String { "fragment" }
    var stringValue: String? { text.display }
    var displayText: String { text.display }
    var spokenText: String { text.spoken }
    var ssml: String { text.ssml }

    func format(context: FunctionContext) throws(MessageError) -> String {
        text.display
    }

    func formattedText(context: FunctionContext) throws(MessageError) -> String {
        text.display
    }
}
