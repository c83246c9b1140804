import Foundation

/// The `guidance` command-line tool.
public enum GuidanceCLI {
    /// The version printed by `guidance --version`.
    public static let version = "0.1.0"

    /// The dispatcher over every command the tool has.
    public static var dispatcher: Dispatcher {
        Dispatcher(program: "guidance", version: version, commands: CommandList.all)
    }

    /// Runs the process's command line and exits with the command's code.
    public static func main() async -> Never {
        let code = await dispatcher.run(Array(CommandLine.arguments.dropFirst()), context: .process())
        exit(code.rawValue)
    }
}
