/// Parses a command line against a ``CommandSpec``: `--name value`, `--name=value`, `-x value`,
/// flags, `--` to end options and `-` as an ordinary positional meaning stdin or stdout.
public enum ArgumentParser {
    /// Parses `arguments` (without the command path itself).
    public static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError)
        -> ParsedArguments
    {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                result.wantsHelp = true
                continue
            }
            let (option, inlineValue) = try lookup(argument, in: spec)
            switch option.kind {
            case .flag:
                if inlineValue != nil {
                    throw UsageError("option --\(option.name) takes no value")
                }
                result.flags.insert(option.name)
            case .value, .repeated:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option --\(option.name) needs a value (\(option.valueName))")
                }
                if option.kind == .value {
                    result.values[option.name] = [value]
                } else {
                    result.values[option.name, default: []].append(value)
                }
            }
        }
        if !result.wantsHelp {
            try checkArity(result.positionals, spec: spec)
        }
        return result
    }

    private static func lookup(_ argument: String, in spec: CommandSpec) throws(UsageError) -> (
        OptionSpec, String?
    ) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name: Substring
            var inline: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                inline = String(body[body.index(after: equals)...])
            } else {
                name = body
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option --\(name) (see \(spec.path) --help)")
            }
            return (option, inline)
        }
        let letters = argument.dropFirst()
        guard letters.count == 1, let letter = letters.first,
            let option = spec.options.first(where: { $0.short == letter })
        else {
            throw UsageError("unknown option \(argument) (see \(spec.path) --help)")
        }
        return (option, nil)
    }

    private static func checkArity(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
        let required = spec.positionals.filter { !$0.isOptional }.count
        let variadic = spec.positionals.contains { $0.isVariadic }
        if positionals.count < required {
            let missing = spec.positionals.filter { !$0.isOptional }[positionals.count...].map(\.name)
            throw UsageError("missing argument \(missing.joined(separator: " ")) (usage: \(spec.usageLine))")
        }
        if !variadic && positionals.count > spec.positionals.count {
            let extra = positionals[spec.positionals.count...].joined(separator: " ")
            throw UsageError("unexpected argument \(extra) (usage: \(spec.usageLine))")
        }
    }
}
