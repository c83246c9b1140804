import Arguments
import Foundation

/// Finds the command a command line names, parses its arguments, runs it and maps every
/// outcome to an exit code: the one place where errors become messages.
public struct Dispatcher: Sendable {
    /// The program name shown in help.
    public var program: String
    /// The version printed by `--version`.
    public var version: String
    /// Every leaf command.
    public var commands: [any CLICommand]
    /// What the program does, the first line of its command list: the benchmarks are a program
    /// of their own over the same dispatcher, and must not introduce themselves as the guidance
    /// tool.
    public var summary: String
    /// Whether manual pages are installed for the program, so that its command list points to
    /// them; the benchmarks ship none.
    public var hasManual: Bool

    /// Creates a dispatcher over a command list.
    public init(
        program: String, version: String, commands: [any CLICommand],
        summary: String = "localized turn-by-turn guidance text, SSML and speech.", hasManual: Bool = true
    ) {
        self.program = program
        self.version = version
        self.commands = commands
        self.summary = summary
        self.hasManual = hasManual
    }

    /// Runs the command line `arguments` (without the program name).
    ///
    /// Standard output is the one data path of every command, so its losses are judged here, once
    /// for all: a failed write (a full disk) is reported when it happens and the command exits 73
    /// whatever it returned, since data the user expects was lost; a reader that closed the pipe
    /// (`| head`) ends the command quietly with the status it had for what it did before.
    public func run(_ arguments: [String], context: CommandContext) async -> ExitCode {
        context.stdout.onFailure = { [context] loss in
            if !loss.readerClosed { context.error(loss.description) }
        }
        let code = await dispatch(arguments, context: context)
        context.stdout.flush()
        context.stderr.flush()
        return Self.status(code, after: context.stdout.loss)
    }

    /// The exit status of a command that returned `code` while standard output had `loss`.
    static func status(_ code: ExitCode, after loss: OutputLoss?) -> ExitCode {
        guard let loss, !loss.readerClosed else { return code }
        return .cannotCreate
    }

    private func dispatch(_ arguments: [String], context: CommandContext) async -> ExitCode {
        if arguments.first == "--version" {
            context.stdout.line("\(program) \(version)")
            return .ok
        }
        if arguments.first == "help" {
            return help(Array(arguments.dropFirst()), context: context)
        }
        let words = Array(arguments.prefix { !$0.hasPrefix("-") })
        guard let (command, depth) = match(words) else {
            let group = longestGroup(words)
            let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
            if group.count < words.count {
                context.error(unknownCommand(group: group, word: words[group.count]))
                return .usage
            }
            if wantsHelp {
                context.stdout.write(overview(group))
                return .ok
            }
            if let option = arguments.dropFirst(group.count).first, option.hasPrefix("-") {
                let hint = NearestName.among(["--version", "--help"], for: option).map {
                    "; did you mean \($0)?"
                }
                let see = ([program] + group).joined(separator: " ")
                context.error("unknown option \(option)\(hint ?? "") (see \(see) --help)")
                return .usage
            }
            context.stderr.write(overview(group))
            return .usage
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst(depth)), for: command.spec)
            if parsed.wantsHelp {
                context.stdout.write(command.spec.helpText)
                return .ok
            }
            for note in parsed.deprecations { context.warn(note) }
            return try await command.run(parsed, context: context)
        } catch let error as UsageError {
            context.error(error.message)
            return .usage
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { context.error(failure.message) }
            return failure.exitCode
        } catch {
            context.error("internal error: \(error)")
            return .internalError
        }
    }

    /// `guidance help [COMMAND...]`: the help of a command, or the list of a group's commands.
    private func help(_ arguments: [String], context: CommandContext) -> ExitCode {
        let words = arguments.filter { !$0.hasPrefix("-") }
        // `help help` asks about help itself: the command list says how to use it.
        if words == ["help"] {
            context.stdout.write(overview([]))
            return .ok
        }
        if let (command, depth) = match(words), depth == words.count {
            context.stdout.write(command.spec.helpText)
            return .ok
        }
        let group = longestGroup(words)
        if group.count < words.count {
            context.error(unknownCommand(group: group, word: words[group.count]))
            return .usage
        }
        context.stdout.write(overview(group))
        return .ok
    }

    /// The message for a word that names no command after `group`, with the nearest command
    /// when the word looks like a typo of one.
    private func unknownCommand(group: [String], word: String) -> String {
        let unknown = (group + [word]).joined(separator: " ")
        let siblings = Set(
            commands.compactMap { command -> String? in
                let path = pathWords(command)
                guard path.count > group.count, Array(path.prefix(group.count)) == group else { return nil }
                return path[group.count]
            }
        ).sorted()
        let candidates = group.isEmpty ? siblings + ["help"] : siblings
        let hint =
            NearestName.among(candidates, for: word).map {
                "; did you mean \"\(([program] + group + [$0]).joined(separator: " "))\"?"
            } ?? ""
        let see = ([program] + group).joined(separator: " ")
        return "unknown command \"\(unknown)\"\(hint) (see \(see) --help)"
    }

    private func pathWords(_ command: any CLICommand) -> [String] {
        Array(command.spec.path.split(separator: " ").dropFirst().map(String.init))
    }

    /// The longest run of leading words that begins some command's path (a command group).
    private func longestGroup(_ words: [String]) -> [String] {
        var group: [String] = []
        for word in words {
            let candidate = group + [word]
            guard commands.contains(where: { Array(pathWords($0).prefix(candidate.count)) == candidate })
            else { break }
            group = candidate
        }
        return group
    }

    private func match(_ words: [String]) -> (any CLICommand, Int)? {
        var best: (any CLICommand, Int)?
        for command in commands {
            let path = pathWords(command)
            if path.count <= words.count, Array(words.prefix(path.count)) == path,
                path.count > (best?.1 ?? 0)
            {
                best = (command, path.count)
            }
        }
        return best
    }

    /// The command list shown by `guidance --help` or `guidance GROUP`.
    func overview(_ group: [String]) -> String {
        let title = ([program] + group).joined(separator: " ")
        var lines = ["\(program): \(summary)", "", "Usage: \(title) COMMAND [options]", "", "Commands:"]
        for command in commands where Array(pathWords(command).prefix(group.count)) == group {
            let name = pathWords(command).joined(separator: " ")
            let padded = name.count < 24 ? name + String(repeating: " ", count: 24 - name.count) : name + "  "
            lines.append("  \(padded)\(command.spec.abstract)")
        }
        lines += [
            "",
            "Run '\(program) help COMMAND' (or '\(program) COMMAND --help') for a command's options;",
            hasManual
                ? "'\(program) --version' for the version; 'man \(program)' and 'man \(program)-COMMAND' for the manual."
                : "'\(program) --version' for the version.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
