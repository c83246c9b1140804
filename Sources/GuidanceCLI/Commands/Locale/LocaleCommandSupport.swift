import Arguments
import Localization

/// What every `guidance locale` command shares: the `--data` option, loading the catalog and
/// bundles, and turning localization errors into exit codes.
package enum LocaleCommandSupport {
    /// The `--data DIR` option.
    package static let dataOption = OptionSpec(
        "data", valueName: "DIR",
        help: "Data directory with templates/ and locales/ (default: see docs/templates.md).")

    /// The catalog of the data directory the options and environment name.
    static func catalog(_ arguments: ParsedArguments, context: CommandContext) throws -> LocaleCatalog {
        do {
            return try LocaleCatalog.locate(
                explicit: arguments.value("data"), environment: context.environment)
        } catch {
            throw RendererLoader.failure(error)
        }
    }

    /// The bundle serving a tag given on the command line.
    static func bundle(_ tag: String, _ arguments: ParsedArguments, context: CommandContext) throws
        -> LocaleBundle
    {
        let catalog = try catalog(arguments, context: context)
        do {
            return try catalog.bundle(for: tag)
        } catch {
            throw RendererLoader.failure(error, dataDirectory: catalog.directory)
        }
    }
}
