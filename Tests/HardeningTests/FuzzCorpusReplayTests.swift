import Foundation
import GuidanceModel
import MapsURL
import MessageFormat
import RouteImport
import Simulator
import Testing

/// The committed fuzz seed corpus (Fuzz/corpus, see docs/reliability.md) replayed through the
/// same entry points as the fuzz targets, so that every `make test` re-checks the inputs the
/// fuzzers start from, and any crash input added there becomes a regression test.
@Suite struct FuzzCorpusReplayTests {
    static func seeds(_ target: String) -> [[UInt8]] {
        let directory = ShippedData.directory + "/Fuzz/corpus/" + target
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory + "/" + name).map { Array($0) }
        }
    }

    @Test(arguments: ["event-decoder", "message-format", "message-resource", "route-importer", "maps-url"])
    func everyTargetHasSeeds(_ target: String) {
        #expect(Self.seeds(target).count >= 5, "Fuzz/corpus/\(target): run python3 Fuzz/make-corpus.py")
    }

    @Test func eventFeedsGiveTheSameItemsInAnyChunking() {
        for seed in Self.seeds("event-decoder") {
            var whole = EventFeedParser(lineLimit: 4096)
            let atOnce = (whole.feed(seed) + whole.finish()).map(Self.summary)
            for size in [1, 3, 7] {
                var chunked = EventFeedParser(lineLimit: 4096)
                var items: [EventFeedParser.Item] = []
                var index = 0
                while index < seed.count {
                    items += chunked.feed(seed[index..<min(seed.count, index + size)])
                    index += size
                }
                items += chunked.finish()
                #expect(
                    items.map(Self.summary) == atOnce,
                    "chunks of \(size): \(String(decoding: seed.prefix(80), as: UTF8.self))")
            }
        }
    }

    @Test func goodSeedEventsDecode() {
        let decoded = Self.seeds("event-decoder").filter {
            (try? EventDecoder().decode($0, lineNumber: 1).get()) != nil
        }
        #expect(decoded.count >= 10)
    }

    /// Arguments at the edges of `Double` and `Int`, as the fuzz target passes them.
    static let extremeArguments: MessageArguments = [
        "count": .double(1e308), "n": .double(1e18), "x": .double(-0.0), "number": .integer(Int.max),
        "distance": .double(.leastNonzeroMagnitude), "road": .decimal("1e400"),
    ]

    @Test func messagesCompileOrFailWithAnError() {
        var compiled = 0
        let locales = ["pt-BR", "th-TH-u-nu-thai", "ar-EG-u-nu-arab", "en-u-nu-bogus"]
        for (index, seed) in Self.seeds("message-format").enumerated() {
            let source = String(decoding: seed, as: UTF8.self)
            guard let message = try? CompiledMessage(source, locale: locales[index % locales.count]) else {
                #expect(
                    !CompiledMessage.diagnose(source).isEmpty, "\(source) neither compiles nor explains why")
                continue
            }
            compiled += 1
            _ = message.format(["count": 3, "number": "3", "road": "Rua <A> & B", "distance": 1500.5])
            _ = message.format(Self.extremeArguments)
        }
        #expect(compiled >= 100)
    }

    @Test func resourcesParseWithLocatedErrors() {
        for seed in Self.seeds("message-resource") {
            var errors: [MessageResourceError] = []
            let resource = MessageResource.parse(String(decoding: seed, as: UTF8.self), errors: &errors)
            _ = resource.validate()
            #expect(errors.allSatisfy { $0.line >= 1 })
        }
    }

    @Test func routesImportOrFailWithAnErrorAndDriveWithinBounds() {
        var imported = 0
        let options = SimulationOptions(maximumUpdates: 2_000)
        for seed in Self.seeds("route-importer") {
            let route: ImportedRoute
            do {
                route = try RouteImporter.importRoute(data: seed, source: "seed")
                imported += 1
            } catch {
                #expect(!error.description.isEmpty)
                continue
            }
            var updates = 0
            for event in NavigationSimulation(route: route, options: options) {
                guard case .navInfo(let info) = event.payload else { continue }
                updates += 1
                #expect(info.remainingSteps.count <= options.maxRemainingSteps)
            }
            #expect(updates <= options.maximumUpdates + 1)
        }
        #expect(imported >= 3)
    }

    @Test func urlsParseOrFailWithAnError() {
        var parsed = 0
        for seed in Self.seeds("maps-url") {
            if (try? GoogleMapsURL.parse(String(decoding: seed, as: UTF8.self))) != nil { parsed += 1 }
        }
        #expect(parsed >= 10)
    }

    static func summary(_ item: EventFeedParser.Item) -> String {
        switch item {
        case .event(let event, let line): "event \(line) \(event)"
        case .rejected(let error): "rejected \(error)"
        case .warning(let warning): "warning \(warning.formatted(source: "feed"))"
        }
    }
}
