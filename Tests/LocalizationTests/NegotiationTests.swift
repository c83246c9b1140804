import Localization
import MessageFormat
import Testing

@Suite struct NegotiationTests {
    @Test(arguments: [
        ("pt-BR", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("PT_br", "pt-BR"), ("pt", "pt-BR"),
        ("pt-Latn-BR", "pt-BR"), ("pt-Latn", "pt-BR"), ("en-Latn-US", "en-US"), ("pt-BR-u-nu-latn", "pt-BR"),
        ("pt-PT", "pt-PT"), ("pt_pt", "pt-PT"),
        ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("pt_ao", "pt-PT"), ("en", "en-US"), ("en-US", "en-US"),
        ("en_us", "en-US"), ("en-US-POSIX", "en-US"), ("es-MX", "es-419"), ("es_ar", "es-419"),
        ("es-US", "es-419"), ("es-419", "es-419"), ("es", "es-ES"), ("it", "it-IT"), ("nl", "nl-NL"),
        ("sv-FI", "sv-SE"), ("da", "da-DK"), ("da-GL", "da-DK"), ("no", "nb-NO"), ("nb", "nb-NO"),
        ("no-NO", "nb-NO"),
        ("ca", "ca-ES"), ("ca-AD", "ca-ES"), ("id", "id-ID"), ("in", "id-ID"),
        ("cs", "cs-CZ"), ("cs_cz", "cs-CZ"), ("sk", "sk-SK"), ("sk_sk", "sk-SK"),
        ("ro", "ro-RO"), ("ro-MD", "ro-RO"), ("mo", "ro-RO"), ("vi", "vi-VN"),
        ("el", "el-GR"), ("el-CY", "el-GR"), ("ko", "ko-KR"), ("ko_kr", "ko-KR"),
        ("fi", "fi-FI"), ("fi_FI", "fi-FI"), ("hu", "hu-HU"), ("hu_HU", "hu-HU"),
    ])
    func shippedOrDeclaredTagsResolve(requested: String, resolved: String) throws {
        #expect(try TestData.catalog().resolve(requested) == resolved)
    }

    @Test(arguments: ["en-AU", "en-NZ", "pt-FR", "fr-CH", "de-CH", "es-GQ", "nl-BE", "pt-Cyrl-BR", "zh-Hant"])
    func undeclaredTagsFailListingTheShippedLocales(requested: String) throws {
        let catalog = try TestData.catalog()
        #expect(throws: LocalizationError.self) { try catalog.resolve(requested) }
        do {
            _ = try catalog.resolve(requested)
        } catch {
            guard case .unsupportedLocale(_, let shipped) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(shipped == catalog.shippedTags)
            #expect(shipped.contains("pt-BR") && shipped.contains("pt-PT") && shipped.contains("en-US"))
            #expect(error.description.contains(catalog.shippedTags.joined(separator: ", ")))
        }
    }

    @Test(arguments: ["", "p", "pt--BR", "português", "pt-BR-", "12-BR"])
    func malformedTagsAreRejected(requested: String) throws {
        #expect(throws: LocalizationError.malformedTag(requested)) {
            try TestData.catalog().resolve(requested)
        }
    }

    @Test func portugueseVariantsNeverServeEachOther() throws {
        let catalog = try TestData.catalog()
        #expect(try !catalog.facts("pt-PT").serves.contains { $0.hasPrefix("pt-BR") || $0 == "pt" })
        #expect(try !catalog.facts("pt-BR").serves.contains { $0 == "pt-PT" })
        #expect(try catalog.facts("pt-PT").fallback.isEmpty)
        #expect(try catalog.facts("pt-BR").fallback.isEmpty)
    }

    @Test func noTagIsServedTwice() throws {
        let negotiation = try TestData.catalog().negotiation()
        var seen: Set<String> = []
        for offer in negotiation.offers {
            for tag in [offer.tag] + offer.serves {
                #expect(seen.insert(tag.lowercased()).inserted, "\(tag) is served twice")
            }
        }
    }

    @Test func languageTagsCanonicalize() {
        #expect(LanguageTag("PT_br")?.canonical == "pt-BR")
        #expect(LanguageTag("sr_latn_rs")?.canonical == "sr-Latn-RS")
        #expect(LanguageTag("es-419")?.region == "419")
        #expect(LanguageTag("en-x-private")?.canonical == "en")
    }
}
