import Arguments
import Foundation
import GuidanceCLI

/// The `guidance` binary the benchmarks that need a process of it measure (`live` runs
/// `guidance run`, `speech` speaks through `guidance speech-worker`): the shipped tool itself,
/// not a copy of its code in this one.
enum GuidanceBinary {
    /// The `--guidance PATH` option of those benchmarks.
    static let option = OptionSpec(
        "guidance", valueName: "PATH",
        help: "The guidance binary to run (default: the one next to guidance-bench, same build).")

    /// `--guidance`, else `guidance` in this executable's directory, where SwiftPM builds both.
    static func locate(_ arguments: ParsedArguments) throws(CommandFailure) -> String {
        if let path = arguments.value("guidance") {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw CommandFailure(.noInput, "--guidance \(path): not an executable file")
            }
            return path
        }
        let beside = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("guidance").path
        guard FileManager.default.isExecutableFile(atPath: beside) else {
            throw CommandFailure(
                .noInput,
                "no guidance binary at \(beside) (build both: swift build -c release); give --guidance PATH")
        }
        return beside
    }
}
