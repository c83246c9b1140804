import MessageFormat

/// One locale ready to use: its facts, its templates (and those of its declared fallback chain),
/// its compiled unit words, and the MessageFormat functions that need them.
public struct LocaleBundle: Sendable {
    /// The facts from `locales/<tag>.json`.
    public let facts: LocaleFacts
    /// The tag that was asked for (e.g. `pt-AO`, served by `pt-PT`).
    public let requestedTag: String
    /// The locale's own templates, then those of `facts.fallback`, in lookup order.
    public let resources: [MessageResource]
    /// The compiled `[unit.display]` and `[unit.spoken]` messages.
    public let units: UnitMessages

    /// Builds a bundle from already loaded parts (see ``LocaleCatalog/bundle(for:)``).
    ///
    /// - Throws: ``LocalizationError/malformedTemplates(path:line:reason:)`` when a unit message
    ///   is missing or does not compile.
    public init(facts: LocaleFacts, requestedTag: String, resources: [MessageResource])
        throws(LocalizationError)
    {
        self.facts = facts
        self.requestedTag = requestedTag
        self.resources = resources
        units = try UnitMessages(locale: facts.tag, expectedFile: resources.first?.file ?? "templates") {
            id in
            resources.lazy.compactMap { resource in
                resource[id].map { UnitMessages.Source(text: $0.source, file: resource.file, line: $0.line) }
            }.first
        }
    }

    private init(facts: LocaleFacts, requestedTag: String, resources: [MessageResource], units: UnitMessages)
    {
        self.facts = facts
        self.requestedTag = requestedTag
        self.resources = resources
        self.units = units
    }

    /// The same locale with another default unit system (a user setting such as "miles"),
    /// without reloading or recompiling anything.
    public func withDefaultUnits(_ system: UnitSystem) -> LocaleBundle {
        var facts = facts
        facts.defaultUnits = system
        return LocaleBundle(facts: facts, requestedTag: requestedTag, resources: resources, units: units)
    }

    /// The canonical tag of the locale serving this bundle, e.g. `pt-PT`.
    public var tag: String { facts.tag }

    /// The eSpeak NG voice name.
    public var voice: String { facts.voice }

    /// The message with a key, looked up in this locale's templates, then along its declared
    /// fallback chain; nil when no file has it.
    public func message(_ key: String) -> MessageResource.Entry? {
        resources.lazy.compactMap { $0[key] }.first
    }

    /// The standard MessageFormat functions plus `:distance`, `:ordinal` and `:road` for this
    /// locale (and anything already in `base`).
    public func registry(base: FunctionRegistry = .standard) -> FunctionRegistry {
        var registry = base
        registry.register("distance", DistanceFunction(facts: facts, units: units))
        registry.register("ordinal", OrdinalFunction(facts: facts))
        registry.register("road", RoadFunction(facts: facts))
        return registry
    }

    /// Compiles a message of this locale with the locale's functions.
    public func compile(_ source: String, bidiIsolation: BidiIsolation = .none) throws(MessageError)
        -> CompiledMessage
    {
        try CompiledMessage(source, locale: facts.tag, registry: registry(), bidiIsolation: bidiIsolation)
    }

    /// The CLDR plural category of a number literal (`1.5`, `3`) in this locale.
    public func pluralCategory(of number: String, type: PluralRuleType = .cardinal) -> PluralCategory {
        PluralRules.rules(for: facts.tag, type: type).category(for: number)
    }

    /// Text made speakable by the locale's lexicon (abbreviations, unit symbols after numbers,
    /// forms eSpeak NG misreads), with `<sub>` substitutions for SSML. For text that did not come
    /// through `:road`, e.g. a destination name.
    public func spokenForms(_ text: String) -> SpokenText {
        let tag = facts.tag
        return facts.spoken.apply(to: text, symbols: facts.number) { number in
            PluralRules.rules(for: tag, type: .cardinal).category(for: number).rawValue
        }
    }
}

extension LocaleCatalog {
    /// Negotiates `requested` and loads the serving locale's facts and templates, plus the
    /// templates of its declared fallback chain.
    public func bundle(for requested: String) throws(LocalizationError) -> LocaleBundle {
        let tag = try resolve(requested)
        let facts = try facts(tag)
        let resources = try ([tag] + facts.fallback).map { resourceTag throws(LocalizationError) in
            guard shippedTags.contains(resourceTag) else {
                throw .invalidField(
                    path: factsPath(tag), line: 1, field: "fallback",
                    reason: "\(resourceTag) is not a shipped locale (\(shippedTags.joined(separator: ", ")))")
            }
            return try templates(resourceTag)
        }
        return try LocaleBundle(facts: facts, requestedTag: requested, resources: resources)
    }

    /// Parses `templates/<tag>.mf2`.
    public func templates(_ tag: String) throws(LocalizationError) -> MessageResource {
        let path = templatesPath(tag)
        let text = try Self.readText(path)
        do {
            return try MessageResource.parse(text, file: path)
        } catch {
            throw .malformedTemplates(path: path, line: error.line, reason: error.reason)
        }
    }
}
