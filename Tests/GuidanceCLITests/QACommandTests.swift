import Foundation
import TestSupport
import Testing

/// `guidance qa` on a copy of the shipped data, in-process: lint, translation files, matrix,
/// report and the pseudo-locale, with the exit codes of docs/cli.md (formerly in
/// scripts/cli-tests.sh).
@Suite struct QACommandTests {
    /// A data directory holding copies of the given locales' templates and facts.
    static func dataCopy(_ tags: [String]) throws -> String {
        let directory = try CLIRun.temporaryDirectory("qa-data")
        let files = FileManager.default
        for folder in ["templates", "locales"] {
            try files.createDirectory(atPath: "\(directory)/\(folder)", withIntermediateDirectories: true)
        }
        for tag in tags {
            try files.copyItem(
                atPath: CLIRun.path("templates/\(tag).mf2"), toPath: "\(directory)/templates/\(tag).mf2")
            try files.copyItem(
                atPath: CLIRun.path("locales/\(tag).json"), toPath: "\(directory)/locales/\(tag).json")
        }
        return directory
    }

    /// Replaces the whole line `old` of a file with `new` (nil: removes lines containing `old`).
    static func edit(_ path: String, line old: String, to new: String?) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let new {
            #expect(lines.contains(old), "\(path) has no line \(old)")
            lines = lines.map { $0 == old ? new : $0 }
        } else {
            #expect(lines.contains { $0.contains(old) }, "\(path) has no line with \(old)")
            lines.removeAll { $0.contains(old) }
        }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func translationFilesRoundTripAndBadOnesAreRefused() async throws {
        let data = try Self.dataCopy(["en-US", "pt-BR"])
        defer { try? FileManager.default.removeItem(atPath: data) }
        let clean = await CLIRun(["qa", "lint", "--data", data])
        #expect(clean.code == .ok)
        #expect(clean.stdout.contains("0 errors, 0 warnings in 2 locales"), "\(clean.stdout)")

        let templates = try String(contentsOfFile: "\(data)/templates/pt-BR.mf2", encoding: .utf8)
        for format in ["po", "xliff"] {
            let exported = "\(data)/pt-BR.\(format)"
            let export = await CLIRun([
                "qa", "export", "--data", data, "--format", format, "--output", exported, "pt-BR",
            ])
            #expect(export.code == .ok, "\(format): \(export.stderr)")
            let imported = "\(data)/pt-BR-\(format).mf2"
            let `import` = await CLIRun(["qa", "import", "--format", format, "--output", imported, exported])
            #expect(`import`.code == .ok, "\(format): \(`import`.stderr)")
            #expect(try String(contentsOfFile: imported, encoding: .utf8) == templates, "\(format)")
        }
        let po = try String(contentsOfFile: "\(data)/pt-BR.po", encoding: .utf8)
        let fromStdin = await CLIRun(["qa", "import", "--format", "po", "-"], stdin: Array(po.utf8))
        #expect(fromStdin.code == .ok && fromStdin.stdout == templates)
        if let msgfmt = ["/usr/bin/msgfmt", "/bin/msgfmt"].first(where: FileManager.default.isExecutableFile)
        {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: msgfmt)
            process.arguments = ["--check-format", "-o", "/dev/null", "\(data)/pt-BR.po"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "msgfmt refuses the PO export")
        }
        let newLocale = await CLIRun(["qa", "export", "--data", data, "--format", "po", "it-IT"])
        #expect(newLocale.code == .ok && newLocale.stdout.contains(#""Language: it-IT\n""#))
        #expect(await CLIRun(["qa", "export", "--data", data, "pt-BR"]).code == .usage)
        #expect(await CLIRun(["qa", "export", "--data", data, "--format", "csv", "pt-BR"]).code == .usage)

        var lines = po.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let meter = try #require(lines.firstIndex(of: #"msgstr "{$number} m""#))
        lines = lines.map { $0 == #"msgstr "{$number} m""# ? #"msgstr "{$number m""# : $0 }
        let bad = "\(data)/bad.po"
        try lines.joined(separator: "\n").write(toFile: bad, atomically: true, encoding: .utf8)
        let invalid = await CLIRun(["qa", "import", bad])
        #expect(invalid.code == .dataError)
        #expect(
            invalid.stderr.contains("\(bad):\(meter + 1): unit.display.meter: syntax-error"),
            "\(invalid.stderr)")
        let broken = "\(data)/broken.po"
        try "msgid \"\"\nmsgstr \"Language: pt-BR\\n\"\n\nmsgctxt \"a.b\n".write(
            toFile: broken, atomically: true, encoding: .utf8)
        let unclosed = await CLIRun(["qa", "import", broken])
        #expect(unclosed.code == .dataError)
        #expect(unclosed.stderr.contains("\(broken):4: a string not closed"), "\(unclosed.stderr)")
        #expect(await CLIRun(["qa", "import", "\(data)/nonexistent.po"]).code == .noInput)
        #expect(await CLIRun(["qa", "import", "\(data)/pt-BR-po.mf2"]).code == .usage)
        #expect(await CLIRun(["qa", "lint", "--data", data, "--locale", "xx-YY"]).code == .usage)
        #expect(await CLIRun(["qa", "lint", "--data", "/nonexistent/guidance-data"]).code == .noInput)
        #expect(await CLIRun(["qa", "lint", "--data", data, "--format", "yaml"]).code == .usage)
    }

    /// Wording defects fixed in the shipped locales, put back into a copy, fail the strict lint.
    @Test func wordingDefectsFailTheStrictLint() async throws {
        let data = try Self.dataCopy(["en-US", "pt-PT"])
        defer { try? FileManager.default.removeItem(atPath: data) }
        let arguments = ["qa", "lint", "--data", data, "--locale", "pt-PT", "--strict"]
        #expect(await CLIRun(arguments).code == .ok)
        let templates = "\(data)/templates/pt-PT.mf2"
        let text = try String(contentsOfFile: templates, encoding: .utf8)
        #expect(text.contains("apanhe a {$roundaboutExit"))
        try text.replacingOccurrences(of: "apanhe a {$roundaboutExit", with: "saia na {$roundaboutExit")
            .write(toFile: templates, atomically: true, encoding: .utf8)
        try Self.edit(
            "\(data)/locales/pt-PT.json", line: #""written": "D.", "spoken": "Dom""#, to: nil)
        let run = await CLIRun(arguments)
        #expect(run.code == .failure)
        #expect(
            run.stdout.contains("error [avoided-wording] message instruction.roundabout"), "\(run.stdout)")
        #expect(
            run.stdout.contains(#"error [reading-example] spoken example "Av. D. João II""#), "\(run.stdout)")
    }

    @Test func lintMatrixReportAndPseudoLocale() async throws {
        let data = try Self.dataCopy(["en-US", "pt-BR"])
        defer { try? FileManager.default.removeItem(atPath: data) }
        let templates = "\(data)/templates/pt-BR.mf2"
        try Self.edit(
            templates, line: "rerouting = Recalculando a rota.", to: "rerouting = Recalculando a rota")
        let warning = await CLIRun(["qa", "lint", "--data", data, "--locale", "pt-BR"])
        #expect(warning.code == .ok)
        #expect(warning.stdout.contains("[punctuation] message alert.rerouting"), "\(warning.stdout)")
        #expect(
            await CLIRun(["qa", "lint", "--data", data, "--locale", "pt-BR", "--strict"]).code == .failure)
        try Self.edit(
            templates, line: "rerouting = Recalculando a rota", to: "rerouting = Recalculando {a rota.")
        let error = await CLIRun(["qa", "lint", "--data", data, "--format", "json"])
        #expect(error.code == .failure && error.stdout.contains(#""check": "syntax""#), "\(error.stdout)")
        let matrix = await CLIRun(["qa", "matrix", "--data", data, "--locale", "en-US"])
        #expect(matrix.code == .ok && matrix.stdout.contains("## Roundabout exits"))
        #expect(await CLIRun(["qa", "matrix", "--data", data]).code == .usage)
        #expect(await CLIRun(["qa", "audio", "--data", data, "--locale", "en-US"]).code == .usage)
        let report = await CLIRun([
            "qa", "report", "--data", data, "--no-audio", "--output", "\(data)/report",
        ])
        #expect(report.code == .failure)
        #expect(report.stdout.contains("report: \(data)/report/index.html"), "\(report.stdout)")
        for page in ["index.html", "en-US.html", "pt-BR.html", "report.js", "report.css"] {
            let size =
                try? FileManager.default.attributesOfItem(atPath: "\(data)/report/\(page)")[.size] as? Int
            #expect((size ?? 0) > 0, "qa report wrote no \(page)")
        }
        #expect(await CLIRun(["qa", "pseudo", "--data", data]).code == .ok)
        #expect(await CLIRun(["qa", "lint", "--data", data, "--locale", "qps"]).code == .ok)
        let pseudo = await CLIRun(["qa", "matrix", "--data", data, "--locale", "qps"])
        #expect(pseudo.code == .ok && pseudo.stdout.contains("⟦"))
    }
}
