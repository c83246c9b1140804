import Foundation
import GuidanceCLI
import Testing

/// The one vocabulary of docs/cli.md ("Conventions") across every command, in-process: did you
/// mean, deprecated spellings, locale negotiation, the shared option spellings, and missing
/// eSpeak NG data (formerly in scripts/cli-tests.sh; the cases of guidance-bench stay there).
@Suite struct SharedVocabularyTests {
    static let feed = CLIRun.path("examples/sao-paulo.events.ndjson")
    static let route = CLIRun.path("examples/sao-paulo.osrm.json")

    @Test(arguments: [
        (["runn", feed], #"did you mean "guidance run"?"#),
        (["events", "valdate", feed], #"did you mean "guidance events validate"?"#),
        (["locale", "shwo", "pt-BR"], #"did you mean "guidance locale show"?"#),
        (["run", feed, "--locle", "pt-BR"], "unknown option --locle; did you mean --locale?"),
        (["--versoin"], "did you mean --version?"),
    ])
    func misspellingsSuggestTheNearest(arguments: [String], suggestion: String) async {
        let run = await CLIRun(arguments)
        #expect(run.code == .usage)
        #expect(run.stderr.contains(suggestion), "\(run.stderr)")
    }

    @Test func nothingLikeAnyCommandSuggestsNothing() async {
        let run = await CLIRun(["zzzzzz"])
        #expect(run.code == .usage && !run.stderr.contains("did you mean"))
        let help = await CLIRun(["help"])
        #expect(help.code == .ok && help.stdout.contains("events validate"))
    }

    @Test func deprecatedSpellingsWorkWithAWarning() async {
        let out = await CLIRun(["qa", "pseudo", "--out", "-"])
        #expect(out.code == .ok)
        #expect(out.stderr.contains("warning: --out is deprecated; use --output"))
        #expect(out.stdout.contains("⟦"))
        let short = await CLIRun(["qa", "pseudo", "-o", "-"])
        #expect(short.code == .ok && !short.stderr.contains("deprecated"))
        let help = await CLIRun(["qa", "pseudo", "--help"])
        #expect(help.code == .ok && help.stdout.contains("(--out: deprecated spelling)"))
        let drive = await CLIRun(["run", Self.feed, "-l", "pt-BR", "--mode", "drive", "--casting", "none"])
        #expect(drive.code == .ok)
        #expect(drive.stderr.contains("warning: --mode drive is deprecated; use --mode driving"))
        let misspelt = await CLIRun(["run", Self.feed, "-l", "pt-BR", "--mode", "drving"])
        #expect(misspelt.code == .usage && misspelt.stderr.contains("did you mean driving?"))
        let runHelp = await CLIRun(["run", "--help"])
        #expect(runHelp.code == .ok && runHelp.stdout.contains("deprecated spellings"))
    }

    @Test(arguments: ["driving", "walking", "bicycling", "transit"])
    func currentModesHaveNoWarning(mode: String) async {
        let run = await CLIRun(["run", Self.feed, "-l", "pt-BR", "--mode", mode, "--casting", "none"])
        #expect(run.code == .ok && !run.stderr.contains("deprecated"), "\(run.stderr)")
    }

    /// Every command that takes a shipped locale refuses an unshipped one (64) with the nearest
    /// shipped locale of its language, before writing anything.
    @Test func unshippedLocalesAreRefusedEverywhereBeforeAnyOutput() async throws {
        let scratch = try CLIRun.temporaryDirectory("negotiation")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let commands: [[String]] = [
            ["run", Self.feed, "--casting", "none", "-l"],
            ["directions", Self.route, "-l"],
            ["say", "-o", "\(scratch)/say.wav", "hello", "-l"],
            ["qa", "matrix", "-l"],
            ["qa", "lint", "-l"],
            ["qa", "audio", "-o", "\(scratch)/qa-audio", "-l"],
            ["qa", "report", "--no-audio", "-o", "\(scratch)/qa-report", "-l"],
            ["locale", "show"],
        ]
        for command in commands {
            for (tag, nearest) in [("en-AU", "en-GB"), ("es-GQ", "es-ES")] {
                let run = await CLIRun(command + [tag])
                #expect(run.code == .usage, "\(command) \(tag)")
                #expect(run.stderr.contains("did you mean \(nearest)?"), "\(command) \(tag): \(run.stderr)")
            }
        }
        for command in [["locale", "plural", "en-AU", "1"], ["locale", "road", "en-AU", "Main"]]
            + [["locale", "distance", "en-AU", "100"]]
        {
            let run = await CLIRun(command)
            #expect(run.code == .usage && run.stderr.contains("did you mean en-GB?"), "\(command)")
        }
        for written in ["qa-audio", "qa-report", "say.wav"] {
            #expect(!CLIRun.exists("\(scratch)/\(written)"), "wrote \(written) before rejecting its locale")
        }
    }

    /// Case forms (docs/templates.md, "Case forms"): the preposition's case, or --case.
    @Test func caseForms() async {
        let polish = await CLIRun(["locale", "road", "pl-PL", "ul. Mickiewicza", "--prep", "na-msc"])
        #expect(
            polish.code == .ok && polish.stdout.contains("spoken: na ulicy Mickiewicza"), "\(polish.stdout)")
        let turkish = await CLIRun(["locale", "road", "tr-TR", "Atatürk Caddesi", "--case", "dative"])
        #expect(turkish.code == .ok && turkish.stdout.contains("Atatürk Caddesi'ne"), "\(turkish.stdout)")
        let unknown = await CLIRun(["locale", "road", "de-DE", "A 9", "--case", "dative"])
        #expect(unknown.code == .usage && unknown.stderr.contains(#"unknown case "dative""#))
    }

    /// pt-AO is served by pt-PT in every command that negotiates.
    @Test func aServedTagIsServedEverywhere() async throws {
        let scratch = try CLIRun.temporaryDirectory("served")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let angola = await CLIRun(["directions", Self.route, "-l", "pt-AO"])
        let portugal = await CLIRun(["directions", Self.route, "-l", "pt-PT"])
        #expect(angola.code == .ok && angola.stdout == portugal.stdout)
        let lint = await CLIRun(["qa", "lint", "-l", "pt-AO"])
        #expect(lint.code == .ok && lint.stdout.contains("in 1 locale"), "\(lint.stdout)")
        let say = await CLIRun(
            ["say", "-l", "pt-AO", "-o", "\(scratch)/say.wav", "Olá"],
            environment: ["XDG_CACHE_HOME": scratch])
        #expect(say.code == .ok, "\(say.stderr)")
        let run = await CLIRun(["run", Self.feed, "--casting", "text", "-l", "pt-AO"])
        #expect(run.code == .ok && run.stdout.contains("Vire à esquerda para a Rua Augusta"))
        for command in [
            ["qa", "matrix", "-l", "pt-AO"],
            ["qa", "report", "--no-audio", "-o", "\(scratch)/qa-report-ao", "-l", "pt-AO"],
            ["locale", "show", "pt-AO"],
        ] {
            let served = await CLIRun(command)
            #expect(served.code == .ok && served.stdout.contains("pt-PT"), "\(command): \(served.stderr)")
        }
        for command in [
            ["locale", "plural", "pt-AO", "1"], ["locale", "road", "pt-AO", "Avenida"],
            ["locale", "distance", "pt-AO", "1500"],
        ] {
            #expect(await CLIRun(command).code == .ok, "\(command)")
        }
    }

    /// Bad --voice and --rate fail at once (64) wherever they are taken.
    @Test func badVoiceOptionsOfSay() async throws {
        let scratch = try CLIRun.temporaryDirectory("say-options")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for option in [["--rate", "20"], ["--voice", "nosuch"]] {
            let run = await CLIRun(["say"] + option + ["-o", "\(scratch)/x.wav", "hi"])
            #expect(run.code == .usage, "\(option)")
        }
        // run's voice options shape audio only: a voice name without an audio output is refused
        // (the other options: VocabularyTests.optionsThatWouldDoNothingAreRefused).
        let run = await CLIRun(["run", Self.feed, "-l", "pt-BR", "--voice", "pt-br", "--casting", "none"])
        #expect(run.code == .usage && run.stderr.contains("needs an audio output"))
        #expect(!CLIRun.exists("\(scratch)/x.wav"))
    }

    /// Missing eSpeak NG data is 66 (the exit-code table) in every command that speaks, before
    /// any output.
    @Test func missingSpeechDataIsNoInputBeforeAnyOutput() async throws {
        let scratch = try CLIRun.temporaryDirectory("espeak-data")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let commands: [[String]] = [
            ["run", Self.feed, "-l", "pt-BR", "--audio-dir", "\(scratch)/ead", "--casting", "none"],
            ["say", "-o", "\(scratch)/ead.wav", "hi"],
            ["voices"],
            ["qa", "audio", "-l", "pt-BR", "-o", "\(scratch)/ead-audio"],
            ["qa", "report", "-l", "pt-BR", "-o", "\(scratch)/ead-report"],
        ]
        for command in commands {
            let run = await CLIRun(
                command + ["--espeak-data", "/nonexistent"], environment: ["XDG_CACHE_HOME": scratch])
            #expect(run.code == .noInput, "\(command): \(run.stderr)")
        }
        for written in ["ead.wav", "ead-audio", "ead-report"] {
            #expect(
                !CLIRun.exists("\(scratch)/\(written)"), "wrote \(written) before finding the data missing")
        }
    }

    /// The shared spellings: -l/--locale, -o/--output, --data, --espeak-data.
    @Test func sharedOptionSpellings() async {
        let spellings: [(String, [String])] = [
            (
                "-l, --locale",
                [
                    "run", "directions", "say", "qa matrix", "qa lint", "qa audio", "qa report",
                    "message format",
                    "voices",
                ]
            ),
            ("-o, --output", ["say", "qa audio", "qa report", "qa pseudo", "qa export", "qa import"]),
            (
                "--data DIR",
                [
                    "run", "directions", "say", "locale list", "locale show", "locale plural", "locale road",
                    "locale distance", "qa lint", "qa matrix", "qa audio", "qa report", "qa pseudo",
                    "qa export",
                    "cast demo",
                ]
            ),
            (
                "--espeak-data DIR",
                ["run", "say", "voices", "qa lint", "qa audio", "qa report", "speech-worker"]
            ),
        ]
        for (spelling, commands) in spellings {
            for command in commands {
                let help = await CLIRun(command.split(separator: " ").map(String.init) + ["--help"])
                #expect(help.stdout.contains(spelling), "\(command) has no \(spelling)")
            }
        }
    }
}
