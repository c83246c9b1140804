/// Where spoken prompts go once the gate lets them through: a synthesizer with its sinks, or
/// nothing when only text is wanted. Implementations fill in the record's audio fields.
public protocol PromptSpeaker: AnyObject {
    /// Speaks (or writes) one prompt that the gate let through.
    func speak(_ record: inout PromptRecord)
    /// Announces the prompts likely to come next so their audio can be ready at the trigger.
    func prefetch(_ renderings: [RenderedPrompt])
    /// How long a rendering lasts when said, in seconds, or nil when the speaker cannot tell:
    /// the planner places and shapes prompts by it (the audio made to tell is kept for when the
    /// prompt is said).
    func seconds(for rendering: RenderedPrompt) -> Double?
    /// Whether making a prompt's audio takes long enough to matter at its trigger (a neural
    /// voice: a tenth of the audio's length): the listener then prepares, after each update,
    /// what the next update will likely measure and say.
    var isSlowToSynthesize: Bool { get }
    /// A navigator update is being planned: the time the speaker spends making audio from now
    /// on delays what this update says, and nothing said earlier.
    func beginUpdate()
    /// Stops the current prompt at once and drops queued ones (the driver chose silence).
    func stopAll()
    /// Stops the current prompt when its class is one of `classes` and drops the queued ones of
    /// those classes (the driver switched to alerts only: guidance stops, alerts play on).
    func stop(classes: Set<PromptClass>)
    /// Waits for queued audio to finish and releases resources at the end of a feed.
    func finish()
    /// The driver chose another language: stop what is playing, drop every prompt prepared
    /// (queued or prefetched) in the old one, and speak from now on with `voice` (the new
    /// locale's voice; nil keeps the current one).
    func changeLanguage(voice: String?)
}

extension PromptSpeaker {
    /// By default audio is made at once.
    public var isSlowToSynthesize: Bool { false }
    /// By default updates are not told apart.
    public func beginUpdate() {}
    /// By default nothing is prefetched.
    public func prefetch(_ renderings: [RenderedPrompt]) {}
    /// By default the speaker cannot tell.
    public func seconds(for rendering: RenderedPrompt) -> Double? { nil }
    /// By default there is nothing to wait for.
    public func finish() {}
    /// By default stopping some classes stops everything.
    public func stop(classes: Set<PromptClass>) { stopAll() }
    /// By default the language change stops playback and drops queued prompts.
    public func changeLanguage(voice: String?) { stopAll() }
}
