/// How much of the source a locale covers: the messages it has of the source's, those still
/// word for word the source's, and the messages that have a review case of their own. The report shows it
/// per locale so that a reviewer sees at once what is left to translate and to listen to.
public struct LocaleCoverage: Sendable, Hashable {
    /// Messages of the source locale.
    public var sourceMessages: Int
    /// Of those, the messages the locale has.
    public var translated: Int
    /// Of those, the ones identical to the source's (0 for the source itself).
    public var identical: Int
    /// The locale's messages that are the main message (``MatrixCase/key``) of a review case; the
    /// others (units, stage sentences, joins) are said inside those cases.
    public var exercised: Int
    /// The locale's messages.
    public var messages: Int

    /// Creates coverage figures.
    public init(sourceMessages: Int, translated: Int, identical: Int, exercised: Int, messages: Int) {
        self.sourceMessages = sourceMessages
        self.translated = translated
        self.identical = identical
        self.exercised = exercised
        self.messages = messages
    }

    /// Compares a locale's messages with the source's and the keys its cases exercise.
    public static func measure(
        messages: [(key: String, source: String)], source: [(key: String, source: String)],
        rows: [MatrixRow], isSource: Bool
    ) -> LocaleCoverage {
        let own = Dictionary(messages.map { ($0.key, $0.source) }, uniquingKeysWith: { first, _ in first })
        let sourceKeys = source.map(\.key)
        let translated = sourceKeys.count { own[$0] != nil }
        let identical = isSource ? 0 : source.count { own[$0.key] == $0.source }
        let exercisedKeys = Set(rows.map(\.matrixCase.key)).intersection(own.keys)
        return LocaleCoverage(
            sourceMessages: sourceKeys.count, translated: translated, identical: identical,
            exercised: exercisedKeys.count, messages: messages.count)
    }

    /// `translated` as a whole percentage of the source.
    public var translatedPercent: Int {
        sourceMessages == 0 ? 100 : translated * 100 / sourceMessages
    }
}
