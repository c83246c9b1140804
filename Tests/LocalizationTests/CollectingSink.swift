@testable import Localization

/// A ``FormSink`` that keeps what it is given, for comparing the forms a value writes with the
/// strings the general path makes.
struct CollectingSink: FormSink {
    var display: [UInt8] = []
    var spoken: [UInt8] = []
    var ssml: [UInt8] = []

    mutating func appendDisplay(_ bytes: UnsafeBufferPointer<UInt8>) { display += bytes }
    mutating func appendSpoken(_ bytes: UnsafeBufferPointer<UInt8>) { spoken += bytes }
    mutating func appendSSML(_ bytes: UnsafeBufferPointer<UInt8>) { ssml += bytes }

    /// The forms as strings (display, spoken, SSML).
    var forms: (display: String, spoken: String, ssml: String) {
        (
            String(decoding: display, as: UTF8.self), String(decoding: spoken, as: UTF8.self),
            String(decoding: ssml, as: UTF8.self)
        )
    }
}
