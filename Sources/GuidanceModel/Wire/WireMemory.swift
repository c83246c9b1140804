import Foundation

/// What the previous line of a feed decoded to, for the parts that navigators resend unchanged:
/// the current step and the remaining steps are byte for byte the same in every update until the
/// step changes. A part whose bytes match the remembered ones is taken as decoded, without
/// parsing it again; anything else is parsed and validated in full.
package struct WireMemory: Sendable {
    struct Remembered<Value: Sendable>: Sendable {
        /// The field the bytes were the value of: notes name it, so another spelling of the
        /// field is parsed again rather than taken with notes under the wrong name.
        var key: String
        var bytes: [UInt8]
        var value: Value
        /// What decoding the value noted (texts cut), given again with every repeat.
        var notes: [FieldNote]
    }

    var currentStep: Remembered<StepInfo>?
    var remainingSteps: Remembered<[StepInfo]>?

    /// An empty memory.
    public init() {}

    /// The length of `remembered` if it was the value of `key` and its bytes stand at `position`
    /// and end a value there.
    static func match<Value>(
        _ remembered: Remembered<Value>?, key: String, in bytes: UnsafeBufferPointer<UInt8>, at position: Int
    ) -> Int? {
        guard let remembered, remembered.key == key, !remembered.bytes.isEmpty,
            position + remembered.bytes.count <= bytes.count,
            let base = bytes.baseAddress
        else { return nil }
        let equal = remembered.bytes.withUnsafeBufferPointer { known in
            guard let knownBase = known.baseAddress else { return false }
            return memcmp(base + position, knownBase, known.count) == 0
        }
        guard equal else { return nil }
        var end = position + remembered.bytes.count
        while end < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "}") else {
            return nil
        }
        return remembered.bytes.count
    }
}
