import StrictJSON
import Testing

/// The one reader every data file goes through: paths, lines, strict and lenient reads, and the
/// reading module's own error type.
@Suite struct JSONReaderTests {
    /// A module's own error, as Localization and Simulator have theirs.
    struct ModuleError: Error, Equatable {
        let text: String
    }

    static let document = """
        {
          "name": "Rua Augusta",
          "lanes": [
            {"shape": "left", "count": 2},
            {"shape": 7}
          ],
          "note": null,
          "speed": 1e300,
          "flags": [true, "yes"]
        }
        """

    static func reader() throws -> JSONReader<ModuleError> {
        try JSONReader(object: JSONParser.parse(document), file: "road.json") {
            ModuleError(text: $0.description)
        }
    }

    private static func failure(_ body: () throws(ModuleError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.text
        }
    }

    @Test func readsMembersAndElementsWithTheirPaths() throws {
        let root = try Self.reader()
        #expect(try root.string("name") == "Rua Augusta")
        let lanes = try root.objects("lanes")
        #expect(lanes.map(\.path) == ["lanes[0]", "lanes[1]"])
        #expect(lanes.map(\.line) == [4, 5])
        #expect(try lanes[0].integer("count") == 2)
        #expect(try lanes[0].required("shape").string() == "left")
        #expect(root.keys == ["name", "lanes", "note", "speed", "flags"])
    }

    @Test func everyFailureNamesFileLineFieldAndReason() throws {
        let root = try Self.reader()
        let lanes = try root.objects("lanes")
        #expect(
            Self.failure { () throws(ModuleError) in _ = try lanes[1].string("shape") }
                == "road.json:5: lanes[1].shape: expected a string, found a number")
        #expect(
            Self.failure { () throws(ModuleError) in _ = try lanes[1].integer("count") }
                == "road.json:5: lanes[1].count: missing")
        #expect(
            Self.failure { () throws(ModuleError) in _ = try root.number("speed", in: 0...300) }
                == "road.json:8: speed: expected a number from 0 to 300, found 1e+300")
        #expect(
            Self.failure { () throws(ModuleError) in _ = try root.strings("flags") }
                == "road.json:9: flags[0]: expected a string, found a boolean")
        #expect(
            Self.failure { () throws(ModuleError) in try root.rejectUnknownKeys(["name", "lanes"]) }?
                .hasPrefix("road.json:7: note: unknown field (expected one of: lanes, name)") == true)
        #expect(
            Self.failure { () throws(ModuleError) in _ = try root.required("name").elements() }
                == "road.json:2: name: expected an array, found a string")
    }

    @Test func nullIsNotGivenForOptionalReadsAndMissingForRequiredOnes() throws {
        let root = try Self.reader()
        #expect(try root.optionalString("note") == nil)
        #expect(try root.optionalObject("note") == nil)
        #expect(try root.optionalStrings("note").isEmpty)
        #expect(try root.member("note") == nil)
        #expect(
            Self.failure { () throws(ModuleError) in _ = try root.required("note") }
                == "road.json:7: note: missing")
        #expect(
            Self.failure { () throws(ModuleError) in _ = try root.string("note") }
                == "road.json:7: note: expected a string, found null")
    }

    @Test func aDocumentThatIsNotAnObjectIsRefusedWithoutAField() throws {
        let array = try JSONParser.parse("[1]")
        #expect(throws: ModuleError(text: "x.json:1: expected an object, found an array")) {
            _ = try JSONReader(object: array, file: "x.json") { ModuleError(text: $0.description) }
        }
        let whole = JSONReader(try JSONParser.parse("2.5"), file: "x.json") {
            ModuleError(text: $0.description)
        }
        #expect(throws: ModuleError(text: "x.json:1: expected an integer, found 2.5")) {
            _ = try whole.wholeNumber()
        }
    }
}
