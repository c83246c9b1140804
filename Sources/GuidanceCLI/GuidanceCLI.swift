import Foundation

/// The `guidance` command-line tool.
public enum GuidanceCLI {
    /// The version printed by `guidance --version`.
    public static let version = "0.1.0"

    /// The dispatcher over every command the tool has.
    public static var dispatcher: Dispatcher {
        Dispatcher(program: "guidance", version: version, commands: CommandList.all)
    }

    /// Serves as the speech worker and exits when the process's command line is the one `run`
    /// and `say` start their worker with; returns otherwise. Called by the executable before
    /// anything else, so that the worker's start, part of every one-shot `say`, does no more
    /// than it needs.
    public static func serveSpeechWorkerIfAsked() {
        SpeechWorkerCommand.serveIfAsked(Array(CommandLine.arguments.dropFirst()))
    }

    /// Starts the speech worker at once when the process's command line is a `say`, before the
    /// dispatcher and the command are set up: they then overlap the worker's own start, most
    /// of a one-shot `say`'s cost. The command takes the worker when it gets there.
    public static func startSpeechWorkerEarly() {
        SpeechCommandSupport.EarlyWorker.start(Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs the process's command line in `context` (``CommandContext/process()``, taken by the
    /// executable before anything else opens a descriptor) and exits with the command's code.
    public static func main(_ context: CommandContext) async -> Never {
        // A reader that goes away is a failed write to report, not a signal that kills the
        // process and every other output with it.
        signal(SIGPIPE, SIG_IGN)
        let code = await dispatcher.run(Array(CommandLine.arguments.dropFirst()), context: context)
        exit(code.rawValue)
    }
}
