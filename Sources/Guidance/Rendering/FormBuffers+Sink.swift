import Localization

/// The renderer's buffers take a road name's or a distance's forms straight from `:road` and
/// `:distance`, with no string in between.
extension FormBuffers: FormSink {
    mutating func appendDisplay(_ bytes: UnsafeBufferPointer<UInt8>) {
        display.append(bytes)
    }

    mutating func appendSpoken(_ bytes: UnsafeBufferPointer<UInt8>) {
        spoken.append(bytes)
    }

    mutating func appendSSML(_ bytes: UnsafeBufferPointer<UInt8>) {
        ssml.append(bytes)
    }
}
