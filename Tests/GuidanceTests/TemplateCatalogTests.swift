import Foundation
import MessageFormat
import TestSupport
import Testing

/// The message catalog of docs/guidance.md against the shipped templates: every message the
/// renderer calls exists in every locale, compiles, documents and uses only the variables the
/// renderer passes, never reads a variable its `has…` selector says is absent, sends names,
/// distances and ordinals through their functions, and keeps English out of Portuguese.
@Suite struct TemplateCatalogTests {
    static let locales = ["en-US", "pt-BR", "pt-PT"]

    /// One message of the catalog: its full key and the variables the renderer passes.
    struct CatalogEntry {
        var key: String
        var variables: Set<String>
    }

    static let repository = Repository.root

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Reads the tables under "## The message catalog": `### `[section]`` heads, then rows
    /// "| `key` | … | variables |" whose last cell lists the variables, each optionally
    /// followed by a parenthesised note.
    static func catalog() throws -> [CatalogEntry] {
        let lines = try text("docs/guidance.md").split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## The message catalog") }) else {
            return []
        }
        var entries: [CatalogEntry] = []
        var section = ""
        for line in lines[start...] {
            if line.hasPrefix("### `[") {
                section = String(line.dropFirst(6).prefix { $0 != "]" })
                continue
            }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !section.isEmpty, cells.count >= 2, cells[0].hasPrefix("`"), let last = cells.last else {
                continue
            }
            let key = section + "." + cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            var variables = Set(variableNames(in: last))
            if cells[0] == "`offRamp`" {
                variables.formUnion(["direction", "road", "hasRoad", "towards", "hasTowards"])
            }
            if section == "instruction" { variables.formUnion(["maneuver", "mode", "lead"]) }
            entries.append(CatalogEntry(key: key, variables: variables))
        }
        return entries
    }

    /// "direction (left, right), road, hasRoad" → direction, road, hasRoad.
    static func variableNames(in cell: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        for character in cell + "," {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                let word = current.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber }
                if !word.isEmpty, word != "as", word != "plus" { names.append(String(word)) }
                current = ""
            default:
                if depth == 0 { current.append(character) }
            }
        }
        let plus = cell.range(of: "plus ").map { cell[$0.upperBound...] } ?? ""
        for part in plus.split(separator: ",") {
            names.append(
                String(part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber }))
        }
        return names.filter { !$0.isEmpty }
    }

    static func resource(_ locale: String) throws -> MessageResource {
        try MessageResource.parse(text("templates/\(locale).mf2"), file: "templates/\(locale).mf2")
    }

    // MARK: - Walking a message

    static func expressions(in model: MessageModel) -> [MessageExpression] {
        var found = model.declarations.map(\.expression)
        for pattern in patterns(in: model) {
            for element in pattern.elements {
                if case .expression(let expression) = element { found.append(expression) }
            }
        }
        return found
    }

    static func patterns(in model: MessageModel) -> [MessagePattern] {
        switch model.body {
        case .pattern(let pattern): return [pattern]
        case .matcher(_, let variants): return variants.map(\.pattern)
        }
    }

    static func variable(of expression: MessageExpression) -> String? {
        if case .variable(let name)? = expression.operand { return name }
        return nil
    }

    static func variables(in pattern: MessagePattern) -> Set<String> {
        var names: Set<String> = []
        for element in pattern.elements {
            if case .expression(let expression) = element, let name = variable(of: expression) {
                names.insert(name)
            }
        }
        return names
    }

    static func model(_ entry: MessageResource.Entry) throws -> MessageModel {
        try CompiledMessage.parse(entry.source)
    }

    // MARK: - Tests

    @Test func catalogIsReadFromTheDocs() throws {
        let entries = try Self.catalog()
        #expect(entries.count >= 30)
        let turn = try #require(entries.first { $0.key == "instruction.turn" })
        #expect(turn.variables.isSuperset(of: ["direction", "road", "hasRoad"]))
        let offRamp = try #require(entries.first { $0.key == "instruction.offRamp" })
        #expect(offRamp.variables.isSuperset(of: ["exit", "hasExit", "towards", "hasTowards"]))
    }

    @Test(arguments: locales) func everyCatalogMessageExistsAndCompiles(locale: String) throws {
        var errors: [MessageResourceError] = []
        let resource = MessageResource.parse(
            try Self.text("templates/\(locale).mf2"), file: locale, errors: &errors)
        #expect(errors.isEmpty, "\(errors)")
        #expect(resource.validate().isEmpty, "\(resource.validate())")
        for entry in try Self.catalog() {
            #expect(resource[entry.key] != nil, "\(locale) lacks \(entry.key)")
        }
    }

    @Test(arguments: locales) func messagesUseAndDocumentOnlyTheCatalogVariables(locale: String) throws {
        let resource = try Self.resource(locale)
        for entry in try Self.catalog() {
            let message = try #require(resource[entry.key])
            let model = try Self.model(message)
            let used = Set(Self.expressions(in: model).compactMap(Self.variable(of:)))
            let documented = Set(
                message.properties(named: "param").compactMap {
                    $0.split(separator: " ").first.map(String.init)
                })
            #expect(
                used.isSubset(of: entry.variables),
                "\(locale) \(entry.key) uses \(used.subtracting(entry.variables))")
            #expect(
                used == documented,
                "\(locale) \(entry.key): @param \(documented.sorted()) but uses \(used.sorted())")
        }
    }

    @Test(arguments: locales) func absentVariablesAreReadOnlyWhenPresent(locale: String) throws {
        let resource = try Self.resource(locale)
        for entry in try Self.catalog() {
            let model = try Self.model(try #require(resource[entry.key]))
            let guarded = entry.variables.filter { name in
                entry.variables.contains("has" + name.prefix(1).uppercased() + name.dropFirst())
            }
            for name in guarded {
                let declared = model.declarations.contains { Self.variable(of: $0.expression) == name }
                #expect(!declared, "\(locale) \(entry.key) declares \(name), which may be absent")
            }
            guard case .matcher(let selectors, let variants) = model.body else {
                #expect(
                    guarded.isEmpty
                        || Self.patterns(in: model).allSatisfy {
                            Self.variables(in: $0).isDisjoint(with: guarded)
                        })
                continue
            }
            for variant in variants {
                let uses = Self.variables(in: variant.pattern)
                for name in guarded where uses.contains(name) {
                    let selector = "has" + name.prefix(1).uppercased() + name.dropFirst()
                    let index = selectors.firstIndex(of: selector)
                    let key = index.map { variant.keys[$0] }
                    #expect(
                        key == .literal("yes"),
                        "\(locale) \(entry.key) reads $\(name) in a variant not keyed \(selector)=yes")
                }
            }
        }
    }

    @Test(arguments: locales) func namesDistancesAndOrdinalsGoThroughTheirFunctions(locale: String) throws {
        let functions = [
            "road": "road", "place": "road", "towards": "road", "distance": "distance",
            "roundaboutExit": "ordinal",
        ]
        let resource = try Self.resource(locale)
        for entry in try Self.catalog() {
            let model = try Self.model(try #require(resource[entry.key]))
            for pattern in Self.patterns(in: model) {
                for element in pattern.elements {
                    guard case .expression(let expression) = element,
                        let name = Self.variable(of: expression),
                        let function = functions[name]
                    else { continue }
                    #expect(
                        expression.function?.name == function,
                        "\(locale) \(entry.key): {$\(name)} needs :\(function)")
                }
            }
        }
    }

    @Test(arguments: ["pt-BR", "pt-PT"]) func portugueseHasNoArticleOrSuffixNextToAVariable(locale: String)
        throws
    {
        let articles: Set<String> = [
            "a", "o", "as", "os", "na", "no", "nas", "nos", "à", "ao", "às", "aos", "da", "do", "das", "dos",
            "pela", "pelo", "pelas", "pelos",
        ]
        let resource = try Self.resource(locale)
        for entry in try Self.catalog() {
            let model = try Self.model(try #require(resource[entry.key]))
            for pattern in Self.patterns(in: model) {
                for (index, element) in pattern.elements.enumerated() {
                    guard case .expression(let expression) = element, let name = Self.variable(of: expression)
                    else {
                        continue
                    }
                    if ["road", "place", "towards"].contains(name), index > 0,
                        case .text(let before) = pattern.elements[index - 1]
                    {
                        let last = before.split(separator: " ").last.map { $0.lowercased() } ?? ""
                        #expect(
                            !(before.hasSuffix(" ") && articles.contains(last)),
                            "\(locale) \(entry.key): \"\(before)\" written before {$\(name)}")
                    }
                    if index + 1 < pattern.elements.count, case .text(let after) = pattern.elements[index + 1]
                    {
                        for suffix in ["ª", "º", ".ª", ".º", " metro", " quil", " km", " m "] {
                            #expect(
                                !after.hasPrefix(suffix),
                                "\(locale) \(entry.key): \"\(after)\" after {$\(name)}")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: ["pt-BR", "pt-PT"]) func portugueseHasNoEnglishWords(locale: String) throws {
        let english: Set<String> = [
            "turn", "left", "right", "exit", "then", "onto", "toward", "towards", "ramp", "lane", "lanes",
            "ferry",
            "roundabout", "merge", "keep", "straight", "the", "and", "arrive", "arrived", "destination",
            "traffic",
            "rerouting", "take",
        ]
        let resource = try Self.resource(locale)
        for entry in try Self.catalog() {
            let model = try Self.model(try #require(resource[entry.key]))
            for pattern in Self.patterns(in: model) {
                for element in pattern.elements {
                    guard case .text(let text) = element else { continue }
                    let words = text.lowercased().split { !$0.isLetter }.map(String.init)
                    let found = words.filter(english.contains)
                    #expect(found.isEmpty, "\(locale) \(entry.key): English \(found) in \"\(text)\"")
                }
            }
        }
    }
}
