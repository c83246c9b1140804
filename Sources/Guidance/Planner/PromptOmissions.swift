/// What a shortened prompt leaves out, so that it ends before its maneuver: the planner drops
/// the signposts first, then the lane advice, then the following maneuver, and last the names,
/// down to the bare maneuver ("Turn right"). Screens still show the full instruction; the
/// prompt record says what was left out.
public struct PromptOmissions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The signposted directions ("towards Centro").
    public static let signs = PromptOmissions(rawValue: 1)
    /// The lane advice ("Use the right lane").
    public static let lanes = PromptOmissions(rawValue: 2)
    /// The maneuver that follows closely ("…, then turn left").
    public static let following = PromptOmissions(rawValue: 4)
    /// The road and place names: the bare maneuver, exits and roundabout counts kept.
    public static let names = PromptOmissions(rawValue: 8)

    /// The shortening ladder, longest form first: each rung leaves out one more part.
    public static let ladder: [PromptOmissions] = [
        [], [.signs], [.signs, .lanes], [.signs, .lanes, .following], [.signs, .lanes, .following, .names],
    ]

    /// The parts' names as prompt records write them, in ladder order.
    public var names: [String] {
        [(PromptOmissions.signs, "signs"), (.lanes, "lanes"), (.following, "following"), (.names, "names")]
            .compactMap { contains($0.0) ? $0.1 : nil }
    }
}

extension PlannedPrompt {
    /// Leaves out `parts`: lanes and the following maneuver go from the prompt, signs and names
    /// are left out by the renderer.
    mutating func shorten(_ parts: PromptOmissions) {
        omitted = parts
        if parts.contains(.lanes) { lanes = nil }
        if parts.contains(.following) { following = nil }
    }
}
