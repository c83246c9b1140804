import Localization
import MessageFormat
import Synchronization
import Testing

/// Loads shipped bundles once per test.
enum Bundles {
    /// The bundle serving a tag, read once per tag and shared by every suite (a value no test
    /// changes).
    static func load(_ tag: String) throws -> LocaleBundle {
        if let known = loaded.withLock({ $0[tag] }) { return known }
        let bundle = try TestData.catalog().bundle(for: tag)
        loaded.withLock { $0[tag] = bundle }
        return bundle
    }

    /// What ``load(_:)`` read.
    private static let loaded = Mutex<[String: LocaleBundle]>([:])

    /// Formats a message with the bundle's functions; returns the text and the parts' speakable forms.
    static func render(_ bundle: LocaleBundle, _ source: String, _ arguments: MessageArguments) throws -> (
        text: String, display: String, spoken: String, ssml: String, errors: [MessageError]
    ) {
        let message = try bundle.compile(source)
        var errors: [MessageError] = []
        let text = message.format(arguments, errors: &errors)
        var display = ""
        var spoken = ""
        var ssml = ""
        for part in message.formatToParts(arguments) {
            switch part {
            case .expression(let expression):
                if let value = expression.value as? any SpeakableValue {
                    display += value.displayText
                    spoken += value.spokenText
                    ssml += value.ssml
                } else {
                    display += expression.text
                    spoken += expression.text
                    ssml += SSML.escape(expression.text)
                }
            default:
                display += part.text
                spoken += part.text
                ssml += SSML.escape(part.text)
            }
        }
        return (text, display, spoken, ssml, errors)
    }
}

@Suite struct BundleTests {
    @Test func bundlesLoadWithTheirVoices() throws {
        #expect(try Bundles.load("pt-BR").voice == "pt-br")
        #expect(try Bundles.load("pt").tag == "pt-BR")
        #expect(try Bundles.load("pt_AO").tag == "pt-PT")
        #expect(try Bundles.load("pt_AO").requestedTag == "pt_AO")
        #expect(try Bundles.load("pt-PT").voice == "pt")
        #expect(try Bundles.load("en-US").voice == "en-us")
    }

    @Test func messagesAreLookedUpInTheTemplates() throws {
        let bundle = try Bundles.load("pt-BR")
        let entry = try #require(bundle.message("unit.spoken.lessThan"))
        #expect(entry.source == "menos de {$distance}")
        #expect(bundle.message("no.such.message") == nil)
    }

    @Test func missingUnitMessagesAreNamed() throws {
        let facts = try TestData.facts("pt-BR")
        let directory = try TestData.scratchDirectory([
            "locales/pt-BR.json": try String(
                contentsOfFile: TestData.directory + "/locales/pt-BR.json", encoding: .utf8),
            "templates/pt-BR.mf2": "[unit.display]\nmeter = {$number} m\n",
        ])
        #expect(facts.tag == "pt-BR")
        #expect(
            throws: LocalizationError.malformedTemplates(
                path: directory + "/templates/pt-BR.mf2", line: 1,
                reason: "missing message unit.display.kilometer")
        ) {
            try LocaleCatalog(directory: directory).bundle(for: "pt-BR")
        }
    }

    @Test func brokenUnitMessagesAreLocated() throws {
        let original = try String(
            contentsOfFile: TestData.directory + "/templates/pt-BR.mf2", encoding: .utf8)
        let broken = original.replacingOccurrences(
            of: "kilometer = {$number} km", with: "kilometer = {$number km")
        #expect(broken != original)
        let directory = try TestData.scratchDirectory([
            "locales/pt-BR.json": try String(
                contentsOfFile: TestData.directory + "/locales/pt-BR.json", encoding: .utf8),
            "templates/pt-BR.mf2": broken,
        ])
        do {
            _ = try LocaleCatalog(directory: directory).bundle(for: "pt-BR")
            Issue.record("expected an error")
        } catch {
            guard case .malformedTemplates(let path, let line, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == directory + "/templates/pt-BR.mf2")
            #expect(line == 8)
            #expect(reason.hasPrefix("unit.display.kilometer"))
        }
    }

    @Test func unparsableTemplatesNameTheLine() throws {
        let directory = try TestData.scratchDirectory([
            "locales/pt-BR.json": try String(
                contentsOfFile: TestData.directory + "/locales/pt-BR.json", encoding: .utf8),
            "templates/pt-BR.mf2": "# ok\n[unit.display]\nmeter = {$number} m\n[unit.spoken\n",
        ])
        do {
            _ = try LocaleCatalog(directory: directory).bundle(for: "pt-BR")
            Issue.record("expected an error")
        } catch {
            guard case .malformedTemplates(let path, let line, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == directory + "/templates/pt-BR.mf2")
            #expect(line == 4)
        }
    }

    @Test func spokenFormsOfFreeTextUseCLDRPlurals() throws {
        let brazil = try Bundles.load("pt-BR")
        #expect(brazil.spokenForms("Em 1,5 km").spokenText == "Em 1,5 quilômetro")
        #expect(brazil.spokenForms("Em 2 km").spokenText == "Em 2 quilômetros")
        #expect(brazil.spokenForms("Em 1 m").spokenText == "Em 1 metro")
        let portugal = try Bundles.load("pt-PT")
        #expect(portugal.spokenForms("A 1,5 km").spokenText == "A 1,5 quilómetros")
        #expect(portugal.spokenForms("A 1 km").spokenText == "A 1 quilómetro")
        let grouped = portugal.spokenForms("A 15\u{00A0}000 km")
        #expect(grouped.spokenText == "A 15000 quilómetros")
        #expect(grouped.displayText == "A 15\u{00A0}000 km")
        #expect(
            grouped.ssml == "A <sub alias=\"15000\">15\u{00A0}000</sub> <sub alias=\"quilómetros\">km</sub>")
        let english = try Bundles.load("en-US")
        #expect(english.spokenForms("In 1 mi").spokenText == "In 1 mile")
        #expect(english.spokenForms("In 1.0 mi").spokenText == "In 1.0 miles")
        #expect(english.spokenForms("In 300 ft").spokenText == "In 300 feet")
    }
}
