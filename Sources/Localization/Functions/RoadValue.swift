import MessageFormat

/// What `:road` resolves to: a name with its preposition and article ("na Av. Paulista"), or,
/// for an empty name, a value that can still be selected on (`empty`) but fails to format.
package struct RoadValue: MessageValue, SpeakableValue {
    /// The phrase; nil when the name is empty.
    public let phrase: RoadPhrase?
    /// What the grammar found out about the name.
    public let analysis: RoadAnalysis
    /// The options it was resolved with.
    public let options: FunctionOptions
    /// The direction of the locale's script.
    public let direction: TextDirection
    /// "na Av. Paulista" ("" for an empty name).
    public let displayText: String
    /// "na Avenida Paulista".
    public let spokenText: String
    /// "na <sub alias=\"Avenida\">Av.</sub> Paulista".
    public let ssml: String

    /// Creates a value; normally made by the `:road` function.
    public init(
        phrase: RoadPhrase?, analysis: RoadAnalysis, options: FunctionOptions = FunctionOptions(),
        direction: TextDirection = .auto
    ) {
        self.phrase = phrase
        self.analysis = analysis
        self.options = options
        self.direction = direction
        // The three forms together: each is asked for once, by the renderer, and they share
        // their lead.
        (displayText, spokenText, ssml) = phrase?.forms ?? ("", "", "")
    }

    /// `road`.
    public var partType: String { "road" }
    /// The name as given (trimmed).
    public var stringValue: String? { analysis.name }
    /// The name as given, so that another `:road` can rephrase it.
    public var underlyingValue: any Sendable { analysis.name }

    /// The display form; an empty name is a `bad-operand` error (the placeholder falls back).
    public func format(context: FunctionContext) throws(MessageError) -> String {
        guard phrase != nil else { throw context.error(.badOperand, "the road name is empty") }
        return displayText
    }

    /// As ``format(context:)``: one piece, so no pieces are built.
    public func formattedText(context: FunctionContext) throws(MessageError) -> String {
        try format(context: context)
    }

    /// With `select=gender`: `feminine`, `masculine`, `neuter`, `unknown` or `empty`; with
    /// `select=number`: `singular`, `plural`, `unknown` or `empty`. Without `select`, a road
    /// cannot be a selector.
    public func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
    {
        switch options.string("select") {
        case "gender": return keys.filter { $0 == analysis.genderKey }
        case "number": return keys.filter { $0 == analysis.numberKey }
        default: return nil
        }
    }
}
