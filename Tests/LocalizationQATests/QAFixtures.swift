import Foundation
import LocalizationQA
import Speech
import TestSupport

/// Paths and temporary copies of the repository's data for the QA tests.
enum QAFixtures {
    /// The repository root, from this file's path.
    static let repository = Repository.root.path

    /// The repository's data directory (templates/ and locales/).
    static var repositoryData: String { repository }

    /// The lint of every locale the repository ships, with the installed eSpeak NG voices (and
    /// its phonemizer, for `spoken-form`) when there are any: run once and shared by the suites that read it (each filters the checks
    /// it is about), as a whole-repository lint is one of the test run's larger costs.
    static let repositoryLint: Result<LintReport, LintError> = {
        let voices = try? EspeakSynthesizer().voicesNow()
        do throws(LintError) {
            return .success(
                try Linter().lint(
                    directory: repositoryData, installedVoices: voices,
                    phonemizer: voices.map { _ in EspeakPhonemizer() }))
        } catch {
            return .failure(error)
        }
    }()

    /// A fresh temporary data directory holding copies of `tags` (default en-US, pt-BR, pt-PT).
    static func dataCopy(_ tags: [String] = ["en-US", "pt-BR", "pt-PT"]) throws -> String {
        let directory = TestScratch.url
            .appendingPathComponent("qa-\(UUID().uuidString)").path
        for folder in ["templates", "locales"] {
            try FileManager.default.createDirectory(
                atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        for tag in tags {
            try FileManager.default.copyItem(
                atPath: "\(repository)/templates/\(tag).mf2", toPath: "\(directory)/templates/\(tag).mf2")
            try FileManager.default.copyItem(
                atPath: "\(repository)/locales/\(tag).json", toPath: "\(directory)/locales/\(tag).json")
        }
        return directory
    }

    /// Replaces the first occurrence of `old` in a data file (`templates/pt-BR.mf2`); fails the
    /// test setup when `old` is absent, so a changed fixture cannot pass silently.
    static func edit(_ directory: String, _ file: String, replacing old: String, with new: String) throws {
        let path = directory + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let range = text.range(of: old) else { throw FixtureError.notFound(old, file) }
        try text.replacingCharacters(in: range, with: new).write(
            toFile: path, atomically: true, encoding: .utf8)
    }

    /// Appends text to a data file.
    static func append(_ directory: String, _ file: String, _ addition: String) throws {
        let path = directory + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + addition).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The 1-based line of the first line containing `needle` in a data file.
    static func line(of needle: String, in directory: String, _ file: String) throws -> Int {
        let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(needle) {
            return index + 1
        }
        throw FixtureError.notFound(needle, file)
    }

    enum FixtureError: Error { case notFound(String, String) }
}
