import MessageFormat

/// What a message program runs itself, as data in one place: for each kind of variable, the
/// selector and placeholder functions it models and the options each may have. The compiler
/// (``MessageProgram/init(model:context:numberCache:)``) asks nothing else; a message that uses
/// anything beyond it (markup, `.local`, another function or option, an option whose value is a
/// variable, a `u:` option) keeps to the general engine, which says the same words.
/// Locale grammar needs no entry: the programs call the same `:road` and `:distance` functions
/// as the engine.
enum ProgramScope {
    /// The options a function may have in a program; nil allows every literal option (the
    /// number placeholders, whose forms the engine renders into tables when the locale loads).
    typealias Options = Set<String>?

    /// Selector functions (`.input {$x :function}` before `.match`) by the kind of variable.
    static let selectors: [MessageSlot.Kind: [String: Options]] = [
        .string: ["string": [], "road": ["select"]],
        .integer: ["integer": [], "number": []],
    ]

    /// Placeholder functions by the kind of variable; `""` is a placeholder without one.
    static let placeholders: [MessageSlot.Kind: [String: Options]] = [
        .fragment: ["": []],
        .string: ["": [], "string": [], "road": ["prep", "article", "capitalize", "case", "select"]],
        .double: ["distance": ["style", "units", "rounding"]],
        .integer: ["": nil, "integer": nil, "number": nil, "ordinal": nil],
    ]

    /// Whether a program evaluates this selector on a variable of this kind.
    static func selects(_ kind: MessageSlot.Kind, with function: FunctionReference) -> Bool {
        allows(selectors[kind]?[function.name], function.options)
    }

    /// Whether a program writes this placeholder of a variable of this kind.
    static func places(_ kind: MessageSlot.Kind, with function: FunctionReference?) -> Bool {
        allows(placeholders[kind]?[function?.name ?? ""], function?.options ?? [])
    }

    /// Whether the options are literal, none a `u:` option, and each one the entry allows.
    private static func allows(_ entry: Options?, _ options: [MessageOption]) -> Bool {
        guard let entry else { return false }
        for option in options {
            guard case .literal = option.value, !option.name.hasPrefix("u:") else { return false }
            if let entry, !entry.contains(option.name) { return false }
        }
        return true
    }
}
