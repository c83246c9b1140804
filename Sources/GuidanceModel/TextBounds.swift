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
