/// Which eSpeak NG voice speaks a BCP 47 locale. This is the one place that answers it: once
/// the locale data files carry a `voice` field (locales/<tag>.json), this table gives way to
/// them and callers keep calling ``voice(forLocale:)``.
public enum LocaleVoices {
    /// Lower-cased locale tag → eSpeak NG voice name, for the product's locales.
    public static let table: [String: String] = [
        "pt-br": "pt-br",
        "pt-pt": "pt",
        "en-us": "en-us",
        "en-gb": "en-gb",
        "es-es": "es",
        "fr-fr": "fr-fr",
        "de-de": "de",
    ]

    /// The voice for `locale` (`pt-BR`, `pt_BR` and `pt-br` alike). A tag missing from the table
    /// is passed on lower-cased, so that eSpeak NG either knows it or falls back to the
    /// language's voice with a warning.
    public static func voice(forLocale locale: String) -> String {
        let tag = VoiceInfo.normalized(locale)
        return table[tag] ?? tag
    }
}
