import XMLText

/// The `xml:lang` of an SSML document's root, set aside for eSpeak NG: the library picks a voice
/// for that language and drops the one the request chose, which is the locale's own choice
/// (zh-CN speaks with `cmn-latn-pinyin`, while `xml:lang="zh-CN"` selects `cmn`, which reads the
/// tone numbers of its own pinyin as English words). The document keeps the attribute for other
/// engines; only the copy eSpeak NG reads goes without it.
enum SSMLRootLanguage {
    /// `document` without the `xml:lang` attribute of its `<speak>` element; unchanged when the
    /// root has none, or is not `<speak>`, or the document stops being well-formed before it.
    static func removed(from document: String) -> String {
        var reader = XMLReader(document)
        while let token = try? reader.next() {
            guard case .start(let name, let attributes, _, _) = token else { continue }
            guard name == "speak", let language = attributes.first(where: { $0.name == "xml:lang" }) else {
                return document
            }
            let bytes = reader.bytes
            return String(
                decoding: bytes[..<language.written.lowerBound] + bytes[language.written.upperBound...],
                as: UTF8.self)
        }
        return document
    }
}
