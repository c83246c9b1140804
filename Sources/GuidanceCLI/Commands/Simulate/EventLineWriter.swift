import GuidanceModel

/// Writes events as wire-format lines (one JSON object per line), the format every command reads;
/// an event JSON cannot say (a non-finite number) is reported, never written without its field.
struct EventLineWriter {
    let output: TextOutput
    /// Receives the reason of each event that could not be written.
    let report: (String) -> Void

    func write(_ event: NavigatorEvent) {
        do {
            output.line(try event.wireLine())
        } catch {
            report("\(output.name): the \(event.kind.rawValue) event could not be written: \(error)")
        }
    }
}
