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
            let (option, inlineValue, spelling) = try lookup(argument, in: spec)
            if let spelling {
                result.deprecations.append("--\(spelling) is deprecated; use --\(option.name)")
            }
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

    /// The option an argument names, its inline value, and the deprecated name it used, if any.
    private static func lookup(_ argument: String, in spec: CommandSpec) throws(UsageError) -> (
        OptionSpec, String?, String?
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
            if let option = spec.options.first(where: { $0.name == name }) {
                return (option, inline, nil)
            }
            if let option = spec.options.first(where: { $0.deprecatedNames.contains(String(name)) }) {
                return (option, inline, String(name))
            }
            throw unknown("--\(name)", in: spec)
        }
        let letters = argument.dropFirst()
        guard letters.count == 1, let letter = letters.first,
            let option = spec.options.first(where: { $0.short == letter })
        else {
            throw unknown(argument, in: spec)
        }
        return (option, nil, nil)
    }

    /// An unknown option, with the nearest known spelling when it looks like a typo of one.
    private static func unknown(_ argument: String, in spec: CommandSpec) -> UsageError {
        let known = spec.options.flatMap { option in [option.name] + option.deprecatedNames }.map {
            "--\($0)"
        }
        let typed = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let hint = NearestName.among(known + ["--help"], for: typed).map { "; did you mean \($0)?" } ?? ""
        return UsageError("unknown option \(typed)\(hint) (see \(spec.path) --help)")
    }

    private static func checkArity(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
        let required = spec.positionals.filter { !$0.isOptional }
        let variadic = spec.positionals.contains { $0.isVariadic }
        if positionals.count < required.count {
            let missing = required[positionals.count...].map(\.name)
            throw UsageError("missing argument \(missing.joined(separator: " ")) (usage: \(spec.usageLine))")
        }
        if !variadic && positionals.count > spec.positionals.count {
            let extra = positionals[spec.positionals.count...].joined(separator: " ")
            throw UsageError("unexpected argument \(extra) (usage: \(spec.usageLine))")
        }
    }
}
