import Foundation
import Guidance
import GuidanceModel
import Localization
import RouteImport
import Simulator
import Testing

/// Each example route, simulated and run through the whole text pipeline in its locale: prompts
/// come in order, each stage at most once per step, every arrival once, and nothing after the
/// final arrival.
@Suite struct RouteEndToEndTests {
    static let examples: [(file: String, locale: String)] = [
        ("examples/sao-paulo.osrm.json", "pt-BR"), ("examples/lisbon.osrm.json", "pt-PT"),
        ("examples/us-city.osrm.json", "en-US"),
    ]

    static func drive(
        _ file: String, locale: String, options: SimulationOptions = SimulationOptions()
    ) throws -> (records: [PromptRecord], route: ImportedRoute) {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLIRun.path(file)))
        let route = try RouteImporter.importRoute(data: Array(data), source: file)
        let directory = try DataDirectory.locate(sourceFile: #filePath)
        let renderer = try TemplateRenderer(
            bundle: try LocaleCatalog(directory: directory).bundle(for: locale))
        var records: [PromptRecord] = []
        let navigator = Navigator()
        navigator.addListener(VoiceListener(renderer: renderer) { records.append($0) })
        for event in NavigationSimulation(route: route, options: options) { navigator.dispatch(event) }
        return (records, route)
    }

    @Test(arguments: examples.map(\.file))
    func promptsAreOrderedUniqueAndEndAtTheArrival(_ file: String) throws {
        let locale = Self.examples.first { $0.file == file }?.locale ?? "en-US"
        let (records, route) = try Self.drive(file, locale: locale)
        #expect(records.count > 10)
        #expect(records.map(\.prompt.id) == Array(1...records.count))
        var seen: Set<String> = []
        for record in records where record.prompt.step != nil {
            let key =
                "\(record.prompt.routeVersion)/\(record.prompt.step?.stepNumber ?? -1)/\(record.prompt.stage)"
            #expect(seen.insert(key).inserted, "\(file): \(key) said twice")
        }
        let arrivals = records.filter { $0.prompt.stage == .arrival }
        #expect(arrivals.count == route.destinations.count, "\(file)")
        #expect(arrivals.last?.prompt.waypoint?.isFinal == true)
        if let last = records.lastIndex(where: { $0.prompt.stage == .arrival }) {
            #expect(last == records.count - 1, "\(file): something was said after the final arrival")
        }
        for record in records {
            #expect(record.rendering.problems.isEmpty, "\(file): \(record.rendering.problems)")
            #expect(!record.rendering.text.spoken.isEmpty)
        }
    }

    @Test func aRerouteIsAnnouncedOnceAndTheNewRouteIsGuided() throws {
        var options = SimulationOptions()
        options.reroute = SimulationOptions.Reroute(step: 5)
        let (records, _) = try Self.drive("examples/sao-paulo.osrm.json", locale: "pt-BR", options: options)
        let rerouting = records.filter { $0.prompt.stage == .rerouting }
        #expect(rerouting.count == 1)
        let versions = Set(records.map(\.prompt.routeVersion))
        #expect(versions.count >= 2)
        #expect(records.last?.prompt.stage == .arrival)
    }
}
