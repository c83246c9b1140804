import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// Names that eSpeak NG misread until the locale data said how to read them: a title before a
/// name ("D." is Dom or Dona, not five hundred), a regnal number after one ("Pedro II" is
/// "Pedro Segundo"), abbreviations the lexicon lacked ("Nª Sra.", "EN 10", "Bahnhofstr.").
/// Each case renders a prompt onto the written name and checks the display keeps it, the spoken
/// form says the intended words, and eSpeak NG's phonemes for the spoken prompt are those of the
/// same prompt onto a road literally named with those words; the written form, read as it is,
/// gives other phonemes, so the check would catch the defect coming back.
@Suite struct NameReadingTests {
    struct Case: Sendable, CustomStringConvertible {
        var tag: String
        var written: String
        var intended: String
        /// Whether eSpeak NG misreads the written name (it reads "Alfonso XIII" right already).
        var misread = true
        var description: String { "\(tag) \(written)" }
    }

    static let cases: [Case] = [
        Case(tag: "pt-PT", written: "Av. D. João II", intended: "Avenida Dom João Segundo"),
        Case(tag: "pt-PT", written: "Lg. D. Estefânia", intended: "Largo Dona Estefânia"),
        Case(tag: "pt-PT", written: "Rua D. Pedro V", intended: "Rua Dom Pedro Quinto"),
        Case(tag: "pt-BR", written: "Av. D. Pedro II", intended: "Avenida Dom Pedro Segundo"),
        Case(tag: "pt-BR", written: "Rua D. Maria II", intended: "Rua Dona Maria Segunda"),
        Case(
            tag: "pt-BR", written: "Igreja de Nª Sra. de Fátima",
            intended: "Igreja de Nossa Senhora de Fátima"),
        Case(tag: "pt-PT", written: "Igreja de N.ª Sr.ª da Luz", intended: "Igreja de Nossa Senhora da Luz"),
        Case(tag: "pt-PT", written: "EN 10", intended: "Estrada Nacional 10"),
        Case(tag: "pt-PT", written: "EN125", intended: "Estrada Nacional 125"),
        Case(tag: "fr-FR", written: "Pont Alexandre III", intended: "Pont Alexandre trois"),
        Case(tag: "fr-FR", written: "Boulevard Henri IV", intended: "Boulevard Henri quatre"),
        Case(tag: "de-DE", written: "Ludwig II.", intended: "Ludwig der Zweite"),
        Case(tag: "de-DE", written: "Bahnhofstr.", intended: "Bahnhofstraße"),
        // Hyphenated names: "-Str." after a hyphen, a regnal number inside the name or after a
        // hyphenated given name ("Karl-Marx-S-T-R", "König-Ludwig-römisch-zwei-Straße" as written).
        Case(tag: "de-DE", written: "Karl-Marx-Str.", intended: "Karl-Marx-Straße"),
        Case(tag: "de-DE", written: "König-Ludwig-II.-Str.", intended: "König-Ludwig-der-Zweite-Straße"),
        Case(tag: "de-DE", written: "Friedrich-Wilhelm IV.", intended: "Friedrich-Wilhelm der Vierte"),
        Case(tag: "fr-FR", written: "Boulevard Henri-IV", intended: "Boulevard Henri-quatre"),
        Case(tag: "fr-FR", written: "Rue François-Ier", intended: "Rue François-premier"),
        Case(tag: "fr-FR", written: "Place Jean-Paul-II", intended: "Place Jean-Paul-deux"),
        Case(tag: "fr-FR", written: "Rue du Fbg Saint-Honoré", intended: "Rue du Faubourg Saint-Honoré"),
        Case(tag: "de-DE", written: "Dr.-Ruer-Platz", intended: "Doktor-Ruer-Platz"),
        Case(tag: "de-DE", written: "St.-Anna-Platz", intended: "Sankt-Anna-Platz"),
        Case(tag: "es-ES", written: "Calle Alfonso XIII", intended: "Calle Alfonso trece", misread: false),
        Case(tag: "es-ES", written: "Calle Felipe II", intended: "Calle Felipe segundo"),
        Case(tag: "es-ES", written: "C/ D. Ramón de la Cruz", intended: "Calle Don Ramón de la Cruz"),
        Case(tag: "en-US", written: "King George V Drive", intended: "King George the Fifth Drive"),
        Case(tag: "en-GB", written: "Henry VIII Way", intended: "Henry the Eighth Way"),
        Case(tag: "pl-PL", written: "ul. Mickiewicza", intended: "ulica Mickiewicza"),
        Case(tag: "pl-PL", written: "al. Jana Pawła II", intended: "aleja Jana Pawła Drugiego"),
        Case(
            tag: "pl-PL", written: "ul. gen. Władysława Andersa",
            intended: "ulica generała Władysława Andersa"),
        Case(tag: "pl-PL", written: "ul. św. Anny", intended: "ulica świętej Anny"),
        Case(tag: "ru-RU", written: "ул. Ленина", intended: "улица Ленина"),
        Case(tag: "ru-RU", written: "пр-т Мира", intended: "проспект Мира"),
        Case(tag: "ru-RU", written: "наб. Фонтанки", intended: "набережная Фонтанки"),
        Case(tag: "uk-UA", written: "вул. Хрещатик", intended: "вулиця Хрещатик"),
        Case(tag: "uk-UA", written: "просп. Перемоги", intended: "проспект Перемоги"),
        Case(tag: "tr-TR", written: "Atatürk Cd.", intended: "Atatürk Caddesi"),
        Case(tag: "tr-TR", written: "Barbaros Blv.", intended: "Barbaros Bulvarı"),
        Case(tag: "tr-TR", written: "Dr. Sadık Ahmet Cd.", intended: "Doktor Sadık Ahmet Caddesi"),
        Case(tag: "ar", written: "ش. التحرير", intended: "شارع التحرير"),
        Case(tag: "ar", written: "م. رمسيس", intended: "ميدان رمسيس"),
        Case(tag: "he-IL", written: "רח׳ הרצל", intended: "רחוב הרצל"),
        Case(tag: "he-IL", written: "שד׳ רוטשילד", intended: "שדרות רוטשילד"),
    ]

    static let synthesizer = EspeakSynthesizer()

    static func turn(_ tag: String, onto road: String) throws -> RenderedPrompt {
        let prompt = Shipped.prompt(.prepare, Shipped.step(.turnRight, road: road))
        let rendering = try Shipped.renderer(tag).render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        return rendering
    }

    static func voice(_ tag: String) throws -> String {
        try LocaleCatalog(directory: Shipped.directory).facts(tag).voice
    }

    @Test(arguments: cases) func theNameIsShownAsWrittenAndSaidAsMeant(_ example: Case) throws {
        try Self.check(example)
    }

    /// The check of a name case, for every locale's suite: the name said in `prompt` (by default
    /// a turn onto it) is shown as written and said as meant, and, when eSpeak NG misreads it,
    /// read as written it would be said otherwise.
    static func check(
        _ example: Case,
        in prompt: (_ tag: String, _ name: String) throws -> RenderedText = { try turn($0, onto: $1).text }
    ) throws {
        let written = try prompt(example.tag, example.written)
        let meant = try prompt(example.tag, example.intended)
        // Some languages write the type word in lower case in running text ("le pont Alexandre
        // III", "in via Roma", "pel carrer de Balmes").
        #expect(written.display.range(of: example.written, options: .caseInsensitive) != nil)
        #expect(written.spoken == meant.spoken)
        let voice = try voice(example.tag)
        let said = try synthesizer.phonemesNow(written.spoken, voice: voice)
        let wanted = try synthesizer.phonemesNow(meant.spoken, voice: voice)
        #expect(said == wanted)
        guard example.misread else { return }
        // Read as written, eSpeak NG says something else: the defect these facts fix.
        let asWritten = try synthesizer.phonemesNow(written.display, voice: voice)
        let shownMeant = try synthesizer.phonemesNow(
            written.display.replacingOccurrences(
                of: example.written, with: example.intended, options: .caseInsensitive),
            voice: voice)
        #expect(asWritten != shownMeant, "\(example.written) is read right even without the lexicon")
    }

    @Test(arguments: [
        ("pt-BR", "Rua da Fase II"), ("pt-PT", "Rua Carlos D. Andrade"), ("fr-FR", "Résidence Parc II"),
        ("de-DE", "Gewerbegebiet II"), ("en-US", "Phase II Road"), ("es-ES", "Polígono Fase II"),
        ("de-DE", "Gewerbegebiet-II"), ("fr-FR", "Résidence Parc-II"),
    ])
    func aRomanNumeralOrInitialThatIsNoTitleOrRegnalNumberStaysAsWritten(tag: String, name: String) throws {
        let rendering = try Self.turn(tag, onto: name)
        #expect(rendering.text.spoken.range(of: name, options: .caseInsensitive) != nil)
    }

    /// Opening hours, per locale: the time as shown, and the words that replace it in speech
    /// (digits where eSpeak NG reads them right, words where it does not: feminine hours).
    /// `misread` says eSpeak NG misreads the written time, which the spoken form fixes.
    @Test(arguments: [
        ("pt-BR", 22, 15, "às 22h15", "às vinte e duas e 15", true),
        ("pt-BR", 6, 30, "às 6h30", "às 6 e 30", true),
        ("pt-BR", 1, 5, "à 1h05", "à uma e 5", true),
        ("pt-PT", 22, 15, "às 22h15", "às vinte e duas e 15", true),
        ("pt-PT", 21, 0, "às 21h00", "às vinte e uma horas", true),
        ("es-ES", 21, 5, "a las 21:05", "a las veintiuna y 5", true),
        ("es-ES", 1, 30, "a la 1:30", "a la una y media", true),
        ("fr-FR", 21, 5, "à 21 heures 5", "à vingt-et-une heures 5", true),
        ("fr-FR", 1, 15, "à 1 heure 15", "à une heure 15", true),
        ("de-DE", 22, 5, "um 22:05", "um 22 Uhr 5", true),
        ("de-DE", 1, 0, "um 1 Uhr", "um ein Uhr", true),
        ("en-US", 22, 5, "at 10:05 PM", "at 10 oh 5 PM", true),
        ("en-GB", 21, 15, "at 9:15 pm", "at 9 15 pm", false),
        ("pl-PL", 22, 15, "do 22:15", "do dwudziestej drugiej 15", true),
        ("pl-PL", 7, 5, "do 7:05", "do siódmej 05", true),
        ("ru-RU", 21, 0, "в 21:00", "в 21 час", true),
        ("ru-RU", 22, 15, "в 22:15", "в 22 15", false),
        ("uk-UA", 11, 30, "об 11:30", "об одинадцятій 30", true),
        ("tr-TR", 22, 15, "22.15", "22 15", true),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String, misread: Bool
    ) throws {
        try Self.checkClockTime(
            tag: tag, hour: hour, minute: minute, shown: shown, said: said, misread: misread)
    }

    /// The check of a closing time, for every locale's suite: shown as `shown`, said as `said`
    /// (eSpeak NG's phonemes of the spoken prompt are those of the prompt written with `said`),
    /// through a `<sub>` in SSML; and, when eSpeak NG misreads the written time, read as written
    /// it would be said otherwise.
    static func checkClockTime(
        tag: String, hour: Int, minute: Int, shown: String, said: String, misread: Bool = true
    ) throws {
        var prompt = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance, waypoint: Waypoint(isFinal: true), routeVersion: 1
        )
        prompt.arrivalNote = .closesSoon(hour: hour, minute: minute)
        let rendering = try Shipped.renderer(tag).render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display.contains(shown), "\(rendering.text.display)")
        #expect(rendering.text.spoken.contains(said), "\(rendering.text.spoken)")
        let meant = rendering.text.display.replacingOccurrences(of: shown, with: said)
        let voice = try voice(tag)
        let wanted = try synthesizer.phonemesNow(meant, voice: voice)
        #expect(try synthesizer.phonemesNow(rendering.text.spoken, voice: voice) == wanted)
        #expect(rendering.ssmlDocument.contains("<sub alias="))
        if misread {
            #expect(try synthesizer.phonemesNow(rendering.text.display, voice: voice) != wanted)
        }
    }

    @Test func aTimeThatEspeakMisreadsAsWrittenIsNotSpokenAsWritten() throws {
        let voice = try Self.voice("pt-BR")
        let written = try Self.synthesizer.phonemesNow("Fecha às 22h15.", voice: voice)
        let meant = try Self.synthesizer.phonemesNow("Fecha às vinte e duas e quinze.", voice: voice)
        #expect(written != meant)
    }

    @Test func anAbbreviationEndingTheSentenceShowsOneFullStop() throws {
        let prompt = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Bahnhofstr."))
        let rendering = try Shipped.renderer("de-DE").render(prompt)
        #expect(rendering.text.display.hasSuffix("Bahnhofstr."), "\(rendering.text.display)")
        #expect(!rendering.text.display.contains(".."))
        #expect(rendering.text.spoken.hasSuffix("Bahnhofstraße."), "\(rendering.text.spoken)")
    }
}
