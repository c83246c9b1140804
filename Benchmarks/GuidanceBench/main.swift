import Foundation
import GuidanceCLI

// The benchmarks of docs/benchmarks.md, a tool of their own so that nothing a user installs
// carries them: the same dispatcher, conventions and exit codes as `guidance`, its own commands.
// The standard streams are checked before anything else runs, as `guidance` does.
let context = CommandContext.process()
// A reader that goes away is a failed write to report, not a signal that kills the process.
signal(SIGPIPE, SIG_IGN)
let dispatcher = Dispatcher(
    program: "guidance-bench", version: GuidanceCLI.version, commands: BenchCommandList.all,
    summary: "the speed figures of docs/benchmarks.md, each against its goal in Benchmarks/goals.json.",
    hasManual: false)
let code = await dispatcher.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(code.rawValue)
