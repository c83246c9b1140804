/// How long a planned prompt takes to say, in seconds: the planner's only view of the voice.
///
/// The voice listener answers from the synthesized audio when speech is on, and from the
/// locale's calibrated estimate when it is off (`speech` in its facts), so that the planner
/// itself stays pure: durations come in with each update, as data.
public typealias PromptDurations = (PlannedPrompt) -> Double
