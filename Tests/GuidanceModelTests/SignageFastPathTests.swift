import Foundation
import TestSupport
import Testing

@testable import GuidanceModel

/// Signs split on bytes must give what the splits by characters (and by Foundation) gave.
@Suite struct SignageFastPathTests {
    /// Sign texts with every separator in odd places, beside the names of the examples.
    static let texts: [String] = [
        "SP-330: Campinas, Jundiaí", ": A: B", "A: : B", "::", " : ", ": ", "A:B, C", "A, ,B,",
        ",,", "A,", ", A", "A / B / C", " / ", "A /  / B", "A // B", "A / ", " / A", "A/ B /C",
        "Exit 9A / North First Street", "CA-85 / Mtn View", "Rua\r\nA, B", "Cafe\u{0301}, B",
        "A\u{00A0}/ B", "Jundiaí: Itu: Salto", "São Paulo , Santos ,", "  A ,  B  ", "A,\tB",
        "Praça 1º de Maio: Centro", "ул. Ленина, Москва", "E11، دبي", "東京 / 大阪", "",
    ]

    /// The texts above and every quoted string of the examples and the fixtures.
    static let corpus: [String] = {
        var found = Set(texts)
        for folder in ["examples", "Tests/Fixtures"] {
            let root = Repository.url(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for piece in text.split(separator: "\"") where piece.utf8.count < 160 {
                    found.insert(String(piece))
                }
            }
        }
        return found.sorted()
    }()

    /// Trimming on scalars takes off what Foundation takes off: every scalar of the first planes
    /// alone, at both ends of a word and inside it, and texts of separators with marks after them.
    @Test func trimmingOnScalarsAgreesWithFoundation() {
        var samples = [
            "", "x", " \u{301}x", "x \u{301}", "\u{2028}\u{2029}x\u{85}", "\r\n", "\u{180E}x\u{200B}",
        ]
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            samples += ["\(scalar)", "\(scalar)x\(scalar)", "x\(scalar)x", "\(scalar)\(scalar)x"]
        }
        for value in [0xFEFF, 0xFFA0, 0x1D159, 0xE0020, 0x1F600] {
            if let scalar = Unicode.Scalar(value) { samples += ["\(scalar)x\(scalar)"] }
        }
        for sample in samples {
            let foundation = sample.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(
                SignageReader.clean(sample) == (foundation.isEmpty ? nil : foundation),
                "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func signItemsSplitOnBytesAsOnCharacters() {
        let corpus = Self.corpus
        #expect(corpus.count > 100)
        for text in corpus {
            #expect(SignageReader.signItems(text) == SignageReader.signItemsByCharacters(text), "\"\(text)\"")
            #expect(SignageReader.segments(text) == SignageReader.segmentsByFoundation(text), "\"\(text)\"")
        }
    }

    @Test func byteSearchIsUsedOnlyWhereScalarsAreCharacters() {
        #expect(SignageReader.scalarsAreCharacters("São Paulo, Jundiaí"))
        #expect(!SignageReader.scalarsAreCharacters("Cafe\u{0301}"))
        #expect(!SignageReader.scalarsAreCharacters("A\r\nB"))
        #expect(!SignageReader.scalarsAreCharacters("ул. Ленина"))
    }
}
