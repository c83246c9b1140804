import Guidance
import Localization
import MessageFormat
import Speech
import SystemIO

/// Everything the checks see of one locale: its templates and facts as read (with their load
/// errors), the source locale's templates, and what the renderer and the speech engine accept.
public struct LintSubject: Sendable {
    /// A message of the locale's own templates file.
    public typealias Entry = MessageResource.Entry

    /// The locale's tag, e.g. `pt-PT`.
    public let tag: String
    /// The source locale's tag (`en-US`).
    public let sourceTag: String
    /// `templates/<tag>.mf2`, relative to the data directory.
    public let templatesFile: String
    /// `locales/<tag>.json`, relative to the data directory.
    public let factsFile: String
    /// The templates file's text, nil when it is missing or unreadable.
    public let templatesText: String?
    /// The facts file's text, nil when it is missing or unreadable.
    public let factsText: String?
    /// The locale's own messages (every entry that could be read).
    public let resource: MessageResource
    /// Problems reading the templates file (file missing, resource syntax).
    public let resourceErrors: [MessageResourceError]
    /// The facts, nil when `factsError` says why they cannot be loaded.
    public let facts: LocaleFacts?
    /// Why the facts file cannot be loaded.
    public let factsError: LocalizationError?
    /// The source locale's messages.
    public let source: MessageResource
    /// Keys the locale's declared fallback chain supplies.
    public let fallbackKeys: Set<String>
    /// What the renderer needs and accepts.
    public let contract: RendererContract
    /// The installed eSpeak NG voices; nil when they could not be listed (the voice check is skipped).
    public let installedVoices: [VoiceInfo]?
    /// The templates of the locale's declared fallback chain, in order.
    public let fallbackResources: [MessageResource]

    /// The words and message texts of this locale, for the language checks (``Linter`` sets it).
    public var profile: LanguageProfile?
    /// The same of every locale of the data directory, this one included, for comparison.
    public var peers: [LanguageProfile] = []
    /// The source locale's facts, for checks that compare with the source's own words
    /// (`source-words` reads its `qa.giveawayWords`).
    public var sourceFacts: LocaleFacts?
    /// Reads text as the locale's voice would (eSpeak NG's phonemes), for the `spoken-form`
    /// check; nil when eSpeak NG is not there, and the check is skipped.
    public var phonemizer: (any Phonemizer)?

    let analyses: [String: MessageAnalysis]
    let sourceAnalyses: [String: MessageAnalysis]
    /// Shared by the copies of this subject that the checks receive.
    private let renderingCache = Locked<(bundle: LocaleBundle, renderer: TemplateRenderer)??>(nil)

    /// Assembles a subject; ``Linter`` does this for every locale of a data directory.
    public init(
        tag: String, sourceTag: String, templatesFile: String, factsFile: String, templatesText: String?,
        factsText: String?, resource: MessageResource, resourceErrors: [MessageResourceError],
        facts: LocaleFacts?, factsError: LocalizationError?, source: MessageResource,
        fallbackKeys: Set<String>, contract: RendererContract, installedVoices: [VoiceInfo]?,
        fallbackResources: [MessageResource] = []
    ) {
        self.fallbackResources = fallbackResources
        self.tag = tag
        self.sourceTag = sourceTag
        self.templatesFile = templatesFile
        self.factsFile = factsFile
        self.templatesText = templatesText
        self.factsText = factsText
        self.resource = resource
        self.resourceErrors = resourceErrors
        self.facts = facts
        self.factsError = factsError
        self.source = source
        self.fallbackKeys = fallbackKeys
        self.contract = contract
        self.installedVoices = installedVoices
        // A key given twice is analysed as its last entry.
        analyses = Dictionary(
            resource.entries.map { ($0.key, MessageAnalysis($0)) }, uniquingKeysWith: { $1 })
        sourceAnalyses = Dictionary(
            source.entries.map { ($0.key, MessageAnalysis($0)) }, uniquingKeysWith: { $1 })
    }

    /// The locale as the product loads it (its templates, then its fallbacks'), for checks that
    /// render; nil when its facts do not load or its templates do not compile.
    public var bundle: LocaleBundle? {
        guard let facts, resourceErrors.isEmpty else { return nil }
        return try? LocaleBundle(facts: facts, requestedTag: tag, resources: [resource] + fallbackResources)
    }

    /// The locale's bundle with the product's renderer over it, built once for every check of
    /// this lint that renders (compiling a locale's templates is most of what such a check costs,
    /// and the product's renderer keeps nothing a check could disturb); nil when ``bundle`` is nil
    /// or the templates do not compile. Built under the lock, so that two checks never build it
    /// twice.
    var rendering: (bundle: LocaleBundle, renderer: TemplateRenderer)? {
        renderingCache.withLock { built in
            if let built { return built }
            var made: (bundle: LocaleBundle, renderer: TemplateRenderer)?
            if let bundle, let renderer = try? TemplateRenderer(bundle: bundle) { made = (bundle, renderer) }
            built = .some(made)
            return made
        }
    }

    /// A finding about the message `key` of this locale, or about the facts file when the locale
    /// takes the message from its fallbacks.
    func finding(_ id: String, _ severity: Severity, key: String, _ message: String) -> Finding {
        if let entry = resource[key] { return finding(id, severity, entry: entry, offset: nil, message) }
        return factsFinding(id, severity, near: nil, message)
    }

    /// The keys the locale has: its own messages' and those its fallback chain supplies.
    var presentKeys: Set<String> { Set(resource.entries.map(\.key)).union(fallbackKeys) }

    /// Whether this locale is the source (its messages are compared with nothing).
    public var isSource: Bool { tag == sourceTag }

    /// Whether the locale and the source share a language (en-GB and en-US): then identical
    /// messages are expected and English words are no defect.
    public var sharesSourceLanguage: Bool {
        LanguageTag(tag)?.language == LanguageTag(sourceTag)?.language
    }

    /// The analysis of a message of this locale.
    func analysis(_ key: String) -> MessageAnalysis? { analyses[key] }

    /// The entries of this locale that parse, paired with their source message when there is one.
    func translatedPairs() -> [(MessageAnalysis, MessageAnalysis?)] {
        resource.entries.compactMap { entry in
            guard let analysis = analyses[entry.key], analysis.model != nil else { return nil }
            return (analysis, sourceAnalyses[entry.key].flatMap { $0.model == nil ? nil : $0 })
        }
    }

    /// Every variant of this locale's messages with the source variant of the same keys, for
    /// checks that compare a translation with its source variant by variant.
    func variantPairs() -> [(
        analysis: MessageAnalysis, variant: MessageAnalysis.Variant, source: MessageAnalysis.Variant
    )] {
        translatedPairs().flatMap { analysis, source in
            analysis.variants.compactMap { variant in
                source?.variant(keys: variant.keys).map { (analysis, variant, $0) }
            }
        }
    }

    /// A finding located at an offset of a message's source (nil: the message key).
    func finding(_ id: String, _ severity: Severity, entry: Entry, offset: Int?, _ message: String) -> Finding
    {
        let (line, column) = offset.map { entry.location(ofOffset: $0) } ?? (entry.line, entry.column)
        return Finding(
            checkID: id, severity: severity, locale: tag, file: templatesFile, line: line, column: column,
            key: entry.key, message: message)
    }

    /// A finding about the facts file, at the first line containing `needle` (else line 1).
    func factsFinding(
        _ id: String, _ severity: Severity, near needle: String?, after anchor: String? = nil,
        _ message: String
    ) -> Finding {
        var line = 1
        if let needle, let text = factsText {
            var anchored = anchor == nil
            for (index, candidate) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                if let anchor, !anchored, candidate.contains(anchor) { anchored = true }
                guard anchored, candidate.contains(needle) else { continue }
                line = index + 1
                break
            }
        }
        return Finding(
            checkID: id, severity: severity, locale: tag, file: factsFile, line: line, column: 0,
            message: message)
    }
}
