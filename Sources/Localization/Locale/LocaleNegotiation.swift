import MessageFormat

/// Picks the shipped locale that serves a requested tag, using only what locale files declare:
/// an exact match, else the locale whose `serves` list names the tag (pt → pt-BR, pt-AO → pt-PT).
/// A region nobody declared is an error, never a silent fallback to another variant or language.
public struct LocaleNegotiation: Sendable {
    /// What negotiation needs to know of one shipped locale.
    public struct Offer: Sendable, Hashable {
        /// Its canonical tag.
        public var tag: String
        /// Its script.
        public var script: String
        /// The other tags it serves.
        public var serves: [String]

        /// Creates an offer.
        public init(tag: String, script: String, serves: [String]) {
            self.tag = tag
            self.script = script
            self.serves = serves
        }
    }

    /// The shipped locales, sorted by tag.
    public let offers: [Offer]

    /// Creates a negotiation over shipped locales.
    public init(offers: [Offer]) {
        self.offers = offers.sorted { $0.tag < $1.tag }
    }

    /// The shipped tags, sorted.
    public var shippedTags: [String] { offers.map(\.tag) }

    /// The tag of the shipped locale serving `requested`.
    public func resolve(_ requested: String) throws(LocalizationError) -> String {
        guard let tag = LanguageTag(requested) else { throw .malformedTag(requested) }
        let key = tag.withoutScript.canonical
        let offer =
            offers.first { $0.tag == key }
            ?? offers.first { offer in offer.serves.contains { $0.lowercased() == key.lowercased() } }
        guard let offer, tag.script == nil || tag.script == offer.script else {
            throw .unsupportedLocale(tag: tag.canonical, shipped: shippedTags)
        }
        return offer.tag
    }
}
