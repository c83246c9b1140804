import Foundation
import StrictJSON
import Synchronization

@testable import GuidanceModel

// The reference decoding and encoding of the wire format, through `Codable` and Foundation's
// `JSONDecoder` and `JSONEncoder`. The product reads lines with its own byte decoder
// (`WireDecoding`) and writes them with `NavigatorEvent.wireLine()`; these conformances are the
// independent second reading of docs/events.md that the differential tests hold both to. They
// live here, beside the tests, so that each wire rule has one place in the product.

extension EventDecoder {
    /// Decodes a line through `Codable` and `JSONDecoder`: the reference for ``decode(_:lineNumber:)``.
    func decodeWithFoundation(
        _ line: some Collection<UInt8>, lineNumber: Int
    ) -> Result<NavigatorEvent, EventLineError> {
        var warnings: [EventLineWarning] = []
        return decodeWithFoundation(line, lineNumber: lineNumber, warnings: &warnings)
    }

    /// ``decodeWithFoundation(_:lineNumber:)``, adding the line's warnings to `warnings`.
    func decodeWithFoundation(
        _ line: some Collection<UInt8>, lineNumber: Int, warnings: inout [EventLineWarning]
    ) -> Result<NavigatorEvent, EventLineError> {
        let bytes = Array(line)
        if let offset = bytes.withUnsafeBufferPointer({ JSONLexing.invalidUTF8Offset($0) }) {
            return .failure(
                EventLineError(
                    line: lineNumber, field: nil, reason: "not valid UTF-8 (bad byte at column \(offset + 1))"
                ))
        }
        let decoder = JSONDecoder()
        let notes = FieldNoteCollector()
        decoder.userInfo[FieldNoteCollector.key] = notes
        do {
            let event = try decoder.decode(NavigatorEvent.self, from: Data(bytes))
            for note in notes.notes { warnings.append(note.warning(line: lineNumber)) }
            return .success(event)
        } catch let error as DecodingError {
            let problem = DecodingProblem(error)
            return .failure(EventLineError(line: lineNumber, field: problem.path, reason: problem.reason))
        } catch {
            return .failure(EventLineError(line: lineNumber, field: nil, reason: "\(error)"))
        }
    }
}

/// Where the reference decoding leaves its notes on cut texts, found in the decoder's `userInfo`.
final class FieldNoteCollector: Sendable {
    // swift-format-ignore: NeverForceUnwrap
    static let key = CodingUserInfoKey(rawValue: "GuidanceModelTests.FieldNoteCollector")!

    private let collected = Mutex<[FieldNote]>([])

    var notes: [FieldNote] { collected.withLock { $0 } }

    func append(_ note: FieldNote) {
        collected.withLock { $0.append(note) }
    }

    static func of(_ decoder: any Decoder) -> FieldNoteCollector? {
        decoder.userInfo[key] as? FieldNoteCollector
    }
}

/// A key named by a spelling, for looking into an object whose other fields another type decodes.
struct SpellingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer {
    /// The first spelling of a field present in the object.
    func firstPresent(_ spellings: [String]) -> Key? {
        for spelling in spellings {
            if let key = Key(stringValue: spelling), contains(key) { return key }
        }
        return nil
    }

    /// A distance or time, accepting the strings `NaN`, `Infinity` and `-Infinity`, clamped.
    func decodeClamped(_ key: Key) throws -> Double? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let number = try? decode(Double.self, forKey: key) {
            return Clamping.clamp(number)
        }
        if let text = try? decode(String.self, forKey: key) {
            switch text.lowercased() {
            case "nan": return 0
            case "infinity", "+infinity", "inf": return Clamping.ceiling
            case "-infinity", "-inf": return 0
            default: break
            }
        }
        throw DecodingError.typeMismatch(
            Double.self,
            DecodingError.Context(codingPath: codingPath + [key], debugDescription: "expected a number"))
    }

    /// An integer written as any JSON number with no fraction; null is absent.
    func decodeIntegerIfPresent(_ key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let value = try? decode(Double.self, forKey: key), value == value.rounded(), abs(value) < 9.0e15 {
            return Int(value)
        }
        throw DecodingError.typeMismatch(
            Int.self,
            DecodingError.Context(codingPath: codingPath + [key], debugDescription: "expected an integer"))
    }

    /// A name or sign text, cut to the bound; the cut is noted with the field's path.
    func decodeNameIfPresent(_ key: Key, notes: FieldNoteCollector?) throws -> String? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let cut = TextBounds.cutName(text) else { return text }
        notes?.append(
            FieldNote(
                path: DecodingProblem.path(codingPath + [key]) ?? key.stringValue,
                reason: TextBounds.cutReason(byteCount: text.utf8.count)))
        return cut
    }
}

extension WireEnum {
    /// A name or a raw integer; anything else is an error naming the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard let value = Self.value(wireNumber: number) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown \(Self.wireKind) \(number)")
            }
            self = value
            return
        }
        if let number = try? container.decode(Double.self) {
            let shown =
                number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown \(Self.wireKind) \(shown)")
        }
        guard let name = try? container.decode(String.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a \(Self.wireKind) name or number")
        }
        guard let value = Self(wireName: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown \(Self.wireKind) \"\(name)\"")
        }
        self = value
    }

    /// The case name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wireName)
    }
}

extension DelayCategory: Codable {}
extension DrivingSide: Codable {}
extension LaneShape: Codable {}
extension LightingMode: Codable {}
extension Maneuver: Codable {}
extension NavState: Codable {}
extension RouteStatus: Codable {}
extension SpeedAlertSeverity: Codable {}
extension VoiceGuidance: Codable {}
extension WaypointSide: Codable {}
extension NavigatorEvent.Kind: Codable {}
