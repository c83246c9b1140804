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

    /// Where the first invalid UTF-8 byte is, or nil; ASCII lines (most feeds) take a fast path.
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        let isASCII = bytes.withUnsafeBufferPointer { buffer in
            var combined: UInt8 = 0
            for byte in buffer { combined |= byte }
            return combined < 0x80
        }
        if isASCII { return nil }
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        return firstInvalidUTF8Offset(bytes)
    }

    /// Decodes through `Codable` and Foundation's `JSONDecoder`: the reference the fast decoder is
    /// checked against, and the path for anyone decoding the model with their own decoder.
    public func decodeWithFoundation(
        _ line: some Collection<UInt8>, lineNumber: Int
    ) -> Result<NavigatorEvent, EventLineError> {
        let bytes = Array(line)
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = Self.firstInvalidUTF8Offset(bytes)
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

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                consumed = offset
            case .emptyInput:
                return consumed
            case .error:
                return consumed
            }
        }
    }
}
