/// A formatted value that reads differently on screen, in plain spoken text and in SSML: the
/// contract between the functions this module registers (`:road`, `:distance`, `:ordinal`) and
/// the renderer that turns a message's parts into display text, spoken text and SSML.
///
/// "Av. Paulista" is shown as written but spoken "Avenida Paulista", and in SSML becomes
/// `<sub alias="Avenida">Av.</sub> Paulista`. The renderer uses these three properties for every
/// expression part whose value conforms, and escapes everything else itself.
public protocol SpeakableValue: Sendable {
    /// The text shown on screen, with abbreviations and symbols as written ("na Av. Paulista",
    /// "1,5 km").
    var displayText: String { get }
    /// The text to synthesize when SSML is not used, with abbreviations and symbols spelled out
    /// ("na Avenida Paulista", "1,5 quilômetro").
    var spokenText: String { get }
    /// An SSML fragment (no `<speak>` root), already XML-escaped, safe to splice into a document.
    var ssml: String { get }
}
