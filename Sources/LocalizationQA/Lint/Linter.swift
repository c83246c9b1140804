import Foundation
import Localization
import MessageFormat
import Speech

/// Runs the checks over the locales of a data directory. en-US is the source every other
/// locale is compared with; pseudo-locales (`qps…`) are generated and only linted when named.
public struct Linter: Sendable {
    /// The checks to run, in order.
    public var checks: [any LintCheck]
    /// The source locale.
    public var sourceTag = "en-US"

    /// A linter with the standard checks.
    public init(checks: [any LintCheck] = Linter.standardChecks) {
        self.checks = checks
    }

    /// Every check `guidance qa lint` runs (docs/qa.md describes each).
    public static let standardChecks: [any LintCheck] = [
        LocaleDataCheck(), SyntaxCheck(), CatchAllCheck(), MissingMessageCheck(),
        MissingOptionalMessageCheck(), ObsoleteMessageCheck(),
        UnknownVariableCheck(), UnusedVariableCheck(), MissingPluralCheck(), UnusedPluralCheck(),
        MarkupCheck(), WhitespaceCheck(), UntranslatedCheck(), SourceWordsCheck(), LiteralArticleCheck(),
        LiteralUnitCheck(), LiteralOrdinalCheck(), LengthRatioCheck(), PunctuationCheck(),
        ParamDocumentationCheck(), VoiceCheck(), RoadGenderCheck(), LexiconLoopCheck(), ReadingExampleCheck(),
        StopWordingCheck(), SpokenTimeCheck(), AvoidedWordingCheck(), WrongLanguageCheck(),
        CopiedLocaleCheck(), SpokenFormCheck(),
    ]

    /// The tags of a data directory: every `locales/*.json` and `templates/*.mf2` name, sorted.
    public static func tags(in directory: String) throws(LintError) -> [String] {
        var tags: Set<String> = []
        for (folder, suffix) in [("locales", ".json"), ("templates", ".mf2")] {
            let path = directory + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                throw .noData("\(path): cannot list the directory")
            }
            for name in names where name.hasSuffix(suffix) {
                tags.insert(String(name.dropLast(suffix.count)))
            }
        }
        return tags.sorted()
    }

    /// Whether a tag names a pseudo-locale, which is generated and not linted by default.
    public static func isPseudo(_ tag: String) -> Bool {
        tag.lowercased() == "qps" || tag.lowercased().hasPrefix("qps-")
    }

    /// Lints `locales` (nil: every non-pseudo locale) of a data directory.
    ///
    /// - Parameters:
    ///   - installedVoices: the eSpeak NG voices to check `voice` against; nil skips it.
    ///   - phonemizer: how the voice reads text, for the `spoken-form` check; nil skips it.
    public func lint(
        directory: String, locales: [String]? = nil, installedVoices: [VoiceInfo]?,
        phonemizer: (any Phonemizer)? = nil
    ) throws(LintError) -> LintReport {
        // One cache for the whole run: locales of one voice share their words.
        let phonemes = phonemizer.map { PhonemeCache($0) }
        let available = try Self.tags(in: directory)
        let selected: [String]
        if let locales {
            // Tags are matched like the product matches them: `pt_br` and `PT-BR` name pt-BR.
            let requested = locales.map { LanguageTag($0)?.canonical ?? $0 }
            for tag in requested where !available.contains(tag) {
                throw .unknownLocale(tag, available: available)
            }
            var seen: Set<String> = []
            selected = requested.filter { seen.insert($0).inserted }
        } else {
            selected = available.filter { !Self.isPseudo($0) }
        }
        guard available.contains(sourceTag) else {
            throw .noData("\(directory)/templates/\(sourceTag).mf2: the source locale is missing")
        }
        // Every locale of the directory is read: the language checks compare each with the others.
        let loaded = Dictionary(
            uniqueKeysWithValues: (Set(selected).union([sourceTag]).union(
                available.filter { !Self.isPseudo($0) }))
                .map { tag in
                    (tag, LoadedLocale(directory: directory, tag: tag))
                })
        guard let source = loaded[sourceTag] else { throw .noData("no source locale") }
        var markupNames: Set<String> = []
        for locale in loaded.values {
            for entry in locale.resource.entries {
                guard let model = try? CompiledMessage.parse(entry.source) else { continue }
                markupNames.formUnion(Self.markupNames(in: model))
            }
        }
        let contract = RendererContract.current(markupNames: markupNames)
        let profiles = loaded.sorted { $0.key < $1.key }.map {
            LanguageProfile(tag: $0.key, resource: $0.value.resource)
        }
        var findings: [Finding] = []
        for tag in selected {
            guard let locale = loaded[tag] else { continue }
            var fallbackKeys: Set<String> = []
            var fallbackResources: [MessageResource] = []
            for fallback in locale.facts?.fallback ?? [] {
                let other = loaded[fallback] ?? LoadedLocale(directory: directory, tag: fallback)
                fallbackKeys.formUnion(other.resource.entries.map(\.key))
                fallbackResources.append(other.resource)
            }
            var subject = LintSubject(
                tag: tag, sourceTag: sourceTag, templatesFile: locale.templatesFile,
                factsFile: locale.factsFile,
                templatesText: locale.templatesText, factsText: locale.factsText, resource: locale.resource,
                resourceErrors: locale.resourceErrors, facts: locale.facts, factsError: locale.factsError,
                source: source.resource, fallbackKeys: fallbackKeys, contract: contract,
                installedVoices: installedVoices, fallbackResources: fallbackResources)
            subject.profile = profiles.first { $0.tag == tag }
            subject.peers = profiles
            subject.sourceFacts = source.facts
            subject.phonemizer = phonemes
            for check in checks {
                findings += check.findings(in: subject).filter { !Self.isAllowed($0, in: locale.resource) }
            }
        }
        return LintReport(locales: selected, findings: findings.sorted())
    }

    /// An entry may silence a check for itself with `@allow <id> ...` (e.g. a message that is
    /// rightly the same in every language).
    static func isAllowed(_ finding: Finding, in resource: MessageResource) -> Bool {
        guard let key = finding.key, let entry = resource[key] else { return false }
        return entry.properties(named: "allow").contains { value in
            value.split(whereSeparator: \.isWhitespace).contains { $0 == finding.checkID }
        }
    }

    static func markupNames(in model: MessageModel) -> Set<String> {
        Set(
            MessageAnalysis.patterns(of: model).flatMap(\.elements).compactMap { element in
                if case .markup(let markup) = element { return markup.name }
                return nil
            })
    }
}

/// A locale's files as read, with what went wrong reading them.
struct LoadedLocale: Sendable {
    var templatesFile: String
    var factsFile: String
    var templatesText: String?
    var factsText: String?
    var resource: MessageResource
    var resourceErrors: [MessageResourceError]
    var facts: LocaleFacts?
    var factsError: LocalizationError?

    init(directory: String, tag: String) {
        templatesFile = "templates/\(tag).mf2"
        factsFile = "locales/\(tag).json"
        templatesText = try? LocaleCatalog.readText(directory + "/" + templatesFile)
        factsText = try? LocaleCatalog.readText(directory + "/" + factsFile)
        var errors: [MessageResourceError] = []
        resource = MessageResource.parse(templatesText ?? "", file: templatesFile, errors: &errors)
        resourceErrors = errors
        if let factsText {
            do {
                facts = try LocaleFacts.decode(factsText, file: factsFile, expectedTag: tag)
            } catch {
                factsError = error
            }
        } else {
            factsError = .fileMissing(path: factsFile)
        }
    }
}

/// Why the lint could not run at all (as opposed to findings).
public enum LintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data directory or the source locale is missing.
    case noData(String)
    /// A `--locale` names no locale of the data directory.
    case unknownLocale(String, available: [String])

    /// The diagnostic line.
    public var description: String {
        switch self {
        case .noData(let reason): reason
        case .unknownLocale(let tag, let available):
            "no locale \"\(tag)\" in the data directory; locales: \(available.joined(separator: ", "))"
        }
    }
}

/// The findings of a lint run.
public struct LintReport: Sendable, Hashable {
    /// The locales linted.
    public var locales: [String]
    /// Every finding, sorted by locale, file and position.
    public var findings: [Finding]

    /// Creates a report.
    public init(locales: [String], findings: [Finding]) {
        self.locales = locales
        self.findings = findings
    }

    /// How many errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// How many warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// Whether the run fails: any error, or any warning in strict mode.
    public func fails(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }
}
