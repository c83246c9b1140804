import Arguments
import CivilCalendar
import Foundation
import Places

/// `guidance place status PLACE.json --at ISO8601`: whether a place (Places API JSON) is open
/// at an instant, its next opening or closing, and the arrival note the prompts would use.
struct PlaceStatusCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance place status",
        abstract: "Evaluate a place's opening hours at an instant (JSON out).",
        discussion: """
            PLACE.json is a place in the Places API (New) shape, an array of them or
            {"places": [...]} (the files run --places reads); - reads standard input. One JSON
            line per place, in file order, with its id; --id picks one. The status is unknown
            unless the place has opening hours and utcOffsetMinutes. Bad JSON exits 65 naming
            file:line: and the field path; a missing file exits 66; an --id the file lacks
            exits 65.

            Example:
              guidance place status examples/sao-paulo.places.json --at 2026-12-02T17:30:00-03:00
            """,
        options: [
            OptionSpec(
                "at", valueName: "ISO8601", help: "The instant, e.g. 2026-12-02T17:30:00Z (default: now)."),
            OptionSpec(
                "closing-window", valueName: "MINUTES",
                help: "Closing within this many minutes of --at is \"closes soon\" (default 60)."),
            OptionSpec("id", valueName: "ID", help: "Only the place with this id (default: every place)."),
        ],
        positionals: [PositionalSpec("PLACE.json", help: "The place file, or - for standard input.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let instant = try Self.instant(arguments.value("at"))
        let minutes = try arguments.int("closing-window") ?? 60
        guard minutes >= 0 else { throw UsageError("option --closing-window: must not be negative") }
        let file = try PlaceFile(path: arguments.positionals[0], context: context)
        var entries = file.entries
        if let id = arguments.value("id") {
            entries = entries.filter { $0.key == id }
            guard !entries.isEmpty else {
                let known = file.entries.map(\.key).joined(separator: ", ")
                throw CommandFailure(
                    .dataError, "\(file.displayName): no place with id \"\(id)\" (ids: \(known))")
            }
        }
        let rules = StatusNoteRules(closingSoonWindow: TimeInterval(minutes * 60))
        for entry in entries {
            let place = entry.place
            context.stdout.line(
                PlaceStatusJSON.encoded(
                    id: place.id, status: place.isOpen(at: instant),
                    note: place.statusNote(arrivingAt: instant, rules: rules)))
        }
        return .ok
    }

    private static func instant(_ text: String?) throws(UsageError) -> Date {
        guard let text else { return Date() }
        guard let seconds = ISO8601Instant.secondsSince1970(text) else {
            throw UsageError(
                "option --at: expected an ISO 8601 instant such as 2026-12-02T17:30:00Z, got \"\(text)\"")
        }
        return Date(timeIntervalSince1970: seconds)
    }
}
