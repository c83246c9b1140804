import GuidanceModel
import Testing

/// Deep JSON on the event feed is a rejected line, never a stack overflow: the wire decoder
/// bounds its nesting (and so does Foundation's decoder it is compared with).
@Suite struct NestingDepthTests {
    static func line(_ value: String) -> [UInt8] {
        Array(#"{"type":"navInfo","navState":"enroute","vendor":\#(value)}"#.utf8)
    }

    @Test func deepUnknownValuesAreRejectedLines() {
        let arrays = String(repeating: "[", count: 400_000) + String(repeating: "]", count: 400_000)
        let objects =
            String(repeating: #"{"a":"#, count: 150_000) + "1" + String(repeating: "}", count: 150_000)
        for value in [arrays, objects] {
            guard case .failure(let error) = EventDecoder().decode(Self.line(value), lineNumber: 3) else {
                Issue.record("a value nested 150,000 levels deep decoded")
                continue
            }
            #expect(error.line == 3)
            #expect(error.reason == "nested too deeply")
            guard case .failure = EventDecoder().decodeWithFoundation(Self.line(value), lineNumber: 3) else {
                Issue.record("Foundation's decoder accepted a value nested 150,000 levels deep")
                continue
            }
        }
    }

    @Test func deepLanesAreRejectedLines() {
        let lanes = String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000)
        let line =
            #"{"type":"navInfo","currentStep":{"maneuver":"turnLeft","stepNumber":1,"lanes":\#(lanes)}}"#
        guard case .failure(let error) = EventDecoder().decode(Array(line.utf8), lineNumber: 1) else {
            Issue.record("lanes nested 300,000 levels deep decoded")
            return
        }
        #expect(error.reason == "nested too deeply")
    }

    @Test func ordinaryNestingStillDecodes() throws {
        let value = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        _ = try EventDecoder().decode(Self.line(value), lineNumber: 1).get()
    }
}
