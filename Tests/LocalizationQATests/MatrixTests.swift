import Guidance
import GuidanceModel
import Localization
import LocalizationQA
import Testing

/// The review matrix covers what a reviewer must see, and the shipped locales render it whole.
struct MatrixTests {
    func rows(_ tag: String) throws -> [MatrixRow] {
        let bundle = try LocaleCatalog(directory: QAFixtures.repositoryData).bundle(for: tag)
        return try MatrixRenderer(bundle: bundle).render()
    }

    @Test func coversEveryManeuverRoundaboutExitAndUnitSystem() throws {
        let rows = try rows("pt-BR")
        let ids = Set(rows.map(\.matrixCase.id))
        for maneuver in Maneuver.allCases {
            #expect(
                ids.contains { $0.hasSuffix("-\(maneuver.wireName)") }, "no case for \(maneuver.wireName)")
        }
        for exit in 1...12 { #expect(ids.contains("prepare-roundabout-exit-\(exit)")) }
        for system in UnitSystem.allCases {
            #expect(rows.contains { $0.matrixCase.units == system })
        }
        let labels = rows.map(\.matrixCase.label).joined(separator: "\n")
        for kind in ["(feminine)", "(masculine)", "(unknown)", "(abbreviated)"] {
            #expect(labels.contains(kind), "no \(kind) name")
        }
    }

    @Test(arguments: ["en-US", "pt-BR", "pt-PT"])
    func shippedLocaleRendersWithoutProblems(_ tag: String) throws {
        let rows = try rows(tag)
        let broken = rows.filter { !$0.problems.isEmpty || $0.display.isEmpty }
        #expect(broken.isEmpty, "\(broken.map { "\($0.matrixCase.id): \($0.problems)" })")
        #expect(rows.filter(\.isSpoken).allSatisfy { $0.ssmlDocument?.hasPrefix("<speak") == true })
    }

    @Test func distancesSitOnBothSidesOfEveryRoundingEdge() throws {
        let facts = try LocaleCatalog(directory: QAFixtures.repositoryData).facts("en-US")
        let distances = MatrixBuilder(facts: facts).sampleDistances(.metric)
        for band in facts.rounding[.metric]?.bands ?? [] {
            let edge = band.from * band.unit.meters
            #expect(distances.contains { $0 < edge && $0 > edge * 0.98 }, "nothing just below \(edge) m")
            #expect(distances.contains { abs($0 - edge) < 0.01 }, "nothing at \(edge) m")
        }
    }

    @Test func pagesListEveryCase() throws {
        let rows = try rows("pt-PT")
        let text = MatrixPage.text(rows, locale: "pt-PT")
        for row in rows.prefix(20) { #expect(text.contains(row.matrixCase.id)) }
        let ssml = MatrixPage.ssml(rows)
        #expect(ssml.components(separatedBy: "<speak").count - 1 == rows.filter(\.isSpoken).count)
    }

    /// Case ids name audio files and page anchors, so they are unique in every shipped locale
    /// (a locale with two number patterns of one class once gave two cases one id).
    @Test(arguments: InterchangeTests.shippedTemplates) func caseIDsAreUnique(tag: String) throws {
        let ids = try rows(tag).map(\.matrixCase.id)
        #expect(
            Set(ids).count == ids.count,
            "\(Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }
}
