extension LocaleFacts {
    /// Whether sentences start with a capital letter: only in scripts with upper and lower case
    /// (Latin, Cyrillic, Greek, Armenian). Chinese, Japanese, Arabic and Hebrew have none, and a
    /// Latin name at the start of their sentence keeps the case it is written in.
    public var capitalizesSentences: Bool {
        switch script {
        case "Latn", "Cyrl", "Grek", "Armn": true
        default: false
        }
    }
}
