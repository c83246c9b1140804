import GuidanceModel
import Simulator

/// Writes events as wire-format lines (one JSON object per line), the format every command reads.
/// An event JSON cannot say (a non-finite number, which only a fault of ours could produce) is
/// reported and counted, never written without its field; the command then exits 70.
final class EventLineWriter {
    let output: TextOutput
    /// Receives the reason of each event that could not be written.
    private let report: (String) -> Void
    /// How many events could not be written.
    private(set) var unwrittenCount = 0

    init(output: TextOutput, report: @escaping (String) -> Void) {
        self.output = output
        self.report = report
    }

    func write(_ event: NavigatorEvent) {
        do {
            output.line(try event.wireLine())
        } catch {
            unwrittenCount += 1
            report("\(output.name): the \(event.kind.rawValue) event could not be written: \(error)")
        }
    }

    /// Writes `events`, at their recorded pace when `realtime`, until the output loses a write
    /// (a reader that went away ends the drive; the dispatcher reports the loss).
    func write(_ events: some Sequence<NavigatorEvent>, realtime: Bool) async {
        guard realtime else {
            for event in events {
                write(event)
                if output.isLost { break }
            }
            return
        }
        await EventPacer().play(events) { event in
            write(event)
            output.flush()
            return !output.isLost
        }
    }

    /// `status`, or 70 when an event could not be written.
    func status(_ status: ExitCode) -> ExitCode {
        unwrittenCount > 0 ? .internalError : status
    }
}
