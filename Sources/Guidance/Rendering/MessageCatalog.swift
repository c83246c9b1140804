import Localization
import MessageFormat

/// The guidance messages of one locale, compiled once: every key of the catalog in
/// docs/guidance.md, looked up along the locale's declared fallback chain.
struct MessageCatalog: Sendable {
    /// Every key the renderer uses; a locale must define them all.
    static let keys: [String] =
        InstructionKey.allCases.map(\.messageID) + [
            "stage.depart", "stage.early", "stage.prepare", "stage.now", "stage.then", "stage.continue",
            "lanes.use", "arrival.waypoint", "arrival.final", "alert.rerouting", "alert.traffic",
            "alert.speeding", "alert.routeFailed", "text.join", "casting.rerouting", "casting.then",
            "casting.duration", "arrival.note", "arrival.time", "arrival.weekday", "arrival.spokenTime",
            "signs.towards", "casting.maneuver", "casting.short", "casting.clock",
        ]

    /// Keys a locale may still lack: the renderer then leaves the sentence out (the QA lint
    /// reports the gap as a missing message).
    static let optionalKeys: Set<String> = [
        "arrival.note", "arrival.time", "arrival.weekday", "arrival.spokenTime",
        "casting.maneuver", "casting.short", "casting.clock",
    ]

    private let messages: [String: CompiledMessage]
    /// The instruction messages by their key's position, with whether each words the signposts
    /// itself: every clause renders one, and a position needs no id built and hashed per call.
    private let instructions: [(message: CompiledMessage, wordsSigns: Bool)?]
    /// How the locale's words are read and its display text isolated.
    private let style: RenderingStyle
    /// The programs of the sentence messages, by ``SentenceKey`` (nil where a message has none
    /// and renders through the engine).
    private let sentencePrograms: [MessageProgram?]
    /// The programs of the instruction messages, by ``InstructionKey`` position.
    private let instructionPrograms: [MessageProgram?]
    /// `:distance` as screens word it (`rounding=screen`), called directly; nil without programs
    /// or without a screen rounding table.
    private let screenDistances: (function: DistanceFunction, options: DistanceFunction.DirectOptions)?

    /// Whether the locale has a message (optional keys may be absent).
    func has(_ key: String) -> Bool {
        messages[key] != nil
    }

    /// Compiles the catalog; a missing or broken message is an error naming file, line and key.
    /// `programs: false` renders every message through the engine (the reference the programs
    /// are tested against).
    init(bundle: LocaleBundle, programs: Bool = true) throws(RendererError) {
        var registry = bundle.registry()
        // The programs call the same function instances as the engine, so that both share memos.
        let road = RoadFunction(facts: bundle.facts)
        let distance = DistanceFunction(facts: bundle.facts, units: bundle.units)
        registry.register("road", road)
        registry.register("distance", distance)
        var messages: [String: CompiledMessage] = [:]
        var wordingSigns: Set<String> = []
        for key in Self.keys {
            guard let (entry, file) = Self.lookup(key, in: bundle) else {
                if Self.optionalKeys.contains(key) { continue }
                throw RendererError.missingMessage(key: key, locale: bundle.tag)
            }
            if entry.source.contains("$towards") { wordingSigns.insert(key) }
            do {
                messages[key] = try CompiledMessage(
                    entry.source, locale: bundle.tag, registry: registry, bidiIsolation: .none)
            } catch {
                throw RendererError.brokenMessage(
                    file: file, line: entry.line, key: key, reason: error.description)
            }
        }
        self.messages = messages
        instructions = InstructionKey.allCases.map { key in
            messages[key.messageID].map { ($0, wordingSigns.contains(key.messageID)) }
        }
        let style = RenderingStyle(facts: bundle.facts)
        self.style = style
        let context = MessageProgram.Context(
            road: road, distance: distance, style: style, registry: registry, bundle: bundle)
        var cache: [String: MessageProgram.NumberForms] = [:]
        func program(_ key: String) -> MessageProgram? {
            guard programs, let message = messages[key] else { return nil }
            return MessageProgram(model: message.model, context: context, numberCache: &cache)
        }
        sentencePrograms = SentenceKey.allCases.map { program($0.messageID) }
        instructionPrograms = InstructionKey.allCases.map { program($0.messageID) }
        screenDistances =
            programs
            ? distance.directOptions([(name: "rounding", value: "screen")]).map { (distance, $0) } : nil
    }

    /// A distance rounded and worded as screens show it (`{$meters :distance rounding=screen}`),
    /// or nil when the engine must format it (no programs, not a number of metres, a unit
    /// message with a problem).
    func screenDistance(_ meters: Double) -> (rounded: RoundedDistance, symbols: String, words: String)? {
        guard let screenDistances else { return nil }
        return screenDistances.function.directWording(meters, screenDistances.options)
    }

    /// The program of a sentence message, if it has one.
    func program(_ key: SentenceKey) -> MessageProgram? { sentencePrograms[key.rawValue] }

    /// The program of an instruction message, if it has one.
    func program(_ key: InstructionKey) -> MessageProgram? { instructionPrograms[key.position] }

    /// The first entry for `key` along the locale's fallback chain, with its file.
    private static func lookup(_ key: String, in bundle: LocaleBundle) -> (MessageResource.Entry, String)? {
        bundle.resources.lazy.compactMap { resource in resource[key].map { ($0, resource.file) } }.first
    }

    /// Whether the instruction message words the signposts itself.
    func wordsSigns(_ key: InstructionKey) -> Bool {
        instructions[key.position]?.wordsSigns ?? false
    }

    /// Formats a message to its three forms.
    func render(_ key: String, _ arguments: MessageArguments, notes: inout RenderNotes) -> RenderedText {
        notes.used(key)
        guard let message = messages[key] else {
            notes.problems.append("no message \(key)")
            return RenderedText(display: "", spoken: "", ssml: "")
        }
        return render(message, id: key, arguments, notes: &notes)
    }

    /// Formats the instruction message of a maneuver family to its three forms.
    func render(_ key: InstructionKey, _ arguments: MessageArguments, notes: inout RenderNotes)
        -> RenderedText
    {
        notes.used(key)
        guard let message = instructions[key.position]?.message else {
            notes.problems.append("no message \(key.messageID)")
            return RenderedText(display: "", spoken: "", ssml: "")
        }
        return render(message, id: key.messageID, arguments, notes: &notes)
    }

    /// Renders a sentence message by its program, else (or when the call needs it) through the
    /// engine.
    /// `capitalizing` upper-cases the first letter of each form (a finished sentence), on the
    /// program's bytes or, through the engine, on the strings.
    func render(
        _ key: SentenceKey, _ arguments: SlotArguments, notes: inout RenderNotes, capitalizing: Bool = false
    ) -> RenderedText {
        notes.used(key)
        if let program = self.program(key), let text = program.run(arguments, capitalizing: capitalizing) {
            return text
        }
        let text = render(key.messageID, arguments.messageArguments, notes: &notes)
        return capitalizing ? TemplateRenderer.capitalized(text) : text
    }

    /// Renders an instruction message by its program, else (or when the call needs it) through
    /// the engine.
    func render(_ key: InstructionKey, _ arguments: SlotArguments, notes: inout RenderNotes) -> RenderedText {
        notes.used(key)
        if let program = self.program(key), let text = program.run(arguments) { return text }
        return render(key, arguments.messageArguments, notes: &notes)
    }

    /// Formats a compiled message; `id` names it in problems and is built only for them.
    private func render(
        _ message: CompiledMessage, id key: @autoclosure () -> String, _ arguments: MessageArguments,
        notes: inout RenderNotes
    ) -> RenderedText {
        var errors: [MessageError] = []
        var found: [String] = []
        let text = PartsRenderer.rendering(style: style) { renderer in
            message.forEachPiece(arguments, errors: &errors) { piece in renderer.add(piece, problems: &found)
            }
        }
        if !errors.isEmpty {
            let id = key()
            for error in errors { notes.problems.append("\(id): \(error)") }
        }
        notes.problems += found
        return text
    }
}

/// Why a locale's guidance messages cannot be used.
public enum RendererError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A catalog key is in no template file of the locale or its fallbacks.
    case missingMessage(key: String, locale: String)
    /// A message does not compile.
    case brokenMessage(file: String, line: Int, key: String, reason: String)
    /// The locale data cannot be used as asked (e.g. a unit override).
    case locale(String)

    /// The diagnostic line.
    public var description: String {
        switch self {
        case .missingMessage(let key, let locale):
            "templates for \(locale): message \(key) is missing (docs/guidance.md lists the catalog)"
        case .brokenMessage(let file, let line, let key, let reason):
            "\(file):\(line): message \(key): \(reason)"
        case .locale(let reason):
            reason
        }
    }
}
