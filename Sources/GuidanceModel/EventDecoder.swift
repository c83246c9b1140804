import StrictJSON

/// Decodes one line of the newline-delimited JSON wire format into a ``NavigatorEvent``, or says
/// precisely why it cannot: the field path and the reason. One bad line never affects the next.
public struct EventDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a line (without its newline). Blank lines are not events: callers skip them.
    /// Texts longer than ``TextBounds/maximumNameBytes`` are cut; use
    /// ``decode(_:lineNumber:warnings:)`` to hear about it.
    public func decode(_ line: some Collection<UInt8>, lineNumber: Int) -> Result<
        NavigatorEvent, EventLineError
    > {
        var warnings: [EventLineWarning] = []
        return decode(line, lineNumber: lineNumber, warnings: &warnings)
    }

    /// Decodes a line, adding to `warnings` what was changed in an accepted line (a name or sign
    /// cut to ``TextBounds/maximumNameBytes``), in field order; a rejected line adds nothing.
    public func decode(
        _ line: some Collection<UInt8>, lineNumber: Int, warnings: inout [EventLineWarning]
    ) -> Result<NavigatorEvent, EventLineError> {
        var memory = WireMemory()
        return decode(line, lineNumber: lineNumber, memory: &memory, warnings: &warnings)
    }

    /// Decodes a line of a feed, reusing what `memory` kept of the previous lines: steps that are
    /// resent unchanged are not parsed again (a feed reader keeps one memory per feed), and their
    /// warnings are given again.
    package func decode(
        _ line: some Collection<UInt8>, lineNumber: Int, memory: inout WireMemory,
        warnings: inout [EventLineWarning]
    ) -> Result<NavigatorEvent, EventLineError> {
        let bytes = Array(line)
        // The check StrictJSON's parser makes of a whole document, made here once per line (ASCII
        // runs eight bytes at a time), so that the scanner can take strings without escapes
        // straight from the line's bytes.
        if let offset = bytes.withUnsafeBufferPointer({ JSONLexing.invalidUTF8Offset($0) }) {
            return .failure(
                EventLineError(
                    line: lineNumber, field: nil,
                    reason: "not valid UTF-8 (bad byte at column \(offset + 1))"))
        }
        let result: Result<(NavigatorEvent, [FieldNote]), WireScanner.Failure> =
            bytes.withUnsafeBufferPointer { buffer in
                do throws(WireScanner.Failure) {
                    var notes: [FieldNote] = []
                    let event = try WireDecoding.event(buffer, memory: &memory, notes: &notes)
                    return .success((event, notes))
                } catch {
                    return .failure(error)
                }
            }
        switch result {
        case .success(let (event, notes)):
            for note in notes { warnings.append(note.warning(line: lineNumber)) }
            return .success(event)
        case .failure(let failure):
            return .failure(EventLineError(line: lineNumber, field: failure.path, reason: failure.reason))
        }
    }
}
