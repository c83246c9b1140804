import MessageFormat
import Testing

/// Messages far larger than any template: long declaration chains resolve without recursion
/// (20,000 `.local` declarations overflowed the stack), and `.match` compiles and selects in time
/// linear in its variants (100,000 variants took 22 s through a key search per table cell).
/// Speed itself is measured by `guidance-bench message --variants N`, not here.
@Suite struct ScaleTests {
    static func chain(_ count: Int, link: (Int) -> String) -> String {
        var source = ".local $x0 = {$n :number}\n"
        for index in 1...count { source += ".local $x\(index) = {\(link(index))}\n" }
        return source + "{{{$x\(count)}}}"
    }

    @Test func twentyThousandLocalsInAChainResolve() throws {
        let source = Self.chain(20_000) { "$x\($0 - 1)" }
        let message = try CompiledMessage(source, bidiIsolation: .none)
        var errors: [MessageError] = []
        #expect(message.format(["n": .double(1.5)], errors: &errors) == "1.5")
        #expect(errors.isEmpty)
        #expect(message.formatToParts(["n": .double(1.5)]).count == 1)
    }

    @Test func aChainOfFunctionsAndOptionsResolves() throws {
        let source = Self.chain(20_000) { index in
            index % 2 == 0 ? "$x\(index - 1) :number" : "$x\(index - 1) :number u:id=$x\(index - 1)"
        }
        let message = try CompiledMessage(source, bidiIsolation: .none)
        var errors: [MessageError] = []
        #expect(message.format(["n": .integer(42)], errors: &errors) == "42")
        #expect(errors.isEmpty)
    }

    @Test func anUnresolvedRootIsReportedOnceThroughTheChain() throws {
        let message = try CompiledMessage(Self.chain(20_000) { "$x\($0 - 1)" }, bidiIsolation: .none)
        var errors: [MessageError] = []
        #expect(message.format([:], errors: &errors) == "{$x20000}")
        #expect(errors.first?.kind == .unresolvedVariable)
        #expect(errors.count <= 2)
    }

    @Test func dependenciesAreResolvedInTheOrderTheyAreRead() throws {
        let source = """
            .local $a = {|a| :bogusA}
            .local $b = {|b| :bogusB}
            .local $c = {$b :string option=$a}
            {{{$c}}}
            """
        var errors: [MessageError] = []
        _ = try CompiledMessage(source, bidiIsolation: .none).format([:], errors: &errors)
        #expect(errors.prefix(2).map(\.detail) == ["unknown function :bogusB", "unknown function :bogusA"])
    }

    static func numericMatch(_ count: Int) -> String {
        var source = ".input {$n :integer}\n.match $n\n"
        for index in 0..<count { source += "\(index) {{v\(index)}}\n" }
        return source + "one {{one}}\n* {{other}}"
    }

    @Test func fiftyThousandNumericVariantsSelectCorrectly() throws {
        let message = try CompiledMessage(Self.numericMatch(50_000), bidiIsolation: .none)
        #expect(message.format(["n": .integer(31_234)]) == "v31234")
        #expect(message.format(["n": .integer(0)]) == "v0")
        #expect(message.format(["n": .integer(49_999)]) == "v49999")
        #expect(message.format(["n": .integer(50_001)]) == "other")
        #expect(message.format(["n": .integer(-3)]) == "other")
    }

    @Test func fiftyThousandTextVariantsOverTwoSelectorsSelectCorrectly() throws {
        var source = ".input {$s :string}\n.input {$t :string}\n.match $s $t\n"
        for index in 0..<25_000 {
            source += "k\(index) a {{a\(index)}}\n"
            source += "k\(index) * {{any\(index)}}\n"
        }
        source += "* a {{only a}}\n* * {{other}}"
        let message = try CompiledMessage(source, bidiIsolation: .none)
        #expect(message.format(["s": "k24999", "t": "a"]) == "a24999")
        #expect(message.format(["s": "k7", "t": "b"]) == "any7")
        #expect(message.format(["s": "x", "t": "a"]) == "only a")
        #expect(message.format(["s": "x", "t": "b"]) == "other")
    }

    @Test func tenThousandNestedMarkupElementsFormat() throws {
        let source = String(repeating: "{#b}", count: 10_000) + "x" + String(repeating: "{/b}", count: 10_000)
        let message = try CompiledMessage(source, bidiIsolation: .none)
        #expect(message.format() == "x")
        #expect(message.formatToParts().count == 20_001)
    }
}
