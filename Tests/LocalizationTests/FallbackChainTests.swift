import Foundation
import Localization
import MessageFormat
import Testing

/// A locale that ships later (en-GB) serves en-AU and takes missing messages from en-US, as its
/// own file declares; nothing else changes.
@Suite struct FallbackChainTests {
    static func directory(fallback: String) throws -> String {
        let shipped = TestData.directory
        let english = try String(contentsOfFile: shipped + "/locales/en-US.json", encoding: .utf8)
        let british =
            english
            .replacingOccurrences(of: "\"locale\": \"en-US\"", with: "\"locale\": \"en-GB\"")
            .replacingOccurrences(
                of: "\"serves\": [\"en\", \"en-PR\", \"en-UM\", \"en-VI\", \"en-AS\", \"en-GU\", \"en-MP\"]",
                with: "\"serves\": [\"en-AU\", \"en-NZ\", \"en-IE\"]"
            )
            .replacingOccurrences(of: "\"fallback\": []", with: "\"fallback\": [\"\(fallback)\"]")
            .replacingOccurrences(of: "\"units\": \"imperial\"", with: "\"units\": \"uk\"")
        #expect(british != english)
        return try TestData.scratchDirectory([
            "locales/en-US.json": english,
            "templates/en-US.mf2": try String(
                contentsOfFile: shipped + "/templates/en-US.mf2", encoding: .utf8),
            "locales/en-GB.json": british,
            "templates/en-GB.mf2": "[unit.spoken]\nmile = {$number} miles, as the crow flies\n",
        ])
    }

    @Test func newRegionalLocaleServesItsDeclaredTags() throws {
        let catalog = try LocaleCatalog(directory: Self.directory(fallback: "en-US"))
        #expect(try catalog.resolve("en-AU") == "en-GB")
        #expect(try catalog.resolve("en_nz") == "en-GB")
        #expect(try catalog.resolve("en") == "en-US")
        #expect(throws: LocalizationError.self) { try catalog.resolve("en-ZA") }
    }

    @Test func missingMessagesComeFromTheDeclaredChain() throws {
        let bundle = try LocaleCatalog(directory: Self.directory(fallback: "en-US")).bundle(for: "en-AU")
        #expect(bundle.tag == "en-GB")
        #expect(bundle.resources.count == 2)
        let near = try Bundles.render(bundle, "{$d :distance}", ["d": .double(0.1 * 1609.344)])
        #expect(near.display == "200 yd")
        #expect(near.spoken == "200 yards")
        let far = try Bundles.render(bundle, "{$d :distance}", ["d": .double(3 * 1609.344)])
        #expect(far.spoken == "3 miles, as the crow flies")
    }

    @Test func chainsMustNameShippedLocales() throws {
        let catalog = try LocaleCatalog(directory: Self.directory(fallback: "en-CA"))
        #expect(throws: LocalizationError.self) { try catalog.bundle(for: "en-GB") }
    }
}
