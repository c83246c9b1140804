import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// NameReadingTests for Latin American Spanish, Italian, Dutch and Swedish: abbreviations,
/// titles, regnal numbers and road numbers are shown as written and said as meant, checked by
/// eSpeak NG's phonemes; the written form, read as it is, gives other phonemes, so the check
/// would catch a lexicon entry that goes missing.
@Suite struct MoreNameReadingTestsA {
    static let cases: [NameReadingTests.Case] = [
        .init(tag: "es-419", written: "Av. Juan Pablo II", intended: "Avenida Juan Pablo segundo"),
        .init(tag: "es-419", written: "Calz. de Tlalpan", intended: "Calzada de Tlalpan"),
        .init(tag: "es-419", written: "Cra. 7", intended: "Carrera 7"),
        .init(tag: "es-419", written: "Av. Gral. Paz", intended: "Avenida General Paz"),
        .init(tag: "es-419", written: "Av. Lic. Benito Juárez", intended: "Avenida Licenciado Benito Juárez"),
        .init(tag: "es-419", written: "RN 9", intended: "Ruta Nacional 9"),
        .init(tag: "es-419", written: "MEX-57", intended: "Carretera Federal 57"),
        .init(
            tag: "it-IT", written: "Corso Vittorio Emanuele II", intended: "Corso Vittorio Emanuele secondo",
            misread: false),
        .init(tag: "it-IT", written: "Via Giovanni XXIII", intended: "Via Giovanni ventitreesimo"),
        .init(tag: "it-IT", written: "Via XX Settembre", intended: "Via Venti Settembre"),
        .init(tag: "it-IT", written: "P.zza S. Marco", intended: "Piazza San Marco"),
        .init(tag: "it-IT", written: "V.le S. Maria", intended: "Viale Santa Maria"),
        .init(tag: "it-IT", written: "SS36", intended: "statale 36"),
        .init(tag: "nl-NL", written: "Burg. de Monchyplein", intended: "Burgemeester de Monchyplein"),
        .init(tag: "nl-NL", written: "Dr. Lelylaan", intended: "Doctor Lelylaan"),
        .init(tag: "nl-NL", written: "St. Jacobsstraat", intended: "Sint Jacobsstraat"),
        .init(tag: "nl-NL", written: "Plein Willem II", intended: "Plein Willem de Tweede"),
        .init(tag: "sv-SE", written: "S:t Eriksgatan", intended: "Sankt Eriksgatan"),
        .init(tag: "sv-SE", written: "Kungsg.", intended: "Kungsgatan"),
        .init(tag: "sv-SE", written: "Karl XII:s torg", intended: "Karl den tolftes torg"),
        .init(tag: "sv-SE", written: "Rv 40", intended: "Riksväg 40"),
    ]

    @Test(arguments: cases)
    func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case) throws {
        try NameReadingTests.check(example)
    }

    /// Opening hours: the time as shown and the words that replace it in speech, which eSpeak NG
    /// would not say from the written time.
    @Test(arguments: [
        ("es-419", 21, 5, "a las 21:05", "a las veintiuna y 5"),
        ("es-419", 1, 15, "a la 1:15", "a la una y 15"),
        ("it-IT", 1, 15, "all'1:15", "all'una e un quarto"),
        ("it-IT", 17, 30, "alle 17:30", "alle 17 e mezza"),
        ("nl-NL", 17, 30, "om 17.30 uur", "om 17 uur 30"),
        ("sv-SE", 17, 30, "klockan 17.30", "klockan 17 och 30"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        try NameReadingTests.checkClockTime(tag: tag, hour: hour, minute: minute, shown: shown, said: said)
    }

    @Test(arguments: [
        ("es-419", "Colonia Fase II"), ("it-IT", "Via Fase II"), ("nl-NL", "Fase II"), ("sv-SE", "Etapp II"),
    ])
    func aRomanNumeralThatIsNoRegnalNumberStaysAsWritten(tag: String, name: String) throws {
        let rendering = try NameReadingTests.turn(tag, onto: name)
        #expect(rendering.text.spoken.range(of: name, options: .caseInsensitive) != nil)
    }
}
