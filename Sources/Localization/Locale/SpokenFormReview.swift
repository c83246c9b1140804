/// What `guidance qa lint` needs to hear a locale's names the way its voice says them
/// (`qa.nameCorpus`, `qa.spelledTokens`, `qa.writtenOnly` in the locale file): names written
/// as the country's map data writes them, so that an abbreviation, an ordinal or a case mark
/// the spoken lexicon misses shows up as a written-only token handed to the voice. Facts, not
/// code: a translator who meets a new abbreviation adds a name here and an entry to `spoken`.
public struct SpokenFormReview: Sendable, Hashable {
    /// Street, place and signpost names as map data of the locale's country writes them
    /// ("R. Dr. Arnaldo", "ул. 1-я Тверская-Ямская"), rendered into real sentences by the check.
    public var nameCorpus: [String] = []
    /// Tokens that are meant to be said letter by letter although they are not written in
    /// capitals (all-capital tokens are taken as acronyms and road numbers already).
    public var spelledTokens: Set<String> = []
    /// Further marks only writing uses, as rules over the spoken text (a Hebrew geresh closing
    /// an abbreviation): spoken text matching one is a finding with the rule's reason.
    public var writtenOnly: [AvoidedWording] = []

    /// An empty review: the check has nothing to render.
    public init() {}

    /// Whether the locale gives the check anything to read.
    public var isEmpty: Bool { nameCorpus.isEmpty }
}
