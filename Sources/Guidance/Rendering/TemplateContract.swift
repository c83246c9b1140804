/// What the renderer asks of a locale's templates, stated once for the tools that check them:
/// `guidance qa lint` reads these lists instead of guessing them.
public enum TemplateContract {
    /// Message keys every locale must define (the catalog in docs/guidance.md).
    public static var requiredKeys: [String] {
        MessageCatalog.keys.filter { !MessageCatalog.optionalKeys.contains($0) }
    }

    /// Message keys a locale may lack; the renderer then leaves that sentence out.
    public static var optionalKeys: Set<String> { MessageCatalog.optionalKeys }

    /// MF2 markup names the renderer turns into SSML elements.
    public static var markupElements: Set<String> { PartsRenderer.markupElements }

    /// Variables the renderer gives every message of a section whatever its source reads, by
    /// key prefix: every instruction clause receives the step's keywords, names and flags
    /// (the renderer's table of message variables), so that a translation may select on them.
    public static var providedVariables: [String: Set<String>] {
        [
            "instruction.": Set(
                MessageSlot.allCases.filter { MessageSlot.table[$0.rawValue].everyInstruction }.map(\.name))
        ]
    }
}
