import Foundation
import MessageFormat

/// The three forms of a rendering written as UTF-8 bytes into memory lent by the caller (on the
/// stack), spilling to the heap for a long text, and turned into strings once at the end.
struct FormBuffers {
    /// One form's bytes.
    typealias Form = SpillingBytes

    var display: Form
    var spoken: Form
    var ssml: Form

    /// How many bytes each form keeps on the stack: the three fit the 1 KiB that
    /// `withUnsafeTemporaryAllocation` keeps on the stack without asking (beyond it, Linux
    /// allocates them on the heap); a longer form spills to the heap.
    static let room = 340

    /// Runs `body` with three forms in stack memory.
    static func with<Result>(_ body: (inout FormBuffers) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * room) { memory in
            var buffers = FormBuffers(
                display: Form(UnsafeMutableBufferPointer(rebasing: memory[0..<room])),
                spoken: Form(UnsafeMutableBufferPointer(rebasing: memory[room..<2 * room])),
                ssml: Form(UnsafeMutableBufferPointer(rebasing: memory[2 * room..<3 * room])))
            return body(&buffers)
        }
    }

    /// The three forms as strings; `capitalizing` upper-cases each one's first letter (skipping
    /// the SSML form's tags), as a finished sentence needs.
    func text(capitalizing: Bool) -> RenderedText {
        guard capitalizing else {
            return RenderedText(display: display.string, spoken: spoken.string, ssml: ssml.string)
        }
        return RenderedText(
            display: display.capitalizedString(skippingTags: false),
            spoken: spoken.capitalizedString(skippingTags: false),
            ssml: ssml.capitalizedString(skippingTags: true))
    }
}

extension SpillingBytes {
    /// The text written with its first letter upper-cased, as ``SentenceCase`` does it: when the
    /// bytes decide, the letter is changed in the buffer, before the one copy into the string.
    func capitalizedString(skippingTags: Bool) -> String {
        guard let written = lentBytes else {
            return SentenceCase.capitalizeFirstLetter(string, skippingTags: skippingTags)
        }
        switch SentenceCase.asciiFirstLetter(written, skippingTags: skippingTags) {
        case .none:
            return string
        case .lowercase(let offset):
            replaceByte(at: offset, with: written[offset] - 0x20)
            return string
        case .characters(let walk):
            return SentenceCase.byCharacter(string, skippingTags: skippingTags, from: walk)
        }
    }
}
