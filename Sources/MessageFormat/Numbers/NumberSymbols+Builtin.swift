extension NumberSymbols {
    /// The symbols of the shipped locales (and their languages and `und`), as CLDR defines them
    /// and Foundation reports them, so that formatting in these locales never asks Foundation.
    /// Keys are tags exactly as written here; any other spelling or tag (`pt_BR`, `de-AT`,
    /// `en-US-u-nu-arab`) is probed. `NumberSymbolsTests` checks every entry against the probe,
    /// so a change in the platform's CLDR data shows up as a failing test, not as a silent
    /// difference.
    static let builtin: [String: NumberSymbols] = {
        // Latin American Spanish writes numbers as English does, Dutch as Brazilian Portuguese.
        let english = latin(decimal: ".", group: ",")
        let brazilian = latin(decimal: ",", group: ".")
        let german = latin(decimal: ",", group: ".", percentSuffix: "\u{A0}%")
        let spanish = latin(decimal: ",", group: ".", minimumGroupingDigits: 2, percentSuffix: "\u{A0}%")
        let french = latin(decimal: ",", group: "\u{202F}", percentSuffix: "\u{A0}%")
        let portugal = latin(decimal: ",", group: "\u{A0}", minimumGroupingDigits: 2)
        let italian = latin(decimal: ",", group: ".", minimumGroupingDigits: 2)
        let swedish = latin(decimal: ",", group: "\u{A0}", minus: "\u{2212}", percentSuffix: "\u{A0}%")
        return [
            "und": english, "en": english, "en-US": english, "en-GB": english,
            "de": german, "de-DE": german,
            "es": spanish, "es-ES": spanish, "es-419": english,
            "it": italian, "it-IT": italian, "nl": brazilian, "nl-NL": brazilian,
            "sv": swedish, "sv-SE": swedish,
            "fr": french, "fr-FR": french,
            "pt": brazilian, "pt-BR": brazilian, "pt-PT": portugal,
        ]
    }()

    /// Symbols with ASCII digits, groups of three, a plus sign and a percent sign after the
    /// number: the shape every built-in locale shares (Swedish writes its minus as U+2212).
    private static func latin(
        decimal: String, group: String, minimumGroupingDigits: Int = 1, minus: String = "-",
        percentSuffix: String = "%"
    ) -> NumberSymbols {
        NumberSymbols(
            digits: asciiDigitStrings, decimal: decimal, group: group, minusPrefix: minus, minusSuffix: "",
            plus: "+", primaryGroup: 3, secondaryGroup: 3, minimumGroupingDigits: minimumGroupingDigits,
            percentPrefix: "", percentSuffix: percentSuffix)
    }
}
