/// `wrong-language`: a templates file whose text is in another language than its locale's (a
/// Spanish file saved as it-IT or fr-FR). The words a locale's messages say are compared with
/// those of every other locale of the data directory: locales of one language share most of
/// their words (en-GB and en-US three in four), locales of two languages few (Spanish and
/// Portuguese, the closest shipped pair, one in four). A file that shares at least
/// ``threshold`` of its words with a locale of another language, and more than with any locale
/// of its own, reads as that language.
///
/// A file in a language no other locale of the directory speaks is judged by the locale's own
/// facts instead: the articles, prepositions, road types, ordinal words and spoken lexicon of
/// `locales/<tag>.json` are words of its language, and a locale's messages say them (counting
/// words of three letters or more, as often as they are said: a tenth to a third of them in every
/// shipped locale, never more than 3% in another language's facts). Messages of which fewer than
/// ``ownWordsThreshold`` are such words are not in the locale's language. Pseudo-locales are
/// exempt, and so are locales whose case is a suffix (`roads.suffixes`, Turkish), whose facts
/// state almost no words their messages say, and languages written without spaces, whose runs of
/// text are not words.
public struct WrongLanguageCheck: LintCheck {
    /// The id its findings carry.
    public let id = "wrong-language"
    /// How much its findings matter.
    public let severity = Severity.error

    /// The share of words that makes a file read as another language.
    public static let threshold = 0.5
    /// Files with fewer distinct words are too short to judge.
    public static let minimumWords = 20
    /// The share of said words that must be words of the locale's own facts.
    public static let ownWordsThreshold = 0.06
    /// Facts with fewer words than this are too sparse to judge by.
    public static let minimumFactsWords = 20

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let own = subject.profile, own.words.count >= Self.minimumWords else { return [] }
        let others = subject.peers.filter { $0.tag != own.tag }
        let ownLanguage = others.filter { $0.language == own.language }.map(own.sharedWords).max() ?? 0
        let foreign = others.filter { $0.language != own.language }
            .map { (peer: $0, share: own.sharedWords(with: $0)) }
            .max { $0.share < $1.share }
        guard let foreign, foreign.share >= Self.threshold, foreign.share > ownLanguage else {
            return ownFactsFindings(subject, own)
        }
        let percent = Int((foreign.share * 100).rounded())
        return [
            templatesFinding(
                subject, line: 1,
                "the messages read as \(foreign.peer.language), not \(own.language): \(percent)% of their "
                    + "words are words of \(foreign.peer.tag) (is this another locale's file?)")
        ]
    }

    /// The finding when few of the words said are words of the locale's own facts.
    private func ownFactsFindings(_ subject: LintSubject, _ own: LanguageProfile) -> [Finding] {
        guard !Linter.isPseudo(subject.tag), let facts = subject.facts else { return [] }
        // A language that marks case with suffixes (Turkish "Caddesi'ne") has almost no function
        // words for its facts to state; only the comparison with other locales judges it.
        guard facts.roads.inflection.suffixes == nil else { return [] }
        // A language written without spaces (Chinese, Japanese) has no words to count: its
        // "words" are whole clauses, which no word of its facts can equal.
        let unspaced = own.tokens.filter { $0.unicodeScalars.contains(where: LengthRatioCheck.isWide) }
        guard unspaced.count * 2 < own.tokens.count else { return [] }
        // Only words as long as the counted ones can be met in the messages: Chinese and
        // Japanese facts are mostly words of one or two characters.
        let vocabulary = LanguageProfile.factsWords(facts).filter {
            $0.count >= LanguageProfile.minimumWordLength
        }
        guard vocabulary.count >= Self.minimumFactsWords else { return [] }
        let share = own.tokenShare(in: vocabulary)
        guard share < Self.ownWordsThreshold else { return [] }
        let percent = Int((share * 100).rounded())
        return [
            templatesFinding(
                subject, line: 1,
                "the messages are not in \(own.language): only \(percent)% of the words they say are words "
                    + "of \(subject.factsFile) (articles, prepositions, road types, ordinals, lexicon)")
        ]
    }
}
