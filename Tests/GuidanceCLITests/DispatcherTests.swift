import GuidanceCLI
import Testing

@Suite struct DispatcherTests {
    @Test func everyCommandHasHelp() async {
        for command in GuidanceCLI.dispatcher.commands {
            let words = command.spec.path.split(separator: " ").dropFirst().map(String.init)
            let run = await CLIRun(words + ["--help"])
            #expect(run.code == .ok, "\(command.spec.path)")
            #expect(run.stdout.contains("Usage: \(command.spec.path)"), "\(command.spec.path)")
        }
    }

    @Test func usageMistakesExitWith64() async {
        #expect(await CLIRun(["no-such-command"]).code == .usage)
        #expect(await CLIRun(["events", "validate", "--no-such-option"]).code == .usage)
        #expect(await CLIRun(["run", "-"]).code == .usage)
        let unknownLocale = await CLIRun(["run", "-", "--locale", "xx-YY"])
        #expect(unknownLocale.code == .usage)
        #expect(unknownLocale.stderr.contains("pt-BR"))
        #expect(await CLIRun([]).code == .usage)
    }

    @Test func versionAndGroupHelp() async {
        let version = await CLIRun(["--version"])
        #expect(version.code == .ok && version.stdout.hasPrefix("guidance "))
        let group = await CLIRun(["events", "--help"])
        #expect(group.code == .ok && group.stdout.contains("events validate"))
    }

    @Test func doubleDashEndsOptions() async throws {
        let run = await CLIRun(["events", "validate", "--", "--help"])
        #expect(run.code == .noInput)
        #expect(run.stderr.contains("--help: no such file"))
    }
}
