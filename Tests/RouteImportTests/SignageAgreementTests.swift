import Foundation
import RouteImport
import TestSupport
import Testing

@testable import GuidanceModel

/// The byte reading of a step's signs (`SignageReader.read`) must equal the reading by
/// characters (`readByCharacters`), the reference, on every step of every shipped route and feed
/// and on steps made of odd sign texts.
@Suite struct SignageAgreementTests {
    /// Every step of the example and fixture routes and feeds.
    static let shippedSteps: [StepInfo] = {
        var steps: [StepInfo] = []
        for folder in ["examples", "Tests/Fixtures"] {
            let root = Repository.url(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard let data = try? Data(contentsOf: url) else { continue }
                if url.pathExtension == "json",
                    let route = try? RouteImporter.importRoute(data: data, source: url.lastPathComponent)
                {
                    steps += route.steps
                } else if url.pathExtension == "ndjson" {
                    var parser = EventFeedParser()
                    for item in parser.feed(data) + parser.finish() {
                        guard case .event(let event, _) = item, case .navInfo(let info) = event.payload
                        else { continue }
                        steps += (info.currentStep.map { [$0] } ?? []) + info.remainingSteps
                    }
                }
            }
        }
        return steps
    }()

    /// Sign texts with separators, blanks and exits in odd places, in several scripts.
    static let texts: [String?] = [
        nil, "", " ", "  \t ", "SP-330: Campinas, Jundiaí", "SP-330:Campinas", ": A: B", "A: : B", "::",
        " : ", "A:B, C", "A, ,B,", ",,", "A,", ", A", "A / B / C", " / ", "A /  / B", "A // B", "A / ",
        " / A", "A/ B /C", "Exit 9A", "Exit 9A / North First Street", "CA-85 / Mtn View", "Saída 14",
        "Saída 14 / Rua Augusta", "Sortie 12b", "Exit  9A", " Exit 9A ", "Exit 9A B", "Exit A9", "E. 9",
        "Ausfahrt ½", "Exit ²", "Exit ٣", "Salida 3\u{00A0}", "9A", "14", "12b", "BR-116", "BR 116",
        "I-280 North", "CA 85 South", "A5", "ABCDE5", "SP-330 Norte Sul", "M25", "N-VI", "E11، دبي",
        "Rua\r\nA, B", "Cafe\u{0301}, B", "A\u{00A0}/ B", "\u{00A0}Centro\u{00A0}", "Jundiaí: Itu: Salto",
        "São Paulo , Santos ,", "  A ,  B  ", "A,\tB", "Praça 1º de Maio: Centro", "ул. Ленина, Москва",
        "М-10: Москва", "東京 / 大阪", "A1: Lisboa, Porto", "A1 / Lisboa", "Lisboa", "Porto, Lisboa",
        "IC19: Sintra / A5", "\u{0085}A\u{0085}", "A\u{00A0}", "\u{00A0}", "Jundiaí", "Paraná\t",
        "\u{00A0}\u{0085} Paraná, Jundiaí\u{00A0}: Itu", "A,\u{00A0}B", "9A\u{00A0}", "Saída\u{00A0}14",
        "Ω-1", "Ab-1", "É-1", "SP-330, SP-330", "Campinas, Campinas",
    ]

    /// Steps combining the texts above in every field, on ramps and turns.
    static let variedSteps: [StepInfo] = {
        var steps: [StepInfo] = []
        let texts = Self.texts
        for (index, text) in texts.enumerated() {
            for maneuver in [Maneuver.offRampRight, .turnLeft, .onRampLeft, .forkRight] {
                let other = texts[(index * 7 + 3) % texts.count]
                let third = texts[(index * 13 + 5) % texts.count]
                steps.append(
                    StepInfo(maneuver: maneuver, fullRoadName: text, stepNumber: 1, destinations: other))
                steps.append(
                    StepInfo(maneuver: maneuver, simpleRoadName: text, stepNumber: 1, destinations: third))
                steps.append(
                    StepInfo(
                        maneuver: maneuver, fullRoadName: other, simpleRoadName: text, exitNumber: third,
                        stepNumber: 1, destinations: text))
                steps.append(
                    StepInfo(
                        maneuver: maneuver,
                        fullRoadName: [text, other].compactMap { $0 }.joined(separator: " / "),
                        simpleRoadName: third, stepNumber: 1, destinations: other))
                steps.append(
                    StepInfo(maneuver: maneuver, exitNumber: text, stepNumber: 1, destinations: other))
                // One name for the road in both fields, with and without destinations.
                steps.append(
                    StepInfo(
                        maneuver: maneuver, fullRoadName: text, simpleRoadName: text, exitNumber: other,
                        stepNumber: 1))
                steps.append(
                    StepInfo(
                        maneuver: maneuver, fullRoadName: text, simpleRoadName: text, exitNumber: third,
                        stepNumber: 1, destinations: other))
            }
        }
        return steps
    }()

    @Test func byteReadingEqualsTheReadingByCharactersOnShippedSteps() {
        let steps = Self.shippedSteps
        #expect(steps.count > 50)
        #expect(steps.contains { $0.destinations != nil })
        for step in steps {
            #expect(SignageReader.read(step) == SignageReader(step).readByCharacters(), "\(step)")
        }
    }

    @Test func byteReadingEqualsTheReadingByCharactersOnVariedSteps() {
        var withSigns = 0
        var withExits = 0
        for step in Self.variedSteps {
            let reading = SignageReader.read(step)
            #expect(reading == SignageReader(step).readByCharacters(), "\(step)")
            if reading.hasSigns { withSigns += 1 }
            if reading.exit != nil { withExits += 1 }
        }
        #expect(withSigns > 100)
        #expect(withExits > 50)
    }

    /// The check eight bytes at a time finds a carriage return or a byte from 0xCC on wherever
    /// it sits, as the check byte by byte does.
    @Test func fieldsAreCheckedWordByWordAsByteByByte() {
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for odd in ["\r", "é", "\u{0301}", "ж", "\u{00A0}", "\n"] {
                    var text = String(repeating: "a", count: length)
                    if length > 0 {
                        let index = text.index(text.startIndex, offsetBy: position)
                        text.replaceSubrange(index...index, with: odd)
                    }
                    let expected = !text.utf8.contains { $0 >= 0xCC || $0 == 0x0D }
                    var native = text
                    #expect(native.withUTF8(SignageReader.plainBytes) == expected, "\(length) \(position)")
                    #expect(SignageReader.scalarsAreCharacters(Optional(text)) == expected)
                }
            }
        }
    }

    @Test func roadNumbersAreRecognisedOnBytesAsByCharacters() {
        for text in Self.texts.compactMap({ $0 }) {
            #expect(
                SignageReader.isRoadNumber(text) == SignageReader.isRoadNumberByCharacters(text), "\(text)")
        }
    }

    @Test func bytesAreTrimmedAsFoundationTrimsEveryScalarBelowU0300() {
        for value in UInt32(0)..<0x300 where value != 0x0D {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let blank = String(scalar)
            for text in [
                blank, blank + "A" + blank, "A" + blank, blank + blank + "á" + blank + " ", "á" + blank,
            ] {
                #expect(
                    SignageReader.cleanPlain(text) == SignageReader.clean(text),
                    "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func asciiScalarsAreLettersAndNumbersAsCharacters() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            #expect(SignageReader.isLetter(scalar) == Character(scalar).isLetter, "\(value)")
            #expect(SignageReader.isNumber(scalar) == Character(scalar).isNumber, "\(value)")
        }
    }
}
