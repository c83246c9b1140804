/// The `xml:lang` of an SSML document's root, set aside for eSpeak NG: the library picks a voice
/// for that language and drops the one the request chose, which is the locale's own choice
/// (zh-CN speaks with `cmn-latn-pinyin`, while `xml:lang="zh-CN"` selects `cmn`, which reads the
/// tone numbers of its own pinyin as English words). The document keeps the attribute for other
/// engines; only the copy eSpeak NG reads goes without it.
enum SSMLRootLanguage {
    /// `document` without the `xml:lang` attribute of its `<speak>` element; unchanged when the
    /// root has none.
    static func removed(from document: String) -> String {
        guard let open = document.range(of: "<speak"),
            let close = document[open.upperBound...].firstIndex(of: ">"),
            let attribute = document[open.upperBound..<close].range(of: " xml:lang=")
        else { return document }
        let valueStart = attribute.upperBound
        guard valueStart < close else { return document }
        let quote = document[valueStart]
        guard quote == "\"" || quote == "'",
            let valueEnd = document[document.index(after: valueStart)..<close].firstIndex(of: quote)
        else { return document }
        var result = document
        result.removeSubrange(attribute.lowerBound...valueEnd)
        return result
    }
}
