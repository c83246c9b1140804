import Guidance
import Localization
import SystemIO

/// The locale's bundle and default renderer, built at most once per lint of a locale and shared
/// by every check that renders: compiling a locale's templates is most of what such a check
/// costs, and the product's renderer keeps nothing a check could disturb.
final class SubjectRendering: Sendable {
    private let built = Locked<(bundle: LocaleBundle, renderer: TemplateRenderer)??>(nil)

    /// The bundle and renderer, from `make` the first time; nil when the locale does not load.
    /// Built under the lock, so that two checks never build them twice.
    func value(_ make: () -> (bundle: LocaleBundle, renderer: TemplateRenderer)?) -> (
        bundle: LocaleBundle, renderer: TemplateRenderer
    )? {
        built.withLock { built in
            if let built { return built }
            let made = make()
            built = .some(made)
            return made
        }
    }
}
