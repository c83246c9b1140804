import StrictJSON
import Synchronization

/// The bound on names and sign texts: road names, exit numbers, signposted destinations,
/// roundabout names, the navigator's instruction and waypoint titles. A real sign is a few hundred
/// bytes, and these texts are repeated in every update of a drive: a 1 MB road name once made
/// `simulate` write 310 MB. The route importer and both decoders of the event feed cut a longer
/// text here, at one bound, and say where they did.
public enum TextBounds: Sendable {
    /// The most UTF-8 bytes a name or sign text keeps (of the decoded text: a JSON escape counts
    /// as the character it stands for).
    public static let maximumNameBytes = 512

    /// The text cut to at most ``maximumNameBytes`` bytes of UTF-8, or nil when it is within the
    /// bound (decided from its length alone, the common case). The cut falls between two
    /// characters (grapheme clusters), never inside one, so the kept text is valid and shows no
    /// half letter or stray accent; it may be a few bytes short of the bound.
    public static func cutName(_ text: String) -> String? {
        guard text.utf8.count > maximumNameBytes else { return nil }
        let utf8 = text.utf8
        var end = text.startIndex
        while end < text.endIndex {
            let next = text.index(after: end)
            guard utf8.distance(from: utf8.startIndex, to: next) <= maximumNameBytes else { break }
            end = next
        }
        return String(text[..<end])
    }

    /// What a warning about a cut text says, the same wherever the text was read:
    /// `1048576 bytes, cut to the first 512`.
    public static func cutReason(byteCount: Int) -> String {
        "\(byteCount) bytes, cut to the first \(maximumNameBytes)"
    }
}

/// Where the `Codable` decoding of a line leaves its notes on cut texts: ``EventDecoder`` puts one
/// in the decoder's `userInfo`. Decoding without one (anyone's own decoder) still cuts, silently.
final class FieldNoteCollector: Sendable {
    /// The `userInfo` key it is found under.
    static let key = CodingUserInfoKey(rawValue: "GuidanceModel.FieldNoteCollector")

    private let collected = Mutex<[FieldNote]>([])

    /// The notes so far, in the order they were made.
    var notes: [FieldNote] { collected.withLock { $0 } }

    /// Adds a note.
    func append(_ note: FieldNote) {
        collected.withLock { $0.append(note) }
    }

    /// The collector `decoder` carries, if any.
    static func of(_ decoder: any Decoder) -> FieldNoteCollector? {
        key.flatMap { decoder.userInfo[$0] as? FieldNoteCollector }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a name or sign text, cut to ``TextBounds/maximumNameBytes``; the cut is noted with
    /// the field's path for the line's warnings, exactly as the wire decoder notes it.
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
