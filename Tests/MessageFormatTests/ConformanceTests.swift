import Foundation
import MessageFormat
import TestSupport
import Testing

/// Runs every case of the MessageFormat 2 conformance suite, read at test time from
/// `$MF2_CONFORMANCE_DIR/tests`, else `<repo>/../shared/conformance/mf2/tests`.
@Suite struct ConformanceTests {
    static let suiteDirectory: URL = {
        if let directory = ProcessInfo.processInfo.environment["MF2_CONFORMANCE_DIR"], !directory.isEmpty {
            return URL(fileURLWithPath: directory).appendingPathComponent("tests")
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent(
            "shared/conformance/mf2/tests")
    }()

    /// Optional features this implementation leaves out, with the reason printed when skipped.
    static let unsupportedTags: [String: String] = [:]

    /// Whether the suite is where it is read from. A clone of the project alone has no
    /// `../shared`: the tests then skip with a notice, except under CI (`CI=true`), where its absence fails.
    static func suiteIsPresent() -> Bool {
        if FileManager.default.fileExists(atPath: suiteDirectory.path) { return true }
        let message =
            "the MessageFormat 2 conformance suite is not at \(suiteDirectory.path) "
            + "(set MF2_CONFORMANCE_DIR to the suite's directory)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(message) (required under CI)")
        } else {
            print("notice: \(message); its tests are skipped")
        }
        return false
    }

    @Test func conformanceSuite() throws {
        guard Self.suiteIsPresent() else { return }
        let files = try Self.testFiles()
        try #require(!files.isEmpty, "no conformance files under \(Self.suiteDirectory.path)")
        var passed = 0
        var failed: [String] = []
        var skipped: [String] = []
        for file in files {
            let data = try Data(contentsOf: file)
            let suite = try JSONDecoder().decode(SuiteFile.self, from: data)
            for (index, test) in suite.tests.enumerated() {
                let merged = test.merged(with: suite.defaultTestProperties)
                let name = "\(file.lastPathComponent)#\(index + 1) \(merged.src ?? "")"
                if let tag = (merged.tags ?? []).first(where: { Self.unsupportedTags[$0] != nil }) {
                    skipped.append("\(name): \(Self.unsupportedTags[tag] ?? tag)")
                    continue
                }
                if let problem = Self.run(merged) {
                    failed.append("\(name): \(problem)")
                } else {
                    passed += 1
                }
            }
        }
        for line in failed { print("FAIL \(line)") }
        for line in skipped { print("SKIP \(line)") }
        print("mf2 conformance: \(passed) passed, \(failed.count) failed, \(skipped.count) skipped")
        #expect(failed.isEmpty)
        #expect(passed + failed.count + skipped.count == 461)
    }

    static func testFiles() throws -> [URL] {
        var files: [URL] = []
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: suiteDirectory, includingPropertiesForKeys: nil) else {
            return []
        }
        for case let url as URL in enumerator where url.pathExtension == "json" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// Runs one case; returns a description of the mismatch, or `nil` when it passes.
    static func run(_ test: TestCase) -> String? {
        let locale = test.locale ?? "en-US"
        let bidi = BidiIsolation(rawValue: test.bidiIsolation ?? "default") ?? .default
        var arguments: MessageArguments = [:]
        for param in test.params ?? [] {
            arguments[param.name] = param.argument
        }
        let expectedErrors = (test.expErrors ?? []).map(\.type).sorted()
        let message: CompiledMessage
        do {
            message = try CompiledMessage(
                test.src ?? "", locale: locale, registry: .testing, bidiIsolation: bidi)
        } catch {
            if expectedErrors == [error.kind.rawValue] { return nil }
            return "compile error \(error), expected errors \(expectedErrors)"
        }
        var errors: [MessageError] = []
        let output = message.format(arguments, errors: &errors)
        var partErrors: [MessageError] = []
        let parts = message.formatToParts(arguments, errors: &partErrors)
        let actualErrors = errors.map(\.kind.rawValue).sorted()
        if actualErrors != expectedErrors {
            return "errors \(actualErrors) (\(errors.map(\.detail))), expected \(expectedErrors)"
        }
        if partErrors.map(\.kind.rawValue).sorted() != expectedErrors {
            return "errors while formatting to parts \(partErrors.map(\.kind.rawValue))"
        }
        if let expected = test.exp, expected != output {
            return "output \(output.debugDescription), expected \(expected.debugDescription)"
        }
        if parts.map(\.text).joined() != output {
            return
                "parts text \(parts.map(\.text).joined().debugDescription) differs from \(output.debugDescription)"
        }
        if let expectedParts = test.expParts {
            if let problem = compare(parts, expectedParts) { return problem }
        }
        return nil
    }

    static func compare(_ parts: [MessagePart], _ expected: [JSONValue]) -> String? {
        guard parts.count == expected.count else {
            return "\(parts.count) parts, expected \(expected.count): \(parts.map(describe))"
        }
        for (part, expectation) in zip(parts, expected) {
            guard case .object(let fields) = expectation, case .string(let type)? = fields["type"] else {
                return "bad expectation"
            }
            let actual = describe(part)
            for (key, value) in fields {
                if key == "parts" || key == "options" {
                    if actual[key] != value { return "part \(actual) differs in \(key) from \(fields)" }
                    continue
                }
                if actual[key] != value {
                    return "part \(actual) differs in \(key) from \(fields) (type \(type))"
                }
            }
        }
        return nil
    }

    static func describe(_ part: MessagePart) -> [String: JSONValue] {
        switch part {
        case .text(let text):
            return ["type": .string("text"), "value": .string(text)]
        case .bidiIsolation(let mark):
            return ["type": .string("bidiIsolation"), "value": .string(mark)]
        case .fallback(let source):
            return ["type": .string("fallback"), "source": .string(source)]
        case .markup(let markup):
            var fields: [String: JSONValue] = [
                "type": .string("markup"), "kind": .string(markup.kind.rawValue),
            ]
            fields["name"] = .string(markup.name)
            if let id = markup.id { fields["id"] = .string(id) }
            if !markup.options.isEmpty {
                var options: [String: JSONValue] = [:]
                for option in markup.options {
                    options[option.name] = .string(option.value.stringValue ?? "")
                }
                fields["options"] = .object(options)
            }
            return fields
        case .expression(let expression):
            var fields: [String: JSONValue] = [
                "type": .string(expression.type), "value": .string(expression.text),
            ]
            fields["locale"] = .string(expression.locale)
            if let id = expression.id { fields["id"] = .string(id) }
            if let direction = expression.direction, direction != .auto {
                fields["dir"] = .string(direction.rawValue)
            }
            fields["parts"] = .array(
                expression.parts.map { .object(["type": .string($0.type), "value": .string($0.value)]) })
            return fields
        }
    }
}

/// A JSON value, for reading the suite's loosely typed fields.
enum JSONValue: Decodable, Equatable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

struct SuiteFile: Decodable {
    var defaultTestProperties: TestCase?
    var tests: [TestCase]
}

struct ExpectedError: Decodable {
    var type: String
}

struct Param: Decodable {
    var name: String
    var type: String?
    var value: JSONValue

    var argument: MessageArgument {
        if type == "datetime", case .string(let text) = value, let date = DateTimeValue.parseISO(text) {
            return .date(date)
        }
        switch value {
        case .string(let text): return .string(text)
        case .integer(let integer): return .integer(integer)
        case .number(let number): return .double(number)
        case .bool(let bool): return .bool(bool)
        default: return .custom("\(value)")
        }
    }
}

struct TestCase: Decodable {
    var src: String?
    var locale: String?
    var bidiIsolation: String?
    var params: [Param]?
    var tags: [String]?
    var exp: String?
    var expParts: [JSONValue]?
    var expErrors: [ExpectedError]?

    func merged(with defaults: TestCase?) -> TestCase {
        guard let defaults else { return self }
        var result = self
        result.src = src ?? defaults.src
        result.locale = locale ?? defaults.locale
        result.bidiIsolation = bidiIsolation ?? defaults.bidiIsolation
        result.params = params ?? defaults.params
        result.tags = tags ?? defaults.tags
        result.exp = exp ?? defaults.exp
        result.expParts = expParts ?? defaults.expParts
        result.expErrors = expErrors ?? defaults.expErrors
        return result
    }
}
