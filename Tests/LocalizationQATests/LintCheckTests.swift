import Foundation
import LocalizationQA
import Speech
import Testing

/// One deliberately broken copy of pt-BR (or en-US) per check: each must be found, with its id
/// and the line (and column, where it is exact) of the defect.
struct LintCheckTests {
    /// Lints pt-BR (or `locale`) of a data directory without the voice check.
    func lint(_ directory: String, _ locale: String = "pt-BR", voices: [VoiceInfo]? = nil) throws -> [Finding]
    {
        try Linter().lint(directory: directory, locales: [locale], installedVoices: voices).findings
    }

    func expectFinding(
        _ findings: [Finding], _ id: String, line: Int, column: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let matching = findings.filter {
            $0.checkID == id && $0.line == line && (column == nil || $0.column == column)
        }
        #expect(
            !matching.isEmpty, "no \(id) at line \(line): \(findings.map(\.formatted))",
            sourceLocation: sourceLocation)
    }

    /// A data copy whose en-US gains `source` and whose pt-BR gains `translation`, both in a
    /// `[qa]` section of their own, so that each test controls the text it breaks.
    func pair(source: String, translation: String) throws -> String {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.append(directory, "templates/en-US.mf2", "\n[qa]\n\n\(source)\n")
        try QAFixtures.append(directory, "templates/pt-BR.mf2", "\n[qa]\n\n\(translation)\n")
        return directory
    }

    /// The findings about the test's own message.
    func probeFindings(_ directory: String, _ locale: String = "pt-BR") throws -> [Finding] {
        try lint(directory, locale).filter { $0.key == "qa.probe" }
    }

    func line(_ needle: String, _ directory: String, _ file: String = "templates/pt-BR.mf2") throws -> Int {
        try QAFixtures.line(of: needle, in: directory, file)
    }

    @Test func faithfulTranslationHasNoFinding() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "@param x a name\nprobe = Olá {$x}.")
        #expect(try probeFindings(directory).isEmpty)
    }

    @Test func syntaxErrorIsLocated() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "probe = Olá {$x.")
        expectFinding(
            try lint(directory), "syntax",
            line: try line("probe = Olá {$x.", directory))
    }

    @Test func unknownFunctionIsASyntaxError() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "probe = Olá {$x :raod}.")
        expectFinding(try probeFindings(directory), "syntax", line: try line(":raod", directory), column: 13)
    }

    @Test func missingCatchAllPointsAtTheMatch() throws {
        let directory = try pair(
            source: "@param n a or b\nprobe = .input {$n :string}\n  .match $n\n  a {{A.}}\n  * {{B.}}",
            translation: "probe = .input {$n :string}\n  .match $n\n  a {{Á.}}\n  b {{Bê.}}")
        let start = try line("probe = .input {$n :string}", directory)
        expectFinding(try probeFindings(directory), "missing-catch-all", line: start + 1, column: 3)
    }

    @Test func missingMessageIsNamed() throws {
        let directory = try QAFixtures.dataCopy()
        let path = directory + "/templates/pt-BR.mf2"
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let section = try #require(lines.firstIndex(of: "[alert]"))
        let entry = try #require(lines[section...].firstIndex { $0.hasPrefix("rerouting = ") })
        lines.remove(at: entry)
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let findings = try lint(directory).filter { $0.checkID == "missing-message" }
        #expect(findings.map(\.key) == ["alert.rerouting"])
        #expect(findings.first?.severity == .error)
    }

    @Test func missingOptionalMessageIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.append(
            directory, "templates/en-US.mf2", "\n[extra]\n@param name who\ngreeting = Hello {$name}.\n")
        let findings = try lint(directory).filter { $0.checkID == "missing-optional" }
        let greeting = try #require(findings.first { $0.key == "extra.greeting" })
        #expect(greeting.severity == .warning)
    }

    @Test func obsoleteMessageIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.append(directory, "templates/pt-BR.mf2", "\n[extra]\nold = Velho.\n")
        let findings = try lint(directory)
        expectFinding(findings, "obsolete-message", line: try line("old = Velho.", directory), column: 1)
        #expect(findings.first { $0.checkID == "obsolete-message" }?.severity == .warning)
    }

    @Test func unknownVariableIsAnError() throws {
        let directory = try pair(
            source: "@param place a place\nprobe = At {$place}.", translation: "probe = Em {$place} {$stop}.")
        expectFinding(
            try probeFindings(directory), "unknown-variable", line: try line("{$stop}", directory), column: 21
        )
    }

    @Test func variantThatDropsAVariableIsFound() throws {
        let directory = try pair(
            source: "@param p a place\n@param near yes, no\nprobe = .input {$near :string}\n  .match $near\n"
                + "  yes {{At {$p}.}}\n  no {{Near {$p}.}}\n  * {{Here.}}",
            translation:
                "probe = .input {$near :string}\n  .match $near\n  yes {{Em {$p}.}}\n  no {{Perto.}}\n  * {{Aqui.}}"
        )
        expectFinding(
            try probeFindings(directory), "unused-variable", line: try line("  no {{Perto.}}", directory),
            column: 6)
    }

    @Test func paramNamingNoVariableIsFound() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.",
            translation: "@param gap not a variable\nprobe = Olá {$x}.")
        expectFinding(
            try probeFindings(directory), "unused-variable", line: try line("@param gap", directory),
            column: 1)
    }

    @Test func missingPluralCategoryIsAnError() throws {
        let directory = try pair(
            source:
                "@param n how many\nprobe = .input {$n :number}\n  .match $n\n  one {{{$n} thing.}}\n  * {{{$n} things.}}",
            translation:
                "probe = .input {$n :number}\n  .match $n\n  other {{{$n} coisa.}}\n  * {{{$n} coisas.}}")
        let findings = try probeFindings(directory)
        expectFinding(
            findings, "missing-plural", line: try line("probe = .input {$n :number}", directory) + 1,
            column: 3)
        #expect(findings.contains { $0.checkID == "missing-plural" && $0.message.contains("one") })
    }

    @Test func pluralCategoryTheLocaleNeverUsesIsAWarning() throws {
        let directory = try pair(
            source:
                "@param n how many\nprobe = .input {$n :number}\n  .match $n\n  one {{{$n} thing.}}\n  * {{{$n} things.}}",
            translation:
                "probe = .input {$n :number}\n  .match $n\n  one {{{$n} coisa.}}\n  few {{{$n} coisas.}}\n"
                + "  * {{{$n} coisas.}}")
        expectFinding(
            try probeFindings(directory), "unused-plural", line: try line("few {{", directory), column: 7)
    }

    @Test func unbalancedMarkupIsAnError() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "probe = {#emphasis}Olá {$x}.")
        expectFinding(
            try probeFindings(directory), "markup", line: try line("probe = {#emphasis}", directory),
            column: 9)
    }

    @Test func markupWithoutSSMLMappingIsAnError() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.",
            translation: "probe = {#blink}Olá{/blink} {#emphasis}{$x}{/emphasis}.")
        let findings = try probeFindings(directory).filter { $0.checkID == "markup" }
        #expect(findings.count == 2, "\(findings.map(\.formatted))")
        expectFinding(findings, "markup", line: try line("probe = {#blink}", directory), column: 9)
        #expect(findings.allSatisfy { $0.message.contains("blink") })
    }

    @Test func doubledWhitespaceIsLocated() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "probe = Olá  {$x}. ")
        let findings = try probeFindings(directory).filter { $0.checkID == "whitespace" }
        expectFinding(findings, "whitespace", line: try line("probe = Olá  {$x}", directory), column: 12)
        #expect(findings.contains { $0.message.contains("ends with whitespace") })
    }

    @Test func untranslatedMessageAndEnglishWordsAreFound() throws {
        let message = "@param x a name\nprobe = You have reached your stop, {$x}."
        let directory = try pair(source: message, translation: message)
        let findings = try probeFindings(directory)
        let at = try line("probe = You have reached", directory)
        expectFinding(findings, "untranslated", line: at, column: 1)
        expectFinding(findings, "source-words", line: at, column: 18)
    }

    @Test func englishWordInATranslationIsAnError() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "probe = Olá {$x}, then.")
        let findings = try probeFindings(directory)
        expectFinding(
            findings, "source-words", line: try line("probe = Olá {$x}, then.", directory), column: 19)
        #expect(findings.first { $0.checkID == "source-words" }?.severity == .error)
    }

    @Test func sameLanguageLocaleMayKeepSourceWords() throws {
        let directory = try QAFixtures.dataCopy(["en-US", "pt-BR"])
        try FileManager.default.copyItem(
            atPath: directory + "/templates/en-US.mf2", toPath: directory + "/templates/en-AU.mf2")
        let facts = try String(contentsOfFile: directory + "/locales/en-US.json", encoding: .utf8)
            .replacingOccurrences(of: "\"locale\": \"en-US\"", with: "\"locale\": \"en-AU\"")
        try facts.write(toFile: directory + "/locales/en-AU.json", atomically: true, encoding: .utf8)
        let findings = try lint(directory, "en-AU")
        #expect(!findings.contains { $0.checkID == "source-words" || $0.checkID == "untranslated" })
    }

    @Test func literalArticleBeforeARoadIsAnError() throws {
        let directory = try pair(
            source: "@param road a road\nprobe = Take {$road :road prep=onto}.",
            translation: "probe = Siga pela {$road :road}.")
        expectFinding(
            try probeFindings(directory), "literal-article", line: try line("probe = Siga pela", directory),
            column: 14)
    }

    @Test func literalUnitAfterADistanceIsAnError() throws {
        let directory = try pair(
            source: "@param d meters to go\nprobe = In {$d :distance}, stop.",
            translation: "probe = Em {$d :distance} metros, pare.")
        let findings = try probeFindings(directory).filter { $0.checkID == "literal-unit" }
        #expect(findings.map(\.line) == [try line("probe = Em {$d :distance} metros", directory)])
    }

    @Test func literalOrdinalSuffixIsAnError() throws {
        let directory = try pair(
            source: "@param n the exit\nprobe = Take the {$n :ordinal} exit.",
            translation: "probe = Pegue a {$n}ª saída.")
        let findings = try probeFindings(directory).filter { $0.checkID == "literal-ordinal" }
        #expect(findings.map(\.line) == [try line("probe = Pegue a {$n}ª", directory)])
    }

    @Test func overlongVariantIsAWarning() throws {
        let long = String(repeating: "Trânsito intenso à frente. ", count: 8)
        let directory = try pair(source: "probe = Heavy traffic ahead now.", translation: "probe = \(long)")
        expectFinding(
            try probeFindings(directory), "length-ratio", line: try line("probe = Trânsito", directory),
            column: 9)
    }

    @Test func missingFullStopIsAWarning() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.", translation: "probe = Olá {$x}")
        expectFinding(
            try probeFindings(directory), "punctuation", line: try line("probe = Olá {$x}", directory),
            column: 9)
    }

    @Test func undocumentedSourceVariableIsAWarning() throws {
        let directory = try pair(source: "probe = Hello {$x}.", translation: "probe = Olá {$x}.")
        let at = try line("probe = Hello {$x}.", directory, "templates/en-US.mf2")
        expectFinding(try probeFindings(directory, "en-US"), "missing-param-doc", line: at, column: 15)
    }

    @Test func allowPropertySilencesOneCheck() throws {
        let directory = try pair(
            source: "@param x a name\nprobe = Hello {$x}.",
            translation: "@allow punctuation\nprobe = Olá {$x}")
        #expect(try probeFindings(directory).isEmpty)
    }

    @Test func warningsFailOnlyInStrictMode() {
        let warning = Finding(
            checkID: "punctuation", severity: .warning, locale: "pt-BR", file: "f", line: 1, column: 1,
            message: "m")
        var error = warning
        error.severity = .error
        #expect(!LintReport(locales: ["pt-BR"], findings: [warning]).fails(strict: false))
        #expect(LintReport(locales: ["pt-BR"], findings: [warning]).fails(strict: true))
        #expect(LintReport(locales: ["pt-BR"], findings: [error]).fails(strict: false))
        #expect(!LintReport(locales: ["pt-BR"], findings: []).fails(strict: true))
    }

    @Test func brokenFactsAreLocated() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "locales/pt-BR.json",
            replacing:
                "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculine\"}",
            with: "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculin\"}")
        let line = try QAFixtures.line(of: "\"masculin\"", in: directory, "locales/pt-BR.json")
        let findings = try lint(directory)
        expectFinding(findings, "locale-data", line: line)
        #expect(findings.first { $0.checkID == "locale-data" }?.file == "locales/pt-BR.json")
    }

    @Test func uninstalledVoiceIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        let voices = [
            VoiceInfo(
                name: "pt-BR", displayName: "Portuguese (Brazil)", languages: ["pt-br"],
                identifier: "roa/pt-BR", gender: .unspecified)
        ]
        #expect(!(try lint(directory, voices: voices)).contains { $0.checkID == "unknown-voice" })
        try QAFixtures.edit(
            directory, "locales/pt-BR.json", replacing: "\"voice\": \"pt-br\"",
            with: "\"voice\": \"pt-xx-none\"")
        let line = try QAFixtures.line(of: "\"voice\"", in: directory, "locales/pt-BR.json")
        expectFinding(try lint(directory, voices: voices), "unknown-voice", line: line)
    }

    @Test func roadTypeWithoutGenderIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "locales/pt-BR.json",
            replacing:
                "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculine\"}",
            with:
                "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"neuter\", \"article\": false}"
        )
        let line = try QAFixtures.line(of: "\"Largo\"", in: directory, "locales/pt-BR.json")
        expectFinding(try lint(directory), "road-gender", line: line)
    }

    @Test func lexiconLoopIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "locales/pt-BR.json", replacing: "{\"written\": \"Dr.\", \"spoken\": \"Doutor\"},",
            with:
                "{\"written\": \"Dr.\", \"spoken\": \"Doutor\"},\n      {\"written\": \"Doutor\", \"spoken\": \"Dr.\"},"
        )
        let line = try QAFixtures.line(of: "{\"written\": \"Dr.\"", in: directory, "locales/pt-BR.json")
        let findings = try lint(directory).filter { $0.checkID == "lexicon-loop" }
        #expect(findings.count == 2, "\(findings.map(\.formatted))")
        expectFinding(findings, "lexicon-loop", line: line)
    }

    @Test func everyLocaleIsLintedByDefaultAndUnknownOnesAreRejected() throws {
        let directory = try QAFixtures.dataCopy()
        let report = try Linter().lint(directory: directory, installedVoices: nil)
        #expect(report.locales == ["en-US", "pt-BR", "pt-PT"])
        let spelled = try Linter().lint(
            directory: directory, locales: ["pt_br", "PT-BR"], installedVoices: nil)
        #expect(spelled.locales == ["pt-BR"])
        #expect(throws: LintError.self) {
            try Linter().lint(directory: directory, locales: ["xx-YY"], installedVoices: nil)
        }
    }

    @Test func jsonOutputCarriesEveryField() throws {
        let finding = Finding(
            checkID: "markup", severity: .error, locale: "pt-BR", file: "templates/pt-BR.mf2", line: 3,
            column: 9,
            key: "a.b", message: "say \"x\"")
        let json = LintReport(locales: ["pt-BR"], findings: [finding]).json()
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let first = (object?["findings"] as? [[String: Any]])?.first
        #expect(first?["check"] as? String == "markup")
        #expect(first?["line"] as? Int == 3)
        #expect(first?["message"] as? String == "say \"x\"")
        #expect(finding.formatted == "templates/pt-BR.mf2:3:9: error [markup] message a.b: say \"x\"")
    }
}
