import Foundation
import Localization

/// Where the display page lives: `--web DIR`, else `web/` in the data directory (found like
/// templates and locales: `--data`, `$GUIDANCE_DATA`, the install prefix, the checkout).
enum CastWebDirectory {
    static func locate(web: String?, data: String?, context: CommandContext) throws(CommandFailure) -> URL {
        if let web { return URL(fileURLWithPath: web) }
        do {
            let directory = try DataDirectory.locate(explicit: data, environment: context.environment)
            return URL(fileURLWithPath: directory).appendingPathComponent("web")
        } catch {
            throw CommandFailure(.noInput, "display page not found: \(error)")
        }
    }
}
