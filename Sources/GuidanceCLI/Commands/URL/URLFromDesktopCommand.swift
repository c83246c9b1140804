import Arguments
import MapsURL

/// `guidance url from-desktop URL`: turns a Google Maps website URL into a
/// `comgooglemapsurl://` link, or explains (exit 65) why the URL does not qualify.
struct URLFromDesktopCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance url from-desktop",
        abstract: "Convert a Google Maps website URL to a comgooglemapsurl:// link.",
        discussion: """
            The URL must match maps.google.TLD/..., (www.)google.TLD/maps/... or goo.gl/maps/...,
            with or without http(s)://, where TLD is a real country-code or generic domain.

            Example:
              guidance url from-desktop 'https://maps.google.com/?q=@37.3161,-122.1836' \\
                --callback 'sourceapp://?resume=true' --source SourceApp
            """,
        options: CommonOptions.callback,
        positionals: [PositionalSpec("URL", help: "The website URL.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let callback = try CommonOptions.callback(arguments)
        do {
            try callback?.validate()
        } catch {
            throw UsageError(error.description)
        }
        do {
            let link = try MapsDesktopLink.converting(arguments.positionals[0], callback: callback)
            context.stdout.line(try link.build())
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
        return .ok
    }
}
