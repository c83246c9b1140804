/// The functions a message may call, by name: a value that hosts copy and extend.
///
/// ```swift
/// var registry = FunctionRegistry.standard
/// registry.register("distance", DistanceFunction())
/// let message = try CompiledMessage("{$d :distance}", locale: "pt-BR", registry: registry)
/// ```
public struct FunctionRegistry: Sendable {
    private var functions: [String: any MessageFunction] = [:]

    /// An empty registry.
    public init() {}

    /// The functions of the specification: `:string`, `:number`, `:integer`, `:offset`,
    /// `:percent`, `:currency`, `:datetime`, `:date` and `:time`.
    public static let standard: FunctionRegistry = {
        var registry = FunctionRegistry()
        registry.register("string", StringFunction())
        registry.register("number", NumberFunction(.number))
        registry.register("integer", NumberFunction(.integer))
        registry.register("percent", NumberFunction(.percent))
        registry.register("currency", NumberFunction(.currency))
        registry.register("offset", OffsetFunction())
        registry.register("datetime", DateTimeFunction(.datetime))
        registry.register("date", DateTimeFunction(.date))
        registry.register("time", DateTimeFunction(.time))
        return registry
    }()

    /// Adds or replaces a function; `name` is written without the colon, with its namespace if
    /// any (`"distance"`, `"nav:road"`).
    public mutating func register(_ name: String, _ function: any MessageFunction) {
        functions[name] = function
    }

    /// Removes a function.
    public mutating func unregister(_ name: String) {
        functions[name] = nil
    }

    /// The function registered under a name.
    public func function(named name: String) -> (any MessageFunction)? {
        functions[name]
    }

    /// Every registered name, sorted.
    public var names: [String] { functions.keys.sorted() }
}
