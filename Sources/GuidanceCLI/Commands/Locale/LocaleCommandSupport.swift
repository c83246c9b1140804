import Arguments
import Localization

/// What every `guidance locale` command shares: loading the catalog and
/// bundles, and turning localization errors into exit codes.
package enum LocaleCommandSupport {
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
