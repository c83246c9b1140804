import Foundation
import StrictJSON

/// Decodes one line of the newline-delimited JSON wire format into a ``NavigatorEvent``, or says
/// precisely why it cannot: the field path and the reason. One bad line never affects the next.
public struct EventDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a line (without its newline). Blank lines are not events: callers skip them.
    public func decode(_ line: some Collection<UInt8>, lineNumber: Int) -> Result<
        NavigatorEvent, EventLineError
    > {
        var memory = WireMemory()
        return decode(line, lineNumber: lineNumber, memory: &memory)
    }

    /// Decodes a line of a feed, reusing what `memory` kept of the previous lines: steps that are
    /// resent unchanged are not parsed again (a feed reader keeps one memory per feed).
    package func decode(
        _ line: some Collection<UInt8>, lineNumber: Int, memory: inout WireMemory
    ) -> Result<NavigatorEvent, EventLineError> {
        let bytes = Array(line)
        if let offset = Self.invalidUTF8Offset(bytes) {
            return .failure(
                EventLineError(
                    line: lineNumber, field: nil,
                    reason: "not valid UTF-8 (bad byte at column \(offset + 1))"))
        }
        let result: Result<NavigatorEvent, WireScanner.Failure> = bytes.withUnsafeBufferPointer { buffer in
            do throws(WireScanner.Failure) {
                return .success(try WireDecoding.event(buffer, memory: &memory))
            } catch {
                return .failure(error)
            }
        }
        return result.mapError { EventLineError(line: lineNumber, field: $0.path, reason: $0.reason) }
    }

    /// Where the first ill-formed UTF-8 sequence starts, or nil: the check StrictJSON's parser
    /// makes of a whole document, made here once per line (ASCII runs eight bytes at a time), so
    /// that the scanner can take strings without escapes straight from the line's bytes.
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { JSONLexing.invalidUTF8Offset($0) }
    }

    /// Decodes through `Codable` and Foundation's `JSONDecoder`: the reference the fast decoder is
    /// checked against, and the path for anyone decoding the model with their own decoder.
    public func decodeWithFoundation(
        _ line: some Collection<UInt8>, lineNumber: Int
    ) -> Result<NavigatorEvent, EventLineError> {
        let bytes = Array(line)
        if let offset = Self.invalidUTF8Offset(bytes) {
            return .failure(
                EventLineError(
                    line: lineNumber, field: nil, reason: "not valid UTF-8 (bad byte at column \(offset + 1))"
                ))
        }
        do {
            return .success(try JSONDecoder().decode(NavigatorEvent.self, from: Data(bytes)))
        } catch let error as DecodingError {
            return .failure(Self.describe(error, line: lineNumber))
        } catch {
            return .failure(EventLineError(line: lineNumber, field: nil, reason: "\(error)"))
        }
    }

    static func describe(_ error: DecodingError, line: Int) -> EventLineError {
        let problem = DecodingProblem(error)
        return EventLineError(line: line, field: problem.path, reason: problem.reason)
    }
}
