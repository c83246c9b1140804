import Foundation
import GuidanceModel
import Testing

@testable import GuidanceCLI

/// `run --record`: an event that cannot be written is reported like a failed write, and the
/// recording goes on with the next one.
@Suite struct EventRecorderTests {
    @Test func anEventThatCannotBeEncodedIsReportedWithItsLineAndTheNextIsRecorded() throws {
        let output = TextOutput.capture()
        var messages: [String] = []
        let recorder = EventRecorder(output: output) { messages.append($0) }
        recorder.record(NavigatorEvent(.speeding(percentage: .nan, severity: .minor), timestamp: 1), line: 7)
        recorder.record(NavigatorEvent(.routeChanged, timestamp: 2), line: 8)

        #expect(recorder.unrecordedCount == 1)
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(message.hasPrefix("capture: line 7: the speeding event could not be recorded: "))
        #expect(message.contains("percentage"), "the field is named: \(message)")
        let lines = output.text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\"routeChanged\"") == true)
    }

    @Test func eventsWithoutATimestampAreStampedWithTheDriveTime() throws {
        let output = TextOutput.capture()
        let recorder = EventRecorder(output: output) { Issue.record("unexpected report: \($0)") }
        recorder.record(NavigatorEvent(.routeChanged), line: 1)
        let data = Data(output.text.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let timestamp = try #require(object["timestamp"] as? Double)
        #expect(timestamp >= 0 && timestamp < 60)
    }

    /// `simulate`, `simulate --replay` and `navigate`: an event that cannot be written is reported
    /// and makes the status 70, and the events after it are written.
    @Test func anEventLineThatCannotBeWrittenIsReportedAndTheStatusSaysSo() throws {
        let output = TextOutput.capture()
        var messages: [String] = []
        let writer = EventLineWriter(output: output) { messages.append($0) }
        writer.write(NavigatorEvent(.remainingDistance(meters: .infinity), timestamp: 1))
        writer.write(NavigatorEvent(.routeChanged, timestamp: 2))

        #expect(writer.unwrittenCount == 1)
        #expect(
            messages == [
                "capture: the remainingDistance event could not be written: field meters: inf cannot be written as JSON"
            ])
        #expect(output.text == #"{"timestamp":2,"type":"routeChanged"}"# + "\n")
        #expect(writer.status(.ok) == .internalError)
        #expect(EventLineWriter(output: output) { _ in }.status(.dataError) == .dataError)
    }
}
