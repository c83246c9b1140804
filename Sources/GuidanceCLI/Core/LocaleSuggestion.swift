import Localization
import MessageFormat

/// The "did you mean" for a locale tag nothing ships or serves: the shipped locale of the same
/// language whose facts list the tag's region among `suggestedForRegions` (en-AU → en-GB, from
/// CLDR's region groups kept in locales/), else the one that serves the bare language
/// (de-CH → de-DE). Never a silent fallback: the command still fails, the hint only says what to
/// type.
enum LocaleSuggestion {
    /// The suggested shipped tag for `requested`, or nil when no shipped locale has its language.
    static func nearest(to requested: String, shipped: [String], dataDirectory: String?) -> String? {
        guard let tag = LanguageTag(requested) else { return nil }
        let siblings = shipped.filter { LanguageTag($0)?.language == tag.language }
        guard !siblings.isEmpty else { return nil }
        let catalog = try? LocaleCatalog.locate(explicit: dataDirectory)
        if let region = tag.region, let catalog,
            let sibling = siblings.first(where: {
                (try? catalog.facts($0))?.suggestedForRegions.contains(region) == true
            })
        {
            return sibling
        }
        if let served = try? catalog?.resolve(tag.language) { return served }
        return siblings.first
    }

    /// The message of an unshipped tag, with the suggestion when there is one.
    static func message(for error: LocalizationError, dataDirectory: String?) -> String {
        guard case .unsupportedLocale(let tag, let shipped) = error,
            let suggestion = nearest(to: tag, shipped: shipped, dataDirectory: dataDirectory)
        else { return error.description }
        return "\(error.description); did you mean \(suggestion)?"
    }
}
