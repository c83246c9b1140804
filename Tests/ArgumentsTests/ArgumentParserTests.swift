import Testing

@testable import Arguments

@Suite struct ArgumentParserTests {
    let spec = CommandSpec(
        path: "guidance test",
        abstract: "A command for tests.",
        options: [
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language."),
            OptionSpec("include", kind: .repeated, help: "Repeatable."),
            .flag("parts", help: "A switch."),
        ],
        positionals: [PositionalSpec("FILE", help: "Input.", optional: true)]
    )

    @Test func valuesFlagsAndPositionalsInAnyOrder() throws {
        let parsed = try ArgumentParser.parse(["--parts", "in.ndjson", "--locale", "pt-BR"], for: spec)
        #expect(parsed.value("locale") == "pt-BR")
        #expect(parsed.flag("parts"))
        #expect(!parsed.flag("other"))
        #expect(parsed.positionals == ["in.ndjson"])
    }

    @Test func equalsSignsShortNamesAndTheLastValueWins() throws {
        let parsed = try ArgumentParser.parse(["--locale=en-US", "-l", "pt-PT"], for: spec)
        #expect(parsed.value("locale") == "pt-PT")
        #expect(parsed.values["locale"] == ["pt-PT"])
    }

    @Test func repeatedOptionsKeepEveryValueInOrder() throws {
        let parsed = try ArgumentParser.parse(["--include", "a", "--include=b", "--include", "c"], for: spec)
        #expect(parsed.all("include") == ["a", "b", "c"])
    }

    @Test func dashIsAPositionalAndDoubleDashEndsOptions() throws {
        #expect(try ArgumentParser.parse(["-"], for: spec).positionals == ["-"])
        let parsed = try ArgumentParser.parse(["--", "--locale"], for: spec)
        #expect(parsed.positionals == ["--locale"])
        #expect(parsed.value("locale") == nil)
    }

    @Test func helpSkipsTheArityCheck() throws {
        let parsed = try ArgumentParser.parse(["a", "b", "--help"], for: spec)
        #expect(parsed.wantsHelp)
        #expect(try ArgumentParser.parse(["-h"], for: spec).wantsHelp)
    }

    @Test func mistakesAreUsageErrorsNamingTheOption() {
        #expect(throws: UsageError("unknown option --colour (see guidance test --help)")) {
            try ArgumentParser.parse(["--colour"], for: spec)
        }
        #expect(throws: UsageError("unknown option -x (see guidance test --help)")) {
            try ArgumentParser.parse(["-x"], for: spec)
        }
        #expect(throws: UsageError("option --locale needs a value (TAG)")) {
            try ArgumentParser.parse(["--locale"], for: spec)
        }
        #expect(throws: UsageError("option --parts takes no value")) {
            try ArgumentParser.parse(["--parts=yes"], for: spec)
        }
        #expect(throws: UsageError("unexpected argument b (usage: guidance test [options] [FILE])")) {
            try ArgumentParser.parse(["a", "b"], for: spec)
        }
    }

    @Test func requiredPositionalsAreCheckedAndVariadicOnesSwallowTheRest() throws {
        let strict = CommandSpec(
            path: "guidance strict", abstract: "", positionals: [PositionalSpec("ROUTE", help: "")])
        #expect(throws: UsageError("missing argument ROUTE (usage: guidance strict ROUTE)")) {
            try ArgumentParser.parse([], for: strict)
        }
        let many = CommandSpec(
            path: "guidance many", abstract: "",
            positionals: [PositionalSpec("FILE", help: "", variadic: true)])
        #expect(try ArgumentParser.parse(["a", "b", "c"], for: many).positionals == ["a", "b", "c"])
    }

    @Test func typedAccessorsRejectBadValues() throws {
        let parsed = ParsedArguments(values: ["rate": ["fast"], "units": ["metric"], "count": ["3"]])
        #expect(throws: UsageError("option --rate: expected a number, got \"fast\"")) {
            try parsed.double("rate")
        }
        #expect(throws: UsageError("option --rate: expected an integer, got \"fast\"")) {
            try parsed.int("rate")
        }
        #expect(try parsed.int("count") == 3)
        #expect(try parsed.choice("units", in: ["metric", "uk"]) == "metric")
        #expect(throws: UsageError("option --units: \"metric\" is not one of imperial, uk")) {
            try parsed.choice("units", in: ["imperial", "uk"])
        }
        #expect(try parsed.double("missing") == nil)
    }

    @Test func helpTextListsEveryOptionAndTheUsageLine() {
        let help = spec.helpText
        #expect(help.contains("Usage: guidance test [options] [FILE]"))
        #expect(help.contains("-l, --locale TAG"))
        #expect(help.contains("--include INCLUDE ..."))
        #expect(help.contains("--parts"))
        #expect(help.contains("-h, --help"))
    }
}
