/// Plays a drive's spoken prompts on the feed's own clock and finds the ones a driver would
/// notice: a prompt starts when it is due or when the one before it ends, whichever is later,
/// and lasts its audio's length. Pure: prompts and the drive's track in, findings out.
public struct TimingAudit: Sendable {
    /// What counts as a finding.
    public struct Rules: Sendable, Hashable {
        /// Audio longer than this is long.
        public var longSeconds: Double = 6
        /// Two advance prompts of one maneuver closer than this in time are a repeat.
        public var repeatSeconds: Double = 15
        /// Two advance prompts of one maneuver closer than this along the road are a repeat.
        public var repeatMeters: Double = 150

        /// The rules of docs/guidance.md ("Timing").
        public init() {}
    }

    /// The rules in force.
    public var rules: Rules

    /// Creates an audit.
    public init(rules: Rules = Rules()) {
        self.rules = rules
    }

    /// The findings of one drive's prompts, in the order they were said.
    public func findings(_ prompts: [TimedPrompt], track: DriveTrack) -> [TimingFinding] {
        var findings: [TimingFinding] = []
        var end = -Double.infinity
        var lastAdvance: [Int: TimedPrompt] = [:]
        for (position, prompt) in prompts.enumerated() {
            let start = max(prompt.due, end)
            end = start + prompt.seconds
            if prompt.seconds > rules.longSeconds {
                findings.append(TimingFinding(kind: .long, prompt: prompt, amount: prompt.seconds))
            }
            if let step = prompt.step, prompt.announcesManeuver, let reached = track.maneuverTime(step: step),
                end > reached
            {
                findings.append(TimingFinding(kind: .late, prompt: prompt, amount: end - reached))
            }
            if position + 1 < prompts.count, end > prompts[position + 1].due {
                findings.append(
                    TimingFinding(kind: .cut, prompt: prompt, amount: end - prompts[position + 1].due))
            }
            if let step = prompt.step, let said = prompt.saidMeters,
                let left = track.metersLeft(step: step, at: end),
                said > left + 0.5
            {
                findings.append(TimingFinding(kind: .overstated, prompt: prompt, amount: said - left))
            }
            if let step = prompt.step, prompt.isAdvance {
                if let first = lastAdvance[step], isRepeat(prompt, after: first, step: step, track: track) {
                    findings.append(
                        TimingFinding(kind: .repeated, prompt: prompt, amount: prompt.due - first.due))
                }
                lastAdvance[step] = prompt
            }
        }
        return findings
    }

    /// Whether a second advance prompt starts within the repeat rules' time or road of the first
    /// (the road driven between the moments each was due).
    private func isRepeat(_ prompt: TimedPrompt, after first: TimedPrompt, step: Int, track: DriveTrack)
        -> Bool
    {
        if prompt.due - first.due < rules.repeatSeconds { return true }
        guard let before = track.metersLeft(step: step, at: first.due),
            let now = track.metersLeft(step: step, at: prompt.due)
        else { return false }
        return before - now < rules.repeatMeters
    }
}
