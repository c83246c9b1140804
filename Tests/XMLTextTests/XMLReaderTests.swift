import Foundation
import Testing
import XMLText

/// The one XML reader, on its own: the tokens and offsets it gives, the references it decodes,
/// and the documents it refuses (the SSML guard and the XLIFF reader build on these).
@Suite struct XMLReaderTests {
    /// Every token of a document, in order.
    static func tokens(_ text: String) throws(XMLReader.SyntaxError) -> [XMLReader.Token] {
        var reader = XMLReader(text)
        var tokens: [XMLReader.Token] = []
        while let token = try reader.next() { tokens.append(token) }
        return tokens
    }

    /// Why a document is refused, and where.
    static func refusal(_ text: String) -> XMLReader.SyntaxError? {
        do {
            _ = try tokens(text)
            return nil
        } catch {
            return error
        }
    }

    /// The UTF-8 offset of the first `part` in `text`.
    static func offset(of part: String, in text: String) -> Int {
        guard let range = text.range(of: part) else { return -1 }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    @Test func aDocumentReadsAsItsTokensWithTheirOffsets() throws {
        let text =
            #"<?xml version="1.0"?><!DOCTYPE x><a k='1 &amp; 2' j="&#x41;"><!--c--><b/>x &lt; y<![CDATA[<z>]]></a>"#
        let tokens = try Self.tokens(text)
        #expect(tokens.count == 8)
        #expect(tokens[0] == .instruction(isDeclaration: true, offset: 0))
        #expect(tokens[1] == .declaration(offset: Self.offset(of: "<!DOCTYPE", in: text)))
        guard case .start(let name, let attributes, let empty, let offset) = tokens[2] else {
            Issue.record("expected <a>, found \(tokens[2])")
            return
        }
        #expect(name == "a" && !empty && offset == Self.offset(of: "<a ", in: text))
        #expect(attributes.map(\.name) == ["k", "j"])
        #expect(attributes.map(\.value) == ["1 & 2", "A"])
        #expect(
            attributes[0].offset == Self.offset(of: "k=", in: text)
                && attributes[0].writtenLength == "1 &amp; 2".utf8.count)
        // Each attribute as written, with the space before it: the document without them is
        // the element bare.
        let bytes = Array(text.utf8)
        #expect(
            attributes.map { String(decoding: bytes[$0.written], as: UTF8.self) } == [
                " k='1 &amp; 2'", #" j="&#x41;""#,
            ])
        #expect(tokens[3] == .comment(offset: Self.offset(of: "<!--", in: text)))
        #expect(
            tokens[4]
                == .start(name: "b", attributes: [], empty: true, offset: Self.offset(of: "<b/>", in: text)))
        #expect(tokens[5] == .text("x < y", offset: Self.offset(of: "x &lt;", in: text)))
        #expect(tokens[6] == .cdata("<z>", offset: Self.offset(of: "<![CDATA[", in: text)))
        #expect(tokens[7] == .end(name: "a", offset: Self.offset(of: "</a>", in: text)))
    }

    @Test func aByteOrderMarkIsNotText() throws {
        let tokens = try Self.tokens("\u{FEFF}<a>é</a>")
        #expect(tokens.first == .start(name: "a", attributes: [], empty: false, offset: 3))
        #expect(tokens.dropFirst().first == .text("é", offset: 6))
    }

    @Test func illFormedDocumentsAreRefusedWhereTheyGoWrong() {
        let cases: [(String, String, Int)] = [
            ("<a></b>", "</b> closes <a>", 3),
            ("</a>", "</a> closes nothing", 0),
            ("<a><b></b>", "<a> is not closed", 10),
            ("<a>&nbsp;</a>", "the entity &nbsp; is not allowed", 3),
            ("<a>fish & chips</a>", "a bare & is not allowed", 8),
            ("<a>&#0;</a>", "&#0; is not a character XML allows", 3),
            ("<a>&#xFFFE;</a>", "&#xFFFE; is not a character XML allows", 3),
            (#"<a k="1" k="2"/>"#, "attribute k is given twice", 9),
            (#"<a k="1"j="2"/>"#, "expected a space before the attribute", 8),
            (#"<a k="<"/>"#, "< is not allowed inside an attribute value", 6),
            (#"<a k=1/>"#, "the value of k is not quoted", 5),
            ("<a k>", "attribute k has no value", 3),
            ("<!-- open", "a comment is not closed", 0),
            ("<a><![CDATA[x</a>", "a CDATA section is not closed", 3),
            ("<1a/>", "expected an element name", 1),
        ]
        for (text, reason, offset) in cases {
            let refusal = Self.refusal(text)
            #expect(refusal?.reason.hasPrefix(reason) == true, "\(text): \(refusal?.reason ?? "accepted")")
            #expect(refusal?.offset == offset, "\(text): at \(refusal?.offset ?? -1)")
        }
    }

    @Test func escapingKeepsTextTextAndDropsWhatXMLForbids() {
        #expect(XMLText.escape(#"a<b>&"c"'"#) == "a&lt;b&gt;&amp;&quot;c&quot;'")
        #expect(XMLText.escape(#"say "hi""#, quotes: false) == #"say "hi""#)
        #expect(XMLText.escape("a\u{0}b\u{1B}c\td\u{FFFE}") == "abc\td")
        #expect(XMLText.escape("Praça São João") == "Praça São João")
    }
}
