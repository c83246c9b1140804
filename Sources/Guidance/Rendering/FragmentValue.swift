import Localization
import MessageFormat

/// A rendering passed into another message (an instruction inside a stage sentence): it keeps
/// its three forms, so nesting messages never loses the spoken form or double-escapes SSML.
///
/// A class: as a `MessageValue` it is copied at every step of formatting, and a reference fits
/// in the existential's inline buffer, where the three strings needed a boxed copy each time.
final class FragmentValue: MessageValue, SpeakableValue {
    let text: RenderedText

    init(text: RenderedText) {
        self.text = text
    }

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
