import Foundation
import Localization
import Testing

@Suite struct LocaleFileErrorTests {
    static func shippedText(_ tag: String) throws -> String {
        try String(contentsOfFile: TestData.directory + "/locales/\(tag).json", encoding: .utf8)
    }

    static func decodeError(_ text: String) -> LocalizationError? {
        do {
            _ = try LocaleFacts.decode(text, file: "locales/pt-BR.json", expectedTag: "pt-BR")
            return nil
        } catch {
            return error
        }
    }

    static func lineNumber(of needle: String, in text: String) -> Int {
        var line = 1
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if row.contains(needle) { return line }
            line += 1
        }
        return -1
    }

    @Test func missingFieldNamesTheParentLine() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(of: "\"voice\": \"pt-br\",\n", with: "")
        #expect(
            Self.decodeError(text)
                == .invalidField(path: "locales/pt-BR.json", line: 1, field: "voice", reason: "missing")
        )
    }

    @Test func wrongTypeNamesTheLineAndPath() throws {
        let original = try Self.shippedText("pt-BR")
        let text = original.replacingOccurrences(
            of: "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculine\"}",
            with: "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": 7}")
        #expect(text != original)
        let line = Self.lineNumber(of: "\"gender\": 7", in: text)
        let index = try #require(TestData.facts("pt-BR").roads.types.firstIndex { $0.word == "Largo" })
        #expect(
            Self.decodeError(text)
                == .invalidField(
                    path: "locales/pt-BR.json", line: line, field: "roads.types[\(index)].gender",
                    reason: "expected a string, found a number"))
    }

    @Test func invalidChoiceListsTheChoices() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(
            of: "\"units\": \"metric\"", with: "\"units\": \"metrik\"")
        let error = try #require(Self.decodeError(text))
        #expect(
            error.description
                == "locales/pt-BR.json:\(Self.lineNumber(of: "metrik", in: text)): distance.units: \"metrik\" is not one of: metric, imperial, uk"
        )
    }

    @Test func badJSONNamesLineAndColumn() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(
            of: "\"voice\": \"pt-br\",", with: "\"voice\": \"pt-br\"")
        let line = Self.lineNumber(of: "\"speech\":", in: text)
        guard case .malformedJSON(let path, let errorLine, let column, let reason)? = Self.decodeError(text)
        else {
            Issue.record("expected a JSON syntax error")
            return
        }
        #expect(path == "locales/pt-BR.json")
        #expect(errorLine == line)
        #expect(column == 3)
        #expect(reason == "expected ',' or '}' after the value of \"voice\"")
    }

    @Test func duplicateKeysNameTheLineOfTheRepeat() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(
            of: "\"voice\": \"pt-br\",", with: "\"voice\": \"pt-br\",\n  \"voice\": \"pt\",")
        let line = Self.lineNumber(of: "\"voice\": \"pt\",", in: text)
        #expect(
            Self.decodeError(text)
                == .malformedJSON(
                    path: "locales/pt-BR.json", line: line, column: 3, reason: "duplicate member \"voice\""))
    }

    @Test func unknownFieldsAreRejected() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(
            of: "\"voice\": \"pt-br\",", with: "\"voice\": \"pt-br\", \"voices\": 1,")
        let error = try #require(Self.decodeError(text))
        guard case .invalidField(_, _, let field, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(field == "voices")
        #expect(reason.hasPrefix("unknown field"))
    }

    @Test func missingContractionIsReportedAtThePreposition() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(
            of: "\"masculine.plural\": \"pelos\"", with: "\"masculine.plural\": 1")
        let error = try #require(Self.decodeError(text))
        guard case .invalidField(_, let line, let field, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(field == "roads.prepositions.por.masculine.plural")
        #expect(line == Self.lineNumber(of: "\"masculine.plural\": 1", in: text))
    }

    @Test func bandsMustShrink() throws {
        let text = try Self.shippedText("pt-BR").replacingOccurrences(
            of: "{\"from\": 95, \"unit\": \"meter\", \"step\": 100}",
            with: "{\"from\": 9500, \"unit\": \"meter\", \"step\": 100}")
        let error = try #require(Self.decodeError(text))
        guard case .invalidField(_, _, let field, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(field == "distance.rounding.metric.bands[2].from")
    }

    @Test func fileNameAndLocaleMustAgree() throws {
        let text = try Self.shippedText("pt-PT")
        let error = try #require(Self.decodeError(text))
        guard case .invalidField(_, let line, let field, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(field == "locale")
        #expect(line == 3)
    }

    @Test func missingFilesAreNamed() throws {
        let directory = try TestData.scratchDirectory(["locales/xx-YY.json": "{}"])
        let catalog = try LocaleCatalog(directory: directory)
        #expect(catalog.shippedTags == ["xx-YY"])
        #expect(throws: LocalizationError.fileMissing(path: directory + "/locales/pt-BR.json")) {
            try catalog.facts("pt-BR")
        }
        #expect(
            throws: LocalizationError.invalidField(
                path: directory + "/locales/xx-YY.json", line: 1, field: "format", reason: "missing")
        ) {
            try catalog.facts("xx-YY")
        }
    }
}
