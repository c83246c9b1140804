import GuidanceModel
import Localization

/// A maneuver prompt written whole into one set of buffers, for a renderer that keeps no result:
/// the clause into the stage sentence, the stage sentence into the lanes sentence and the "then"
/// sentence, all between the SSML document's `<speak>` tags, so that each text becomes a string
/// once, capitalized in the buffer before.
extension TemplateRenderer {
    /// The `<speak>` envelope of the locale's documents, as ``SSML/document(_:language:)`` writes
    /// it around a fragment, split where the fragment goes.
    struct SpeakEnvelope: Sendable {
        var open: String
        var close: String

        init(language: String) {
            let empty = SSML.document("", language: language)
            let close = "</speak>"
            self.open = String(empty.dropLast(close.count))
            self.close = close
        }
    }

    /// The prompt as ``renderAfresh(_:)`` renders it through the messages one by one, or nil
    /// when it is not a maneuver prompt or one of its messages needs the engine (the caller then
    /// renders it that way, problems and all).
    func writtenAfresh(_ prompt: PlannedPrompt) -> RenderedPrompt? {
        FreshPrompt(self, prompt)?.rendered(envelope)
    }
}

/// What a maneuver prompt is written from: its messages' programs and variables, made where
/// they stay and lent to each message that writes another in place. A class: one allocation
/// where a value of a few hundred bytes was copied and destroyed again on its way out of the
/// failable initializer (and out of a separate failable step before it).
private final class FreshPrompt {
    let stage: MessageProgram
    /// Constants, so that a message borrows them rather than copying them out of the object.
    let arguments: SentenceSlots
    let clause: NestedClause
    let lanes: (join: MessageProgram, advice: MessageProgram)?
    let laneArguments: SentenceSlots
    let then: MessageProgram?
    let next: NestedClause?
    let capitalizes: Bool

    /// The prompt's messages, or nil when it is not a maneuver prompt or one of its messages
    /// has no program.
    init?(_ renderer: borrowing TemplateRenderer, _ prompt: borrowing PlannedPrompt) {
        switch prompt.stage {
        case .depart, .early, .prepare, .now: break
        case .continue, .arrival, .rerouting, .alert: return nil
        }
        guard let step = prompt.step, let key = SentenceKey(prompt.stage),
            let stage = renderer.catalog.program(key)
        else { return nil }
        self.stage = stage
        // As `sentence(for:)`: a final cue leaves the signs out unless it is a confirmation.
        let signposts = prompt.stage != .now || ManeuverStages(step.maneuver.family) == .confirmation
        clause = NestedClause(
            renderer, step, signposts: signposts, lead: prompt.stage.saysDistance,
            stop: prompt.endsAtStop(step))
        if let hint = prompt.lanes {
            guard let join = renderer.catalog.program(.join), let advice = renderer.catalog.program(.lanes)
            else { return nil }
            lanes = (join, advice)
            laneArguments = SentenceSlots(count: hint.count, position: hint.position.rawValue)
        } else {
            lanes = nil
            laneArguments = SentenceSlots()
        }
        if let following = prompt.following {
            guard let then = renderer.catalog.program(.then) else { return nil }
            self.then = then
            next = NestedClause(
                renderer, following, signposts: false, lead: true, stop: prompt.endsAtStop(following))
        } else {
            then = nil
            next = nil
        }
        capitalizes = renderer.bundle.facts.capitalizesSentences
        let saysDistance = prompt.stage == .early || prompt.stage == .prepare
        arguments = SentenceSlots(distance: saysDistance ? prompt.distanceMeters ?? 0 : nil)
    }

    /// The prompt's texts and SSML document, or nil when a message needs the engine.
    func rendered(_ envelope: TemplateRenderer.SpeakEnvelope) -> RenderedPrompt? {
        FormBuffers.with { buffers -> RenderedPrompt? in
            buffers.ssml.append(envelope.open)
            let fragmentStart = buffers.ssml.written
            guard then == nil ? writeLanes(into: &buffers) : writeThen(into: &buffers) else { return nil }
            if capitalizes { buffers.capitalize(from: (0, 0, fragmentStart)) }
            // A form with the bytes of the one before shares its string.
            let display = buffers.display.string
            let spoken =
                buffers.spoken.hasSameBytes(from: 0, as: buffers.display, from: 0)
                ? display : buffers.spoken.string
            let ssml =
                buffers.ssml.hasSameBytes(from: fragmentStart, as: buffers.spoken, from: 0)
                ? spoken : buffers.ssml.string(from: fragmentStart)
            buffers.ssml.append(envelope.close)
            return RenderedPrompt(
                text: RenderedText(display: display, spoken: spoken, ssml: ssml),
                ssmlDocument: buffers.ssml.string)
        }
    }

    /// The stage sentence with the clause in it.
    func writeStage(into buffers: inout FormBuffers) -> Bool {
        stage.write(arguments, into: &buffers, context: self, filling: .init(.instruction)) {
            prompt, slot, buffers in
            slot == .instruction ? prompt.clause.write(into: &buffers) : nil
        }
    }

    /// The stage sentence joined to the lane advice, or alone when there is none.
    func writeLanes(into buffers: inout FormBuffers) -> Bool {
        guard let join = lanes?.join else { return writeStage(into: &buffers) }
        return join.write(
            SentenceSlots(), into: &buffers, context: self, filling: [.init(.first), .init(.second)]
        ) { prompt, slot, buffers in
            switch slot {
            case .first:
                return prompt.writeStage(into: &buffers)
            case .second:
                guard let advice = prompt.lanes?.advice else { return false }
                let start = (buffers.display.written, buffers.spoken.written, buffers.ssml.written)
                guard
                    advice.write(
                        prompt.laneArguments, into: &buffers, context: (), nested: { _, _, _ in nil })
                else { return false }
                // The advice is a sentence of its own.
                if prompt.capitalizes { buffers.capitalize(from: start) }
                return true
            default:
                return nil
            }
        }
    }

    /// The sentence so far with the following maneuver's clause after it.
    func writeThen(into buffers: inout FormBuffers) -> Bool {
        guard let then else { return false }
        return then.write(
            SentenceSlots(), into: &buffers, context: self, filling: [.init(.sentence), .init(.next)]
        ) { prompt, slot, buffers in
            switch slot {
            case .sentence: prompt.writeLanes(into: &buffers)
            case .next: prompt.next?.write(into: &buffers) ?? false
            default: nil
            }
        }
    }
}

extension FormBuffers {
    /// Upper-cases the first letter of each form's text from the given byte offsets on
    /// (display, spoken, SSML; the SSML form's tags skipped), as a finished sentence needs.
    mutating func capitalize(from start: (display: Int, spoken: Int, ssml: Int)) {
        display.capitalize(from: start.display, skippingTags: false)
        spoken.capitalize(from: start.spoken, skippingTags: false)
        ssml.capitalize(from: start.ssml, skippingTags: true)
    }
}
