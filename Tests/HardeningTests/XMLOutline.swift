import Foundation
import FoundationXML

/// What an XML parser sees in a document: whether it parsed, the elements in order, and the text
/// content. Used to prove that a name stayed text.
struct XMLOutline {
    var parsed = false
    var error: String?
    var elements: [String] = []
    var attributes: [String] = []
    var text = ""

    init(_ document: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        parsed = parser.parse()
        error = parser.parserError.map { "\($0)" }
        elements = collector.elements
        attributes = collector.attributes
        text = collector.text
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [String] = []
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            elements.append(elementName)
            attributes += attributeDict.keys.sorted().map { "\(elementName)@\($0)" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            text += String(decoding: block, as: UTF8.self)
        }
    }
}
