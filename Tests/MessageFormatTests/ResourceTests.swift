import MessageFormat
import Testing

@Suite struct ResourceTests {
    let text = """
        # Shown when a turn is near
        @param distance the distance before the turn
        @param direction left or right
        turn = In {$distance}, turn {$direction}

        [roundabout]
        exit = .input {$n :number select=ordinal}
          .match $n
          one {{Take the {$n}st exit}}
          * {{Take the {$n}th exit}}
        spaced = \\  keeps a leading space \\{ and a brace
        """

    @Test func entriesKeepKeysSectionsPropertiesAndPositions() throws {
        let resource = try MessageResource.parse(text, file: "en.mf2")
        #expect(resource.entries.map(\.key) == ["turn", "roundabout.exit", "roundabout.spaced"])
        let turn = try #require(resource["turn"])
        #expect(
            turn.properties(named: "param") == [
                "distance the distance before the turn", "direction left or right",
            ])
        #expect(turn.comment == " Shown when a turn is near")
        #expect(turn.line == 4)
        let exit = try #require(resource["roundabout.exit"])
        #expect(exit.line == 7)
        #expect(exit.source.hasPrefix(".input {$n :number select=ordinal}\n.match $n\none {{"))
        let message = try CompiledMessage(exit.source, locale: "en", bidiIsolation: .none)
        #expect(message.format(["n": 3]) == "Take the 3th exit")
        #expect(message.format(["n": 21]) == "Take the 21st exit")
        #expect(resource["roundabout.spaced"]?.source == "  keeps a leading space \\{ and a brace")
    }

    @Test func messageErrorsAreLocatedInTheFile() throws {
        let resource = try MessageResource.parse("a = ok\nb = first line\n  second {$x\n", file: "x.mf2")
        let errors = resource.validate()
        #expect(errors.count == 1)
        #expect(errors.first?.line == 3)
        #expect(errors.first?.description.hasPrefix("x.mf2:3:") == true)
        #expect(errors.first?.reason.contains("syntax-error") == true)
    }

    @Test func malformedLinesReportLineAndColumn() {
        var errors: [MessageResourceError] = []
        let resource = MessageResource.parse(
            "good = fine\nbad line\n  orphan\n[open\nx = \\q\ngood = again\n", file: "f", errors: &errors)
        #expect(resource.entries.map(\.key) == ["good"])
        #expect(errors.map { "\($0.line):\($0.column)" } == ["2:5", "4:6", "5:5", "6:1"])
        #expect(errors.last?.reason.contains("duplicate key") == true)
        #expect(throws: MessageResourceError.self) { try MessageResource.parse("k v") }
    }

    @Test func frontmatterPropertiesDescribeTheResource() throws {
        let resource = try MessageResource.parse("@locale pt-BR\n---\n\nhello = Olá\n")
        #expect(resource.properties.map(\.value) == ["pt-BR"])
        #expect(resource["hello"]?.properties.isEmpty == true)
    }
}
