import Foundation
import Localization

/// Where generated locale files (the pseudo-locale) go: into a source checkout's data directory,
/// but never into an installed one (PREFIX/share/guidance, owned by the package manager): there,
/// into the user's `$XDG_DATA_HOME/guidance` (default `~/.local/share/guidance`), made a complete
/// data directory by links to the shipped files so that `--data` can point at it.
enum GeneratedDataDirectory {
    /// The catalog generated files are written into.
    static func target(for catalog: LocaleCatalog, environment: [String: String]) throws(CommandFailure)
        -> LocaleCatalog
    {
        guard isInstalled(catalog.directory) else { return catalog }
        guard let user = userDirectory(environment) else {
            throw CommandFailure(
                .cannotCreate,
                "\(catalog.directory) is an installed data directory and neither $XDG_DATA_HOME nor $HOME is set; "
                    + "give --output FILE and --facts-out FILE")
        }
        do {
            try link(catalog.directory, into: user)
            return try LocaleCatalog(directory: user)
        } catch {
            throw CommandFailure(.cannotCreate, "\(user): cannot prepare the data directory (\(error))")
        }
    }

    /// Whether a data directory is an installed one: `…/share/guidance`, or not writable.
    static func isInstalled(_ directory: String) -> Bool {
        let path = URL(fileURLWithPath: directory).standardizedFileURL.path
        return path.hasSuffix("/share/guidance")
            || !FileManager.default.isWritableFile(atPath: directory + "/locales")
    }

    /// `$XDG_DATA_HOME/guidance`, else `$HOME/.local/share/guidance` (XDG Base Directory rules:
    /// a relative `XDG_DATA_HOME` is ignored).
    static func userDirectory(_ environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/guidance" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/guidance" }
        return nil
    }

    /// Makes `user` a data directory whose shipped files are links to `installed`'s; files the
    /// user generated there are kept.
    private static func link(_ installed: String, into user: String) throws {
        let files = FileManager.default
        for folder in ["templates", "locales"] {
            try files.createDirectory(atPath: "\(user)/\(folder)", withIntermediateDirectories: true)
            for name in try files.contentsOfDirectory(atPath: "\(installed)/\(folder)") {
                let link = "\(user)/\(folder)/\(name)"
                if (try? files.destinationOfSymbolicLink(atPath: link)) != nil
                    || files.fileExists(atPath: link)
                {
                    continue
                }
                try files.createSymbolicLink(
                    atPath: link, withDestinationPath: "\(installed)/\(folder)/\(name)")
            }
        }
    }
}
