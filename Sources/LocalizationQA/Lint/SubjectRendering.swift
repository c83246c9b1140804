import Foundation
import Guidance
import Localization

/// The locale's bundle and default renderer, built at most once per lint of a locale and shared
/// by every check that renders: compiling a locale's templates is most of what such a check
/// costs, and the product's renderer keeps nothing a check could disturb.
final class SubjectRendering: @unchecked Sendable {
    // Safety: `built` is read and written with `lock` held.
    private let lock = NSLock()
    private var built: (bundle: LocaleBundle, renderer: TemplateRenderer)??

    /// The bundle and renderer, from `make` the first time; nil when the locale does not load.
    func value(_ make: () -> (bundle: LocaleBundle, renderer: TemplateRenderer)?) -> (
        bundle: LocaleBundle, renderer: TemplateRenderer
    )? {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let made = make()
        built = .some(made)
        return made
    }
}
