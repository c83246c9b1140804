import Testing

@testable import Arguments

@Suite struct NearestNameTests {
    @Test func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(NearestName.editDistance("locale", "locale") == 0)
        #expect(NearestName.editDistance("locle", "locale") == 1)
        #expect(NearestName.editDistance("lcoale", "locale") == 1)
        #expect(NearestName.editDistance("shwo", "show") == 1)
        #expect(NearestName.editDistance("owhs", "show") == 4)
        #expect(NearestName.editDistance("lcoael", "locale") == 2)
        #expect(NearestName.editDistance("", "run") == 3)
        #expect(NearestName.editDistance("drving", "driving") == 1)
        #expect(NearestName.editDistance("ca", "abc") == 3)
    }

    @Test func aTypoFindsItsWordAndNoiseFindsNothing() {
        let words = ["run", "directions", "events", "simulate", "say"]
        #expect(NearestName.among(words, for: "runn") == "run")
        #expect(NearestName.among(words, for: "evnets") == "events")
        #expect(NearestName.among(words, for: "directoins") == "directions")
        #expect(NearestName.among(words, for: "zzzzzz") == nil)
        #expect(NearestName.among(words, for: "play") == nil)
        // Short words with two letters swapped, the commonest typo.
        #expect(NearestName.among(["list", "show", "plural", "road"], for: "shwo") == "show")
        #expect(NearestName.among(["parse", "build", "from-desktop"], for: "buidl") == "build")
    }
}

@Suite struct DeprecatedSpellingTests {
    let spec = CommandSpec(
        path: "guidance test", abstract: "A command for tests.",
        options: [
            OptionSpec("output", short: "o", valueName: "FILE", help: "Where.", deprecatedNames: ["out"]),
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language."),
        ])

    @Test func anOldNameSetsTheNewOneAndLeavesANote() throws {
        let parsed = try ArgumentParser.parse(["--out", "a.txt"], for: spec)
        #expect(parsed.value("output") == "a.txt")
        #expect(parsed.deprecations == ["--out is deprecated; use --output"])
        let inline = try ArgumentParser.parse(["--out=b.txt"], for: spec)
        #expect(inline.value("output") == "b.txt")
        let current = try ArgumentParser.parse(["-o", "c.txt"], for: spec)
        #expect(current.value("output") == "c.txt" && current.deprecations.isEmpty)
    }

    @Test func helpNamesTheOldSpelling() {
        #expect(spec.helpText.contains("-o, --output FILE"))
        #expect(spec.helpText.contains("(--out: deprecated spelling)"))
    }

    @Test func anUnknownOptionSuggestsTheNearest() {
        #expect(
            throws: UsageError("unknown option --locle; did you mean --locale? (see guidance test --help)")
        ) {
            try ArgumentParser.parse(["--locle", "pt-BR"], for: spec)
        }
        #expect(
            throws: UsageError("unknown option --outptu; did you mean --output? (see guidance test --help)")
        ) {
            try ArgumentParser.parse(["--outptu=x"], for: spec)
        }
        #expect(throws: UsageError("unknown option --zzzzzz (see guidance test --help)")) {
            try ArgumentParser.parse(["--zzzzzz"], for: spec)
        }
    }
}
