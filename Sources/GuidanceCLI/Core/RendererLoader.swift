import Guidance
import Localization
import Synchronization

/// Loads a locale and compiles its guidance templates, turning each failure into the documented
/// exit code: an unknown locale is a usage error (64), missing data 66, broken data 65.
package enum RendererLoader {
    /// The bundle of `locale` from the data directory, failures mapped to exit codes.
    package static func bundle(locale: String, dataDirectory: String?) throws(CommandFailure) -> LocaleBundle
    {
        try read(dataDirectory) { catalog throws(LocalizationError) in try catalog.bundle(for: locale) }
    }

    /// The voice of the locale serving `locale`, read alone: for commands that speak and render
    /// nothing. The same negotiation and exit codes as ``bundle``.
    static func voice(locale: String, dataDirectory: String?) throws(CommandFailure) -> String {
        try read(dataDirectory) { catalog throws(LocalizationError) in try catalog.voice(for: locale) }
    }

    /// What `body` reads from the catalog of the data directory, failures mapped to exit codes.
    private static func read<Value>(
        _ dataDirectory: String?, _ body: (LocaleCatalog) throws(LocalizationError) -> Value
    ) throws(CommandFailure) -> Value {
        do {
            return try body(LocaleCatalog.locate(explicit: dataDirectory))
        } catch {
            throw failure(error, dataDirectory: dataDirectory)
        }
    }

    /// A bad tag on the command line is a usage error (64) that lists the shipped locales; bad
    /// data is 65; a missing file or data directory is 66.
    static func failure(_ error: LocalizationError, dataDirectory: String? = nil) -> CommandFailure {
        switch error {
        case .unsupportedLocale:
            return CommandFailure(.usage, LocaleSuggestion.message(for: error, dataDirectory: dataDirectory))
        case .malformedTag: return CommandFailure(.usage, error.description)
        case .dataDirectoryNotFound, .fileMissing, .unreadable:
            return CommandFailure(.noInput, error.description)
        default: return CommandFailure(.dataError, error.description)
        }
    }

    /// The renderer of `locale`, made as every command makes it, failures mapped to exit codes.
    package static func renderer(
        locale: String, dataDirectory: String?, units: UnitSystem? = nil, mode: TravelMode = .drive
    ) throws(CommandFailure) -> TemplateRenderer {
        let bundle = try bundle(locale: locale, dataDirectory: dataDirectory)
        do {
            return try TemplateRenderer(bundle: bundle, units: units, mode: mode)
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
    }

    /// The renderers of the languages a drive switches to (`locale` events), made on first use
    /// and kept: the two listeners ask for the same one in turn.
    static func switcher(
        dataDirectory: String?, units: UnitSystem?, mode: TravelMode, first: TemplateRenderer
    ) -> LocaleRendererSource {
        let made = Mutex<[String: TemplateRenderer]>([first.localeTag: first])
        return { tag in
            let bundle: LocaleBundle
            do {
                bundle = try LocaleCatalog.locate(explicit: dataDirectory).bundle(for: tag)
            } catch {
                throw LocaleChangeError(tag: tag, reason: "\(error)")
            }
            if let known = made.withLock({ $0[bundle.tag] }) { return known }
            do {
                let renderer = try TemplateRenderer(bundle: bundle, units: units, mode: mode)
                made.withLock { $0[bundle.tag] = renderer }
                return renderer
            } catch {
                throw LocaleChangeError(tag: tag, reason: "\(error)")
            }
        }
    }
}
