import Foundation
import FoundationXML
import LocalizationQA
import MessageFormat
import Testing

/// XLIFF and PO exports of every templates file come back byte for byte, carry the key, the
/// source text and the notes where translation tools look for them, and bad files are refused at
/// their line.
struct InterchangeTests {
    /// Every templates file of the repository, found by listing templates/ (new locales are
    /// covered as soon as they are added).
    static var shippedTemplates: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: QAFixtures.repository + "/templates")) ?? []
        return names.filter { $0.hasSuffix(".mf2") && !$0.hasPrefix("qps") }.map { String($0.dropLast(4)) }
            .sorted()
    }

    static func text(_ tag: String) throws -> String {
        try String(contentsOfFile: "\(QAFixtures.repository)/templates/\(tag).mf2", encoding: .utf8)
    }

    static func export(_ tag: String, target: String? = nil) throws -> InterchangeDocument {
        try InterchangeDocument.export(
            target: (target ?? text(tag), "templates/\(tag).mf2"),
            source: (text("en-US"), "templates/en-US.mf2"),
            sourceLocale: "en-US", targetLocale: tag)
    }

    @Test func listsTheShippedTemplates() {
        #expect(Self.shippedTemplates.contains("en-US"))
        #expect(Self.shippedTemplates.contains("pt-BR"))
        #expect(Self.shippedTemplates.count >= 7)
    }

    @Test(arguments: shippedTemplates) func poRoundTripIsByteForByte(tag: String) throws {
        let original = try Self.text(tag)
        let document = try Self.export(tag)
        let po = POCodec.encode(document)
        let back = try POCodec.decode(po, file: "\(tag).po")
        #expect(back.units.count == document.units.count)
        #expect(back.units.map(\.key) == document.units.map(\.key))
        #expect(back.units.map(\.source) == document.units.map(\.source))
        #expect(back.units.map(\.notes) == document.units.map(\.notes))
        #expect(Array(try back.templatesText().utf8) == Array(original.utf8))
    }

    @Test(arguments: shippedTemplates) func xliffRoundTripIsByteForByte(tag: String) throws {
        let original = try Self.text(tag)
        let document = try Self.export(tag)
        let xliff = XLIFFCodec.encode(document)
        let back = try XLIFFCodec.decode(xliff, file: "\(tag).xlf")
        #expect(back.units.map(\.key) == document.units.map(\.key))
        #expect(back.units.map(\.target) == document.units.map(\.target))
        #expect(Array(try back.templatesText().utf8) == Array(original.utf8))
    }

    final class XLIFFOutline: NSObject, XMLParserDelegate {
        var root: String?
        var version: String?
        var namespace: String?
        var units: [String] = []
        var sources = 0
        var targets = 0
        var targetLanguage: String?
        var text: [String: String] = [:]
        private var current: String?
        private var unit = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil {
                root = name
                version = attributes["version"]
                namespace = attributes["xmlns"]
            }
            switch name {
            case "file": targetLanguage = attributes["target-language"]
            case "trans-unit":
                unit = attributes["id"] ?? ""
                units.append(unit)
            case "source": sources += 1
            case "target": targets += 1
            default: break
            }
            current = name
            text[unit + "/" + name] = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current { text[unit + "/" + current, default: ""] += string }
        }
        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) { current = nil }
    }

    @Test(arguments: shippedTemplates) func xliffIsWellFormedXLIFF12(tag: String) throws {
        let document = try Self.export(tag)
        let parser = XMLParser(data: Data(XLIFFCodec.encode(document).utf8))
        let outline = XLIFFOutline()
        parser.delegate = outline
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(outline.root == "xliff")
        #expect(outline.version == "1.2")
        #expect(outline.namespace == "urn:oasis:names:tc:xliff:document:1.2")
        #expect(outline.targetLanguage == tag)
        #expect(outline.units == document.units.map(\.key))
        #expect(Set(outline.units).count == outline.units.count)
        #expect(outline.sources == document.units.count)
    }

    @Test func poCarriesKeySourceTargetAndNotes() throws {
        let po = POCodec.encode(try Self.export("pt-BR"))
        // The departure message, as the two templates files write it.
        let entry = try #require(po.range(of: "msgctxt \"instruction.depart\"")).lowerBound
        let notes = po[..<entry].suffix(400)
        #expect(notes.contains("#. @param hasRoad yes when the road has a name, else no\n"))
        #expect(notes.contains("#. # Departure: the first instruction of a route.\n"))
        let rest = po[entry...]
        let msgid = try #require(rest.range(of: "msgid \"\"\n\".input {$hasRoad :string}\\n\"\n"))
        let msgstr = try #require(rest.range(of: "msgstr \"\"\n"))
        #expect(msgid.lowerBound < msgstr.lowerBound)
        #expect(rest[msgstr.upperBound...].hasPrefix("\".input {$hasRoad :string}\\n\""))
        #expect(
            rest[msgstr.upperBound...].prefix(400).contains(
                "\"  yes walk {{caminhe {$road :road prep=por}}}\\n\""))
        #expect(
            rest[msgid.upperBound...].prefix(200).contains("\"  yes walk {{walk along {$road :road}}}\\n\""))
        #expect(po.contains("\"Language: pt-BR\\n\""))
    }

    @Test func aTranslationChangesOnlyItsMessage() throws {
        let original = try Self.text("pt-BR")
        var document = try POCodec.decode(POCodec.encode(try Self.export("pt-BR")), file: "pt-BR.po")
        let index = try #require(document.units.firstIndex { $0.key == "unit.display.lessThan" })
        #expect(document.units[index].target == "< {$distance}")
        document.units[index].target = "menos de {$distance}"
        let written = try document.templatesText()
        #expect(
            written
                == original.replacingOccurrences(
                    of: "lessThan = < {$distance}", with: "lessThan = menos de {$distance}"))
    }

    @Test func continuationLinesWithoutIndentationAreIndented() throws {
        var document = try Self.export("pt-BR")
        let index = try #require(document.units.firstIndex { $0.key == "instruction.straight" })
        let target = try #require(document.units[index].target)
        document.units[index].target = target.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(
            separator: "\n")
        #expect(try document.templatesText() == Self.text("pt-BR"))
    }

    @Test func missingMessagesFollowUntranslatedAndComeBackUnderTheirSection() throws {
        let full = try Self.text("pt-BR")
        let line = "lessThan = menos de {$distance}\n"
        #expect(full.contains(line))
        let shorter = full.replacingOccurrences(
            of: "# $distance is the threshold already spoken (\"10 metros\").\n" + line, with: "")
        #expect(shorter != full)
        var document = try Self.export("pt-BR", target: shorter)
        let last = try #require(document.units.last)
        #expect(last.key == "unit.spoken.lessThan")
        #expect(last.target == nil)
        #expect(last.source == "less than {$distance}")
        // Untranslated, it is left out: the file is the target as it was.
        #expect(try document.templatesText() == shorter)
        // Translated, it is appended under its own section head and reads back with its key.
        document.units[document.units.count - 1].target = "menos de {$distance}"
        let written = try document.templatesText()
        #expect(written.hasPrefix(shorter.dropLast()))
        let appended = written.dropFirst(shorter.count - 1)
        #expect(appended.contains("\n[unit.spoken]\n"))
        #expect(appended.hasSuffix("\nlessThan = menos de {$distance}\n"))
        let reread = try MessageResource.parse(written)
        #expect(reread["unit.spoken.lessThan"]?.source == "menos de {$distance}")
    }

    @Test func aNewLocaleExportsEverySourceMessageUntranslated() throws {
        let document = try InterchangeDocument.export(
            target: nil, source: (Self.text("en-US"), "templates/en-US.mf2"), sourceLocale: "en-US",
            targetLocale: "it-IT")
        #expect(document.units.allSatisfy { $0.target == nil })
        #expect(document.original == "templates/it-IT.mf2")
        var filled = try POCodec.decode(POCodec.encode(document), file: "it-IT.po")
        #expect(filled.targetLocale == "it-IT")
        for index in filled.units.indices { filled.units[index].target = filled.units[index].source }
        #expect(try filled.templatesText() == Self.text("en-US"))
    }

    @Test func badPOIsRefusedAtItsLine() throws {
        let po = POCodec.encode(try Self.export("pt-BR"))
        // A string not closed.
        let broken = po.replacingOccurrences(
            of: "msgctxt \"unit.display.meter\"", with: "msgctxt \"unit.display.meter")
        let lineOfMeter = po.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0 == "msgctxt \"unit.display.meter\"" }.map { $0 + 1 }
        #expect(
            throws: InterchangeError(
                file: "x.po", line: lineOfMeter ?? -1, reason: "a string not closed by \"")
        ) {
            try POCodec.decode(broken, file: "x.po")
        }
        // Not MessageFormat 2: the error is at the msgstr line and names the key.
        let invalid = po.replacingOccurrences(of: "msgstr \"{$number} m\"", with: "msgstr \"{$number m\"")
        let lineOfMsgstr = invalid.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0 == "msgstr \"{$number m\"" }.map { $0 + 1 }
        let document = try POCodec.decode(invalid, file: "x.po")
        do {
            _ = try document.templatesText()
            Issue.record("an invalid message was imported")
        } catch {
            #expect(error.file == "x.po")
            #expect(error.line == lineOfMsgstr)
            #expect(error.reason.hasPrefix("unit.display.meter: "))
        }
        #expect(throws: InterchangeError.self) {
            try POCodec.decode("msgctxt \"a\"\nmsgid \"b\"\n", file: "x.po")
        }
        #expect(throws: InterchangeError.self) {
            try POCodec.decode("msgid \"\"\nmsgstr \"\"\n\nmsgid \"b\"\nmsgstr \"c\"\n", file: "x.po")
        }
    }

    @Test func badXLIFFIsRefusedAtItsLine() throws {
        let xliff = XLIFFCodec.encode(try Self.export("pt-BR"))
        let broken = xliff.replacingOccurrences(
            of: "<source>{$number} m</source>", with: "<source>{$number} m</sourc>")
        let line = broken.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("</sourc>") }.map { $0 + 1 }
        do {
            _ = try XLIFFCodec.decode(broken, file: "x.xlf")
            Issue.record("a malformed file was read")
        } catch {
            #expect(error.line == line)
            #expect(error.reason.contains("</sourc>"))
        }
        let noTarget = xliff.replacingOccurrences(of: " target-language=\"pt-BR\"", with: "")
        #expect(throws: InterchangeError.self) { try XLIFFCodec.decode(noTarget, file: "x.xlf") }
    }

    @Test func xliffReaderDecodesEntitiesCDATAAndComments() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- a tool's comment -->
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en-US" target-language="it-IT" original="t" datatype="plaintext"><body>
            <trans-unit id="a.b"><source>x &amp; &#233;</source><target><![CDATA[{$n} <m>]]> &lt;&#x41;</target></trans-unit>
            </body></file></xliff>
            """
        let document = try XLIFFCodec.decode(text, file: "t.xlf")
        #expect(
            document.units == [
                InterchangeUnit(key: "a.b", source: "x & é", target: "{$n} <m> <A", notes: "", line: 4)
            ])
    }

    /// A tool that drops the notes (and the section heads in them) still gives back every message
    /// under its key: the import writes the head a key needs.
    @Test func notesDroppedByAToolKeepTheKeys() throws {
        var document = try Self.export("pt-BR")
        for index in document.units.indices where index % 3 != 0 { document.units[index].notes = "" }
        let written = try document.templatesText()
        let original = try MessageResource.parse(Self.text("pt-BR"))
        let reread = try MessageResource.parse(written)
        #expect(reread.entries.map(\.key) == original.entries.map(\.key))
        #expect(reread.entries.map(\.source) == original.entries.map(\.source))
    }
}
