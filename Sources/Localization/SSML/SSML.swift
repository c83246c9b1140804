import XMLText

/// SSML helpers shared by the whole project (the one SSML envelope, and the one XML escaper
/// under its SSML name): every piece of untrusted text (road names,
/// place names, anything from map data) goes through ``escape(_:)`` before it enters SSML.
public enum SSML {
    /// Escapes `&`, `<`, `>` and `"` so that `text` is safe both as element content and inside a
    /// double-quoted attribute, and drops what XML 1.0 forbids (`XMLText.escape`, the one XML escaper).
    public static func escape(_ text: String) -> String {
        XMLText.escape(text)
    }

    /// The one SSML envelope: `fragment` (already escaped) inside a `<speak>` root that names the
    /// SSML namespace and the language, so that every document the project writes is the same.
    public static func document(_ fragment: String, language: String) -> String {
        Envelope(language: language).wrap(fragment)
    }

    /// The envelope of one language's documents, its opening tag made once: a renderer wraps
    /// every prompt it makes in the same one.
    public struct Envelope: Sendable, Hashable {
        /// `<speak … xml:lang="…">`, the language escaped.
        private let opening: String

        /// The envelope of `language`.
        public init(language: String) {
            opening =
                "<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\""
                + escape(language) + "\">"
        }

        /// `fragment` (already escaped) in the envelope, in one allocation of the final size.
        public func wrap(_ fragment: String) -> String {
            var document = ""
            document.reserveCapacity(opening.utf8.count + fragment.utf8.count + 8)
            document += opening
            document += fragment
            document += "</speak>"
            return document
        }
    }

    /// `<sub alias="spoken">written</sub>`, both escaped: shows one text, speaks another.
    public static func substitution(written: String, spoken: String) -> String {
        "<sub alias=\"\(escape(spoken))\">\(escape(written))</sub>"
    }
}
