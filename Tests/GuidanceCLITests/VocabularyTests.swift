import GuidanceCLI
import Testing

/// The one vocabulary of docs/cli.md: help COMMAND, did-you-mean, locale negotiation with the
/// nearest shipped locale, deprecated spellings.
@Suite struct VocabularyTests {
    @Test func helpCommandIsTheCommandsHelp() async {
        let help = await CLIRun(["help", "events", "validate"])
        let flag = await CLIRun(["events", "validate", "--help"])
        #expect(help.code == .ok)
        #expect(help.stdout == flag.stdout)
        let group = await CLIRun(["help", "qa"])
        #expect(group.code == .ok && group.stdout.contains("qa pseudo"))
        let itself = await CLIRun(["help", "--help"])
        #expect(itself.code == .ok && itself.stdout.contains("help COMMAND"))
        let helpOfHelp = await CLIRun(["help", "help"])
        #expect(helpOfHelp.code == .ok && helpOfHelp.stdout.contains("help COMMAND"))
        #expect(helpOfHelp.stderr.isEmpty)
        let unknown = await CLIRun(["help", "evnts"])
        #expect(unknown.code == .usage)
        #expect(unknown.stderr.contains("did you mean \"guidance events\"?"))
    }

    @Test func misspeltCommandsSuggestTheNearest() async {
        let top = await CLIRun(["simulat"])
        #expect(top.code == .usage && top.stderr.contains("did you mean \"guidance simulate\"?"))
        let sub = await CLIRun(["qa", "lnt"])
        #expect(sub.code == .usage && sub.stderr.contains("did you mean \"guidance qa lint\"?"))
        let far = await CLIRun(["xyzzyplugh"])
        #expect(far.code == .usage && !far.stderr.contains("did you mean"))
    }

    @Test func anUnshippedRegionNamesTheNearestShippedLocale() async {
        let cases = [
            ("en-AU", "en-GB"), ("en-IE", "en-GB"), ("en-NZ", "en-GB"), ("es-GQ", "es-ES"),
            ("de-CH", "de-DE"),
        ]
        for (requested, nearest) in cases {
            let run = await CLIRun([
                "directions", CLIRun.path("examples/sao-paulo.osrm.json"), "-l", requested,
            ])
            #expect(run.code == .usage, "\(requested)")
            #expect(run.stderr.contains("did you mean \(nearest)?"), "\(requested): \(run.stderr)")
        }
        let unrelated = await CLIRun([
            "directions", CLIRun.path("examples/sao-paulo.osrm.json"), "-l", "th-TH",
        ])
        #expect(unrelated.code == .usage && !unrelated.stderr.contains("did you mean"))
    }

    @Test func aServedTagIsNegotiatedNotRefused() async {
        let served = await CLIRun(["locale", "show", "pt-AO"])
        #expect(served.code == .ok)
        #expect(served.stdout.contains("pt-PT"))
    }

    /// `run`'s voice options without an audio output would do nothing; they are refused, so
    /// that a bad voice never passes unseen, as `--linger` is without `--serve`.
    @Test func optionsThatWouldDoNothingAreRefused() async {
        let feed = CLIRun.path("examples/sao-paulo.events.ndjson")
        for option in [
            ["--voice", "nosuch"], ["--rate", "200"], ["--volume", "50"], ["--espeak-data", "/usr"],
        ] {
            let run = await CLIRun(["run", feed, "-l", "pt-BR", "--casting", "none"] + option)
            #expect(run.code == .usage, "\(option)")
            #expect(run.stderr.contains("option \(option[0]) needs an audio output"), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        let linger = await CLIRun(["run", feed, "-l", "pt-BR", "--casting", "none", "--linger"])
        #expect(linger.code == .usage && linger.stderr.contains("--linger needs --serve"))
    }

    @Test func oldModeWordsStillWorkWithAWarning() async {
        let feed = CLIRun.path("examples/sao-paulo.events.ndjson")
        let old = await CLIRun(["run", feed, "-l", "en-US", "--mode", "walk", "--casting", "text"])
        let new = await CLIRun(["run", feed, "-l", "en-US", "--mode", "walking", "--casting", "text"])
        #expect(old.code == .ok && new.code == .ok)
        #expect(old.stdout == new.stdout)
        #expect(old.stderr.contains("--mode walk is deprecated; use --mode walking"))
        #expect(!new.stderr.contains("deprecated"))
    }
}
