import Foundation
import GuidanceModel
import Testing

@testable import Guidance

/// Every maneuver in every shipped locale, with and without a road name, in its three forms,
/// compared with the reviewed golden files in Golden/. After a deliberate template change,
/// regenerate with `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter GoldenRenderingTests`, read the
/// diff as a native speaker would, and commit it.
@Suite struct GoldenRenderingTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func transcript(_ tag: String) throws -> String {
        try transcript(
            tag, road: tag == "en-US" ? "Main Street" : "Rua Augusta",
            towards: tag == "en-US" ? "Downtown" : "Centro")
    }

    /// Every maneuver with and without a road name, as a prepare prompt, in three forms; then the
    /// roundabouts again without their exit number.
    static func transcript(_ tag: String, road sampleRoad: String, towards: String) throws -> String {
        let renderer = try Shipped.renderer(tag)
        var lines: [String] = []
        for maneuver in Maneuver.allCases {
            for road in [sampleRoad, nil] {
                let step = Shipped.step(
                    maneuver, road: road, exit: maneuver.family == .offRamp ? "12A" : nil,
                    towards: maneuver.family == .offRamp || maneuver.family == .fork ? towards : nil)
                let rendering = renderer.render(Shipped.prompt(.prepare, step))
                lines.append("\(maneuver.rawValue) \(maneuver.wireName) road=\(road ?? "-")")
                lines.append("  display: \(rendering.text.display)")
                lines.append("  spoken:  \(rendering.text.spoken)")
                lines.append("  ssml:    \(rendering.text.ssml)")
                for problem in rendering.problems { lines.append("  PROBLEM: \(problem)") }
            }
        }
        lines += unknownExitRoundabouts(renderer, road: sampleRoad)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The roundabouts again without their exit number, which a navigator does not always know:
    /// said by the direction of the exit.
    static func unknownExitRoundabouts(_ renderer: TemplateRenderer, road sampleRoad: String) -> [String] {
        var lines: [String] = []
        for maneuver in Maneuver.allCases where maneuver.family == .roundabout && maneuver.rawValue >= 45 {
            for road in [sampleRoad, nil] {
                var step = Shipped.step(maneuver, road: road)
                step.roundaboutTurnNumber = -1
                let rendering = renderer.render(Shipped.prompt(.prepare, step))
                lines.append("\(maneuver.rawValue) \(maneuver.wireName) road=\(road ?? "-") exit=unknown")
                lines.append("  display: \(rendering.text.display)")
                lines.append("  spoken:  \(rendering.text.spoken)")
                lines.append("  ssml:    \(rendering.text.ssml)")
                for problem in rendering.problems { lines.append("  PROBLEM: \(problem)") }
            }
        }
        return lines
    }

    /// Compares a transcript with Golden/<tag>.txt (rewriting it first when asked to).
    static func compare(_ actual: String, golden tag: String) throws {
        let file = goldenDirectory.appendingPathComponent("\(tag).txt")
        if ProcessInfo.processInfo.environment["GUIDANCE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(!actual.contains("PROBLEM"))
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
            Issue.record("\(tag).txt line \(index + 1):\n  golden: \(want)\n  now:    \(got)")
            break
        }
        #expect(actualLines.count == expectedLines.count)
    }

    @Test(arguments: Shipped.locales)
    func everyManeuverMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try Self.compare(try Self.transcript(tag), golden: tag)
    }
}
