import Guidance
import GuidanceModel
import Localization

/// One line of the review matrix: an input the renderer is given, and where it belongs.
public struct MatrixCase: Sendable, Hashable {
    /// What is rendered.
    public enum Input: Sendable, Hashable {
        /// A spoken prompt (also shown on screens).
        case prompt(PlannedPrompt)
        /// A screen's instruction line for a step.
        case screenInstruction(StepInfo)
        /// A screen's second line for a step that follows closely.
        case screenFollowing(StepInfo)
        /// A screen's remaining-time text.
        case screenDuration(seconds: Double)
        /// A screen's rerouting text.
        case screenRerouting
    }

    /// A stable id, safe as a file name: `prepare-turnRight-road-feminine`.
    public var id: String
    /// The section of the page: `Maneuvers`, `Names`, `Distances (imperial)`, ...
    public var group: String
    /// The message the case mainly exercises, e.g. `instruction.turn` (for locating findings).
    public var key: String
    /// What a reviewer reads about the input: `turnRight; road "Rua Aurora" (feminine)`.
    public var label: String
    /// The input.
    public var input: Input
    /// The unit system, when the case overrides the locale's own.
    public var units: UnitSystem?

    /// Creates a case.
    public init(id: String, group: String, key: String, label: String, input: Input, units: UnitSystem? = nil)
    {
        self.id = id
        self.group = group
        self.key = key
        self.label = label
        self.input = input
        self.units = units
    }

    /// The stage of a spoken prompt; nil for screen texts.
    public var stage: PromptStage? {
        if case .prompt(let prompt) = input { return prompt.stage }
        return nil
    }
}

/// A case rendered: its three forms and the SSML document that is spoken.
public struct MatrixRow: Sendable, Hashable {
    /// The case.
    public var matrixCase: MatrixCase
    /// As displayed.
    public var display: String
    /// As spoken (plain text).
    public var spoken: String
    /// The SSML fragment.
    public var ssml: String
    /// The `<speak>` document for speech; nil for screen texts.
    public var ssmlDocument: String?
    /// Template problems met while rendering.
    public var problems: [String]

    /// Creates a row.
    public init(
        matrixCase: MatrixCase, display: String, spoken: String, ssml: String, ssmlDocument: String?,
        problems: [String]
    ) {
        self.matrixCase = matrixCase
        self.display = display
        self.spoken = spoken
        self.ssml = ssml
        self.ssmlDocument = ssmlDocument
        self.problems = problems
    }

    /// Whether the row is a spoken prompt.
    public var isSpoken: Bool { ssmlDocument != nil }
}
