import Foundation
import GuidanceModel
import Localization
import MessageFormat

/// The renderer that speaks a locale: planned prompts become sentences from the locale's MF2
/// templates, with names, distances and ordinals through the locale's grammar functions.
/// Language-neutral: every word and every rule of agreement lives in templates/ and locales/.
public struct TemplateRenderer: PromptRendering {
    /// The locale in use.
    public let bundle: LocaleBundle
    /// The travel mode templates may select on.
    public let mode: TravelMode
    let catalog: MessageCatalog
    private let distanceMessage: CompiledMessage
    /// The `<speak>` envelope of the locale's documents, made once.
    private let envelope: SSML.Envelope

    /// Compiles the locale's catalog. `units` overrides the locale's unit system.
    public init(bundle: LocaleBundle, units: UnitSystem? = nil, mode: TravelMode = .drive)
        throws(RendererError)
    {
        try self.init(bundle: bundle, units: units, mode: mode, programs: true)
    }

    /// As the public initializer; `programs: false` renders every message through the general
    /// engine, the reference the message programs are tested against.
    init(bundle: LocaleBundle, units: UnitSystem?, mode: TravelMode, programs: Bool) throws(RendererError) {
        var bundle = bundle
        if let units, units != bundle.facts.defaultUnits {
            var facts = bundle.facts
            facts.defaultUnits = units
            do {
                bundle = try LocaleBundle(
                    facts: facts, requestedTag: bundle.requestedTag, resources: bundle.resources)
            } catch {
                throw RendererError.locale(error.description)
            }
        }
        self.bundle = bundle
        self.mode = mode
        envelope = SSML.Envelope(language: bundle.tag)
        catalog = try MessageCatalog(bundle: bundle, programs: programs)
        do {
            distanceMessage = try bundle.compile("{$meters :distance rounding=screen}")
        } catch {
            throw RendererError.locale(error.description)
        }
    }

    /// The tag of the locale bundle the renderer speaks, e.g. `pt-BR`.
    public var localeTag: String { bundle.tag }

    /// The locale's eSpeak NG voice (`voice` in its facts).
    public var voiceName: String? { bundle.facts.voice }

    /// The locale's estimate (`speech` in its facts), calibrated against eSpeak NG.
    public func estimatedSeconds(_ rendering: RenderedPrompt) -> Double {
        bundle.facts.speech.seconds(rendering.text.spoken)
    }

    /// `rtl` or `ltr`, for the display page's `dir` attribute.
    public var textDirection: String { bundle.facts.textDirection == .rtl ? "rtl" : "ltr" }

    /// What screens show while the navigator looks for a new route.
    public var reroutingText: String {
        var notes = RenderNotes()
        return capitalized(catalog.render("casting.rerouting", [:], notes: &notes)).display
    }

    /// Renders a planned prompt, from the memo when the same words were rendered before.
    public func render(_ prompt: PlannedPrompt) -> RenderedPrompt {
        guard let key = PromptKey(prompt, distance: roundedDistance(prompt.distanceMeters)) else {
            return compose(prompt, key: nil)
        }
        // Looked up and stored without a closure, which copied the prompt into its context.
        if let known = prompts.cached(key) { return known }
        let rendered = compose(prompt, key: key)
        prompts.store(rendered, for: key)
        return rendered
    }

    /// The prompt's sentence and SSML document, made from its clauses (from their memo when a
    /// step's clause was rendered before), names and distances; `key` is its key, which holds
    /// its clauses' keys (nil for a prompt without a step).
    private func compose(_ prompt: PlannedPrompt, key: PromptKey?) -> RenderedPrompt {
        var notes = RenderNotes()
        let text = sentence(
            for: prompt, key: key, notes: &notes, capitalizing: bundle.facts.capitalizesSentences)
        let document = envelope.wrap(text.ssml)
        return RenderedPrompt(
            text: text, ssmlDocument: document, problems: notes.problems, keys: notes.keys)
    }

    /// The instruction of a step as screens show it (no distance).
    public func instruction(for step: StepInfo) -> RenderedText {
        instruction(for: step, endsAtStop: false)
    }

    /// The instruction of a step as screens show it, an arrive step ending at an intermediate
    /// stop when `endsAtStop` is true.
    public func instruction(for step: StepInfo, endsAtStop: Bool) -> RenderedText {
        var notes = RenderNotes()
        return capitalized(instructionClause(step, stop: endsAtStop, notes: &notes))
    }

    /// The step after the next one, as a "then ..." line for screens.
    public func followingInstruction(for step: StepInfo) -> RenderedText {
        var notes = RenderNotes()
        var arguments = SlotArguments()
        arguments.set(.instruction, fragment: instructionClause(step, lead: true, notes: &notes))
        return capitalized(catalog.render(.castingThen, arguments, notes: &notes))
    }

    /// A distance rounded as the locale rounds it for screens (its `screenRounding`), with its text.
    public func distance(_ meters: Double) -> (meters: Double, text: String) {
        let facts = bundle.facts
        guard let table = facts.roundingTable(facts.defaultUnits, for: .screen) else {
            return formatDistance(meters)
        }
        let shown = distances.value(table.round(meters: meters)) { DisplayedDistance(formatDistance(meters)) }
        return (shown.meters, shown.text)
    }

    /// A distance as a screen shows it, kept per rounded value: screens ask every second.
    struct DisplayedDistance: Sendable {
        var meters: Double
        var text: String

        init(_ pair: (meters: Double, text: String)) {
            meters = pair.meters
            text = pair.text
        }
    }

    private let distances = Memo<RoundedDistance, DisplayedDistance>(limit: 4096)
    private let durations = Memo<Int, String>(limit: 2048)

    let prompts = Memo<PromptKey, RenderedPrompt>(limit: 1024)

    /// Clauses already rendered: a step's instruction is said at several stages and shown on
    /// screens for as long as the step lasts.
    let clauses = Memo<ClauseKey, Clause>(limit: 1024)

    private func formatDistance(_ meters: Double) -> (meters: Double, text: String) {
        if let worded = catalog.screenDistance(meters) {
            return (worded.rounded.value * worded.rounded.unit.meters, worded.symbols)
        }
        var errors: [MessageError] = []
        let parts = distanceMessage.formatToParts(["meters": .double(meters)], errors: &errors)
        for part in parts {
            if case .expression(let expression) = part, let value = expression.value as? DistanceValue {
                return (value.rounded.value * value.rounded.unit.meters, value.displayText)
            }
        }
        return (meters, parts.map(\.text).joined())
    }

    /// A remaining time as screens show it, in whole minutes rounded up; NaN and negative times
    /// show as 0 and times are capped at 3.6e8 s (about 11 years) before the integer conversion.
    public func duration(_ seconds: Double) -> String {
        let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), 3.6e8)
        let total = Int((bounded / 60).rounded(.up))
        return durations.value(total) { formatDuration(minutes: total) }
    }

    private func formatDuration(minutes total: Int) -> String {
        let hasHours = total >= 60
        var arguments = SlotArguments()
        arguments.minutes = hasHours ? total % 60 : total
        arguments.hours = total / 60
        arguments[string: .hasHours] = hasHours ? "yes" : "no"
        var notes = RenderNotes()
        return catalog.render(.duration, arguments, notes: &notes).display
    }
}
