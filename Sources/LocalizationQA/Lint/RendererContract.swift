import Guidance
import Localization
import MessageFormat

/// What the renderer needs from a locale and accepts in it: the message keys it calls and the
/// markup names it turns into SSML. Read from the renderer's own lists (``TemplateContract``), so
/// that the lint never drifts from the code it guards.
public struct RendererContract: Sendable, Hashable {
    /// Every key the renderer and the distance functions require, sorted.
    public var requiredKeys: [String]
    /// Markup names the renderer maps to SSML.
    public var mappedMarkup: Set<String>
    /// Markup names probed and found to have no mapping.
    public var unmappedMarkup: Set<String>

    /// Creates a contract from known lists (tests).
    public init(requiredKeys: [String], mappedMarkup: Set<String>, unmappedMarkup: Set<String> = []) {
        self.requiredKeys = requiredKeys
        self.mappedMarkup = mappedMarkup
        self.unmappedMarkup = unmappedMarkup
    }

    /// The variables a message may read besides the source's: those the renderer passes to every
    /// message of a section whether the source uses them or not, by key prefix (the renderer's
    /// own table, ``TemplateContract/providedVariables``).
    static func provided(for key: String) -> Set<String> {
        var names: Set<String> = []
        for (prefix, variables) in TemplateContract.providedVariables where key.hasPrefix(prefix) {
            names.formUnion(variables)
        }
        return names
    }

    /// The renderer's contract as it states it (``TemplateContract``), with the unit messages the
    /// distance function needs.
    ///
    /// - Parameter markupNames: the markup names the linted files use; those without a mapping
    ///   are listed as unmapped.
    public static func current(markupNames: Set<String>) -> RendererContract {
        let mapped = TemplateContract.markupElements
        return RendererContract(
            requiredKeys: Set(UnitMessages.requiredIDs).union(TemplateContract.requiredKeys).sorted(),
            mappedMarkup: mapped, unmappedMarkup: markupNames.subtracting(mapped))
    }
}
