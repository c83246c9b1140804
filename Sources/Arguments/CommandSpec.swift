/// Everything a command says about its own arguments: the parser reads it, `--help` prints it.
public struct CommandSpec: Sendable {
    /// The full command path as typed, e.g. `guidance events validate`.
    public var path: String
    /// One line: what the command is for.
    public var abstract: String
    /// Longer help printed after the options, e.g. examples.
    public var discussion: String
    /// Accepted options, in help order.
    public var options: [OptionSpec]
    /// Accepted positionals, in order.
    public var positionals: [PositionalSpec]

    /// Declares a command.
    public init(
        path: String,
        abstract: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = []
    ) {
        self.path = path
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
    }

    /// The usage line, e.g. `guidance run [options] [FILE]`.
    public var usageLine: String {
        var parts = [path]
        if !options.isEmpty { parts.append("[options]") }
        for positional in positionals {
            var text = positional.name
            if positional.isVariadic { text += "..." }
            parts.append(positional.isOptional ? "[\(text)]" : text)
        }
        return parts.joined(separator: " ")
    }

    /// The full help text printed by `--help`.
    public var helpText: String {
        var lines = ["\(abstract)", "", "Usage: \(usageLine)"]
        if !positionals.isEmpty {
            lines.append("")
            lines.append("Arguments:")
            for positional in positionals {
                lines.append(Self.row(positional.name, positional.help))
            }
        }
        lines.append("")
        lines.append("Options:")
        for option in options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if option.kind != .flag { label += " \(option.valueName)" }
            if option.kind == .repeated { label += " ..." }
            lines.append(Self.row(label, option.helpWithDeprecations))
        }
        lines.append(Self.row("-h, --help", "Show this help and exit."))
        lines.append(Self.row("--", "End of options; what follows is positional."))
        if !discussion.isEmpty {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ help: String) -> String {
        let padded = label.count < 26 ? label + String(repeating: " ", count: 26 - label.count) : label + "  "
        return "  " + padded + help
    }
}
