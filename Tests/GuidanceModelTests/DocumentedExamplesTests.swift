import Foundation
import TestSupport
import Testing

@testable import GuidanceModel

/// docs/events.md is the wire format's reference: every example in it must decode, and together
/// they must show every event type.
@Suite struct DocumentedExamplesTests {
    static let repository = Repository.root

    @Test func everyExampleInTheDocsDecodesAndEveryTypeHasOne() throws {
        let text = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/events.md"), encoding: .utf8)
        var lines: [String] = []
        var inJSON = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inJSON = line == "```json"
                continue
            }
            if inJSON { lines.append(String(line)) }
        }
        var kinds: Set<NavigatorEvent.Kind> = []
        for (index, line) in lines.enumerated() {
            let result = EventDecoder().decode(Array(line.utf8), lineNumber: index + 1)
            switch result {
            case .success(let event): kinds.insert(event.kind)
            case .failure(let error): Issue.record("docs/events.md example \(index + 1): \(error)")
            }
        }
        #expect(kinds == Set(NavigatorEvent.Kind.allCases))
    }
}
