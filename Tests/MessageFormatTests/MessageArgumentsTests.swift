import MessageFormat
import Testing

/// The variables of a call behave as the dictionary they replaced: found by name under
/// canonical equivalence, replaced, removed, and the last of a repeated name wins.
@Suite struct MessageArgumentsTests {
    @Test func readsSetsAndRemovesByName() {
        var arguments: MessageArguments = ["count": 3, "name": "Ana"]
        #expect(arguments.count == 2)
        arguments["count"] = 4
        arguments["place"] = "Lisboa"
        #expect(arguments.count == 3)
        arguments["name"] = nil
        arguments["absent"] = nil
        #expect(arguments["name"] == nil)
        #expect(arguments.map(\.name) == ["count", "place"])
        let message = try? CompiledMessage("{$count} em {$place}", bidiIsolation: .none)
        #expect(message?.format(arguments) == "4 em Lisboa")
    }

    @Test func namesCompareByCanonicalEquivalence() throws {
        let arguments: MessageArguments = ["caf\u{E9}": "composed"]
        let message = try CompiledMessage("{$cafe\u{301}}", bidiIsolation: .none)
        #expect(message.format(arguments) == "composed")
    }

    @Test func theLastOfARepeatedNameWins() throws {
        let arguments: MessageArguments = ["x": "first", "x": "second"]
        #expect(try CompiledMessage("{$x}", bidiIsolation: .none).format(arguments) == "second")
    }

    @Test func aDictionaryBecomesArguments() throws {
        let arguments = MessageArguments(["a": "1", "b": 2])
        #expect(try CompiledMessage("{$a}{$b}", bidiIsolation: .none).format(arguments) == "12")
        #expect(MessageArguments().isEmpty)
    }
}
