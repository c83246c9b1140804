import Foundation
import GuidanceModel

/// Writes every event of a drive to `run --record`, stamped with the time since the drive began
/// when it has no timestamp of its own, so that `simulate --replay` can play it back.
///
/// An event that cannot be written as JSON (a value outside what JSON can say, such as a
/// non-finite number) is lost data like a failed write: it is reported with its line, the
/// recording goes on with the next event, and the command's status says data was lost.
final class EventRecorder {
    private let output: TextOutput
    private let startTime = Date()
    private let report: (String) -> Void
    /// How many events could not be recorded.
    private(set) var unrecordedCount = 0

    /// Records to `output`; `report` receives the message of each event that cannot be recorded.
    init(output: TextOutput, report: @escaping (String) -> Void) {
        self.output = output
        self.report = report
    }

    /// Records `event`, read from input line `line`.
    func record(_ event: NavigatorEvent, line: Int) {
        var stamped = event
        if stamped.timestamp == nil { stamped.timestamp = Date().timeIntervalSince(startTime) }
        do {
            output.line(try stamped.wireLine())
        } catch {
            unrecordedCount += 1
            report(
                "\(output.name): line \(line): the \(event.kind.rawValue) event could not be recorded: \(error)"
            )
        }
    }
}
