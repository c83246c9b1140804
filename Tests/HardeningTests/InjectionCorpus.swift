import Foundation

/// Hostile names as map data can carry them: markup, entities, quotes, control characters,
/// bidirectional overrides and sheer length. Every one must reach SSML as plain text.
enum InjectionCorpus {
    /// Names that try to break out of SSML text or to steer eSpeak NG.
    static let markup: [String] = [
        #"Rua <Augusta> & Filhos "Ltda" d'Ouro"#,
        #"<break time="10s"/>"#,
        "Avenida </speak><speak> Paulista",
        #"<voice name="en">Main Street</voice>"#,
        #"<prosody rate="x-slow">Rua Lenta</prosody>"#,
        #"<mark name="injected"/>Rua Marcada"#,
        #"<audio src="file:///etc/passwd">Rua Sonora</audio>"#,
        "Rua <!-- comentário --> Oculta",
        "Rua <![CDATA[ </s> ]]> Bruta",
        "<?xml version=\"1.0\"?><!DOCTYPE speak [<!ENTITY x \"boom\">]>&x;",
        "&amp; &lt; &#x41; &#0; &bogus; &",
        "]]> \" ' > <",
        #"Rua " xml:lang="en" ' x="1"#,
    ]

    /// Names with characters XML forbids or that reorder text on screen.
    static let characters: [String] = [
        "Rua\u{0}Nula\u{1}\u{8}\u{B}\u{C}\u{1B}Fim",
        "Rua\u{7F}\u{85}\u{9F} C1",
        "\u{202E}Rua Augusta\u{202C} e \u{2067}شارع\u{2069}",
        "\u{200F}\u{200E}\u{061C}Praça\u{FEFF}",
        "Rua \u{FFFE}\u{FFFF} Não-caracteres",
        "Rua\ttab\nlinha\r\nfim",
        "Rua 🚗 Emoji e\u{301} combinado",
    ]

    /// A 64 KB name (a realistic name repeated), to check that nothing truncates or slows into a
    /// hang on long text.
    static let long: String = String(repeating: "Rua <Longa> & Comprida ", count: 64 * 1024 / 23 + 1)

    /// Every hostile name.
    static var all: [String] { markup + characters + [long] }

    /// The name as XML text content can hold it: the characters XML 1.0 forbids removed, line
    /// ends normalised to LF as every XML parser reports them, and the outer white space the
    /// renderer trims from names removed.
    static func xmlText(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let allowed =
                value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || value >= 0x10000
            if allowed { result.append(scalar) }
        }
        return String(result).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\r", with: "\n"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
