import Foundation
import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// The Spanish, French, German and British English locales: every maneuver compared with the
/// reviewed golden files in Golden/, and the grammar each language needs (articles contracted with
/// prepositions, elision, case, ordinals agreeing with "exit", British distances in yards and
/// miles). Regenerate the golden files with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter NewLocaleTests`, then read the diff as a native
/// speaker would.
@Suite struct NewLocaleTests {
    static let tags = ["es-ES", "fr-FR", "de-DE", "en-GB"]

    /// A street name and a signposted destination typical of each country.
    static let samples: [String: (road: String, towards: String)] = [
        "es-ES": ("Calle de Alcalá", "Centro"),
        "fr-FR": ("Avenue Foch", "Centre-ville"),
        "de-DE": ("Hauptstraße", "Zentrum"),
        "en-GB": ("Baker Street", "City Centre"),
    ]

    @Test(arguments: tags)
    func everyManeuverMatchesTheReviewedGoldenFile(_ tag: String) throws {
        let sample = try #require(Self.samples[tag])
        let transcript = try GoldenRenderingTests.transcript(tag, road: sample.road, towards: sample.towards)
        try GoldenRenderingTests.compare(transcript, golden: tag)
    }

    @Test(arguments: tags)
    func everyPromptRendersWithoutProblemsAsWellFormedSSML(_ tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let sample = try #require(Self.samples[tag])
        for road in [sample.road, "Rue <Bar> & Fils", nil] {
            for prompt in RenderingTests.everyPrompt(renderer, road: road) {
                #expect(prompt.problems.isEmpty, "\(tag): \(prompt.problems)")
                #expect(RenderingTests.isWellFormedXML(prompt.ssmlDocument), "\(tag): \(prompt.ssmlDocument)")
                #expect(!prompt.text.display.contains("  "), "\(tag): \(prompt.text.display)")
                #expect(!prompt.text.display.contains("{"), "\(tag): \(prompt.text.display)")
            }
        }
    }

    /// The arrival prompt at a named place with an opening-hours note.
    static func arrival(_ tag: String, note: ArrivalNote) throws -> RenderedText {
        var prompt = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance,
            waypoint: Waypoint(title: "Museo", side: .unspecified, isFinal: true), routeVersion: 1)
        prompt.arrivalNote = note
        let rendering = try Shipped.renderer(tag).render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        return rendering.text
    }

    @Test(arguments: [
        ("es-ES", "Cierra a las 17:30."), ("fr-FR", "L'établissement ferme à 17 heures 30."),
        ("de-DE", "Schließt um 17:30."), ("en-GB", "It closes at 5:30 pm."),
    ])
    func openingHoursUseTheLocalClock(tag: String, sentence: String) throws {
        let text = try Self.arrival(tag, note: .closesSoon(hour: 17, minute: 30))
        #expect(text.display.hasSuffix(" " + sentence))
    }

    @Test func openingHoursSayWholeHoursAndDaysNatively() throws {
        let spanish = try Self.arrival("es-ES", note: .closed(opensHour: 1, opensMinute: 0, day: .weekday(6)))
        #expect(spanish.display.hasSuffix("Ahora está cerrado. Abre el sábado a la 1."))
        let french = try Self.arrival("fr-FR", note: .closed(opensHour: 12, opensMinute: 0, day: .tomorrow))
        #expect(french.display.hasSuffix("Il ouvre demain à midi."))
        let german = try Self.arrival("de-DE", note: .closed(opensHour: 9, opensMinute: 0, day: .weekday(1)))
        #expect(german.display.hasSuffix("Derzeit geschlossen, öffnet am Montag um 9 Uhr."))
        let british = try Self.arrival("en-GB", note: .closed(opensHour: 0, opensMinute: 0, day: .today))
        #expect(british.display.hasSuffix("opens at midnight today."))
    }

    @Test(arguments: [
        ("es-ES", "Siga a pie por la Calle de Alcalá."), ("fr-FR", "Suivez à pied l'avenue Foch."),
        ("de-DE", "Auf Hauptstraße losgehen."), ("en-GB", "Walk along Baker Street."),
    ])
    func walkersAreToldToWalk(tag: String, sentence: String) throws {
        let bundle = try Shipped.bundle(tag)
        let renderer = try TemplateRenderer(bundle: bundle, mode: .walk)
        let road = try #require(Self.samples[tag]).road
        let rendering = renderer.render(Shipped.prompt(.depart, Shipped.step(.depart, road: road)))
        #expect(rendering.problems.isEmpty)
        #expect(rendering.text.display == sentence)
    }

    // MARK: - Rendering helpers

    /// The prepare prompt of one maneuver, in display and spoken form.
    static func prepare(
        _ tag: String, _ maneuver: Maneuver, road: String?, exit: String? = nil, towards: String? = nil,
        roundaboutExit: Int? = nil, distance: Double = 200
    ) throws -> RenderedText {
        var step = Shipped.step(maneuver, road: road, exit: exit, towards: towards)
        if let roundaboutExit { step.roundaboutTurnNumber = roundaboutExit }
        let rendering = try Shipped.renderer(tag).render(Shipped.prompt(.prepare, step, distance: distance))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        return rendering.text
    }

    /// The continue prompt on a road, said right after a maneuver.
    static func continuing(_ tag: String, on road: String, distance: Double) throws -> RenderedText {
        var prompt = Shipped.prompt(.continue, Shipped.step(.turnLeft, road: road), distance: distance)
        prompt.currentRoad = road
        let rendering = try Shipped.renderer(tag).render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        return rendering.text
    }

    // MARK: - French

    @Test(arguments: [
        ("Avenue Foch", "sur l'avenue Foch"), ("Rue de Rivoli", "sur la rue de Rivoli"),
        ("Boulevard Haussmann", "sur le boulevard Haussmann"), ("Av. Foch", "sur l'av. Foch"),
        ("Allée des Tilleuls", "sur l'allée des Tilleuls"), ("Quai de Bercy", "sur le quai de Bercy"),
        ("Les Champs-Élysées", "sur les Champs-Élysées"), ("A6", "sur l'A6"), ("N7", "sur la N7"),
        ("Impasse Ribot", "sur l'impasse Ribot"), ("Mirabeau", "sur Mirabeau"),
    ])
    func frenchTurnsTakeTheArticleAndElideIt(road: String, phrase: String) throws {
        let text = try Self.prepare("fr-FR", .turnRight, road: road)
        #expect(text.display == "Dans 200 m, tournez à droite \(phrase).")
    }

    @Test func frenchRampsElideTheContractedArticle() throws {
        let motorway = try Self.prepare("fr-FR", .onRampRight, road: "A6", towards: "Lyon")
        #expect(motorway.display.contains("bretelle d'accès à l'A6 direction Lyon"))
        let national = try Self.prepare("fr-FR", .onRampRight, road: "N7")
        #expect(national.display.contains("à la N7"))
        let boulevard = try Self.prepare("fr-FR", .onRampRight, road: "Boulevard Périphérique")
        #expect(boulevard.display.contains("au boulevard périphérique"))
        let city = try Self.prepare("fr-FR", .onRampRight, road: "Le Mans")
        #expect(city.display.contains("au Mans"))
    }

    @Test func frenchRoundaboutExitsAreFeminineOrdinals() throws {
        let first = try Self.prepare("fr-FR", .roundaboutRightClockwise, road: nil, roundaboutExit: 1)
        #expect(first.display == "Dans 200 m, au rond-point, prenez la 1re sortie.")
        #expect(first.spoken == "Dans 200 mètres, au rond-point, prenez la première sortie.")
        let third = try Self.prepare("fr-FR", .roundaboutRightClockwise, road: nil, roundaboutExit: 3)
        #expect(third.display.contains("la 3e sortie"))
        #expect(third.spoken.contains("la troisième sortie"))
    }

    /// A named roundabout is the roundabout of its square, never "à la place de …", heard as
    /// "instead of"; a name whose own word says what the junction is keeps it.
    @Test(arguments: [
        ("Place de l'Étoile", "Au rond-point de la place de l'Étoile, prenez la 3e sortie."),
        ("Porte Maillot", "Au rond-point de la porte Maillot, prenez la 3e sortie."),
        ("Rond-Point des Champs-Élysées", "Au rond-point des Champs-Élysées, prenez la 3e sortie."),
        ("Carrefour Pleyel", "Au carrefour Pleyel, prenez la 3e sortie."),
        ("Charles-de-Gaulle", "Au rond-point Charles-de-Gaulle, prenez la 3e sortie."),
    ])
    func frenchNamedRoundaboutsAreTheRoundaboutOfTheirSquare(name: String, sentence: String) throws {
        var step = Shipped.step(.roundaboutRightCounterClockwise, road: nil)
        step.roundaboutTurnNumber = 3
        step.roundaboutName = name
        let rendering = try Shipped.renderer("fr-FR").render(Shipped.prompt(.now, step))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display == sentence)
    }

    @Test func frenchSpeechExpandsStreetAbbreviations() throws {
        let text = try Self.prepare("fr-FR", .turnLeft, road: "Bd St Germain")
        #expect(text.display.contains("sur le bd St Germain"))
        #expect(text.spoken.contains("sur le boulevard Saint Germain"))
    }

    // MARK: - Spanish

    @Test(arguments: [
        ("Calle de Alcalá", "a la Calle de Alcalá"), ("Paseo de la Castellana", "al Paseo de la Castellana"),
        ("A-6", "a la A-6"), ("M-30", "a la M-30"), ("AP-7", "a la AP-7"),
        ("Camino de Ronda", "al Camino de Ronda"), ("El Escorial", "a El Escorial"),
    ])
    func spanishMergesContractTheArticle(road: String, phrase: String) throws {
        let text = try Self.prepare("es-ES", .mergeUnspecified, road: road)
        #expect(text.display == "En 200 m, incorpórese \(phrase).")
    }

    @Test func spanishTurnsLeadAlongTheRoad() throws {
        let street = try Self.prepare("es-ES", .turnRight, road: "C/ de Alcalá", distance: 300)
        #expect(street.display == "En 300 m, gire a la derecha por la C/ de Alcalá.")
        #expect(street.spoken == "En 300 metros, gire a la derecha por la Calle de Alcalá.")
        let promenade = try Self.prepare("es-ES", .turnLeft, road: "P.º del Prado")
        #expect(promenade.spoken.contains("por el Paseo del Prado"))
        let toll = try Self.prepare("es-ES", .mergeUnspecified, road: "AP-7")
        #expect(toll.spoken.contains("a la A P-7"))
        let radial = try Self.prepare("es-ES", .turnLeft, road: "N-VI")
        #expect(radial.display.contains("por la N-VI"))
        #expect(radial.spoken.contains("por la N-6"))
        let continuing = try Self.continuing("es-ES", on: "A-6", distance: 1500)
        #expect(continuing.spoken == "Continúe por la A-6 durante un kilómetro y medio.")
    }

    @Test func spanishRoundaboutExitsAreFeminineOrdinals() throws {
        let text = try Self.prepare("es-ES", .roundaboutRightCounterClockwise, road: nil, roundaboutExit: 3)
        #expect(text.display == "En 200 m, en la rotonda, tome la 3.ª salida.")
        #expect(text.spoken == "En 200 metros, en la rotonda, tome la tercera salida.")
    }

    // MARK: - German

    @Test func germanRoadNumbersTakeTheArticleInTheCaseThePrepositionNeeds() throws {
        let onto = try Self.prepare("de-DE", .turnRight, road: "A 9")
        #expect(onto.display == "In 200 m rechts abbiegen auf die A 9.")
        let staying = try Self.continuing("de-DE", on: "B 2", distance: 2000)
        #expect(staying.display == "Weiter auf der B 2, über eine Strecke von 2 km.")
        #expect(staying.spoken == "Weiter auf der B 2, über eine Strecke von 2 Kilometern.")
        let square = try Self.prepare("de-DE", .turnLeft, road: "Platz der Republik")
        #expect(square.display.contains("links abbiegen auf den Platz der Republik"))
        let bridge = try Self.continuing("de-DE", on: "Brücke der Einheit", distance: 2000)
        #expect(bridge.display.hasPrefix("Weiter auf der Brücke der Einheit, über eine Strecke von"))
    }

    @Test func germanCompoundStreetNamesGetNoGuessedArticle() throws {
        let text = try Self.prepare("de-DE", .turnRight, road: "Hauptstraße", distance: 300)
        #expect(text.display == "In 300 m rechts abbiegen auf Hauptstraße.")
        #expect(text.spoken == "In 300 Metern rechts abbiegen auf Hauptstraße.")
    }

    @Test func germanSpeechExpandsAbbreviations() throws {
        let street = try Self.prepare("de-DE", .turnRight, road: "Berliner Str.")
        #expect(street.display.contains("auf Berliner Str."))
        #expect(street.spoken.contains("auf Berliner Straße"))
        let station = try Self.prepare("de-DE", .straight, road: "St. Pauli")
        #expect(station.spoken.contains("auf Sankt Pauli"))
    }

    @Test func germanDistancesAreDativeAfterIn() throws {
        let kilometre = try Self.prepare("de-DE", .turnLeft, road: nil, distance: 1000)
        #expect(kilometre.spoken == "In einem Kilometer links abbiegen.")
        let half = try Self.prepare("de-DE", .turnLeft, road: nil, distance: 1500)
        #expect(half.spoken == "In anderthalb Kilometern links abbiegen.")
        let roundabout = try Self.prepare(
            "de-DE", .roundaboutLeftCounterClockwise, road: nil, roundaboutExit: 3)
        #expect(roundabout.display == "In 200 m im Kreisverkehr die 3. Ausfahrt nehmen.")
        #expect(roundabout.spoken == "In 200 Metern im Kreisverkehr die dritte Ausfahrt nehmen.")
    }

    // MARK: - British English

    // Prompts round down (never more than is left): 300 yd is 274.3 m, a quarter mile 402.3 m.
    @Test(arguments: [
        (280.0, "In 300 yd", "In 300 yards"), (274.0, "In 200 yd", "In 200 yards"),
        (805.0, "In 0.5 mi", "In half a mile"), (403.0, "In 0.25 mi", "In a quarter of a mile"),
        (400.0, "In 300 yd", "In 300 yards"), (2415.0, "In 1.5 mi", "In one and a half miles"),
        (5.0, "In < 10 yd", "In less than 10 yards"),
    ])
    func britishDistancesAreInYardsAndMiles(meters: Double, display: String, spoken: String) throws {
        let text = try Self.prepare("en-GB", .turnRight, road: nil, distance: meters)
        #expect(text.display == "\(display), turn right.")
        #expect(text.spoken == "\(spoken), turn right.")
    }

    @Test func britishRoadNumbersTakeTheArticle() throws {
        let motorway = try Self.prepare("en-GB", .mergeUnspecified, road: "M25")
        #expect(motorway.display.contains("join the M25"))
        let street = try Self.prepare("en-GB", .turnLeft, road: "Baker St")
        #expect(street.display.contains("onto Baker St"))
        #expect(street.spoken.contains("onto Baker Street"))
        let saint = try Self.prepare("en-GB", .turnRight, road: "St Mary St")
        #expect(saint.spoken.contains("onto Saint Mary Street"))
        let roundabout = try Self.prepare("en-GB", .roundaboutLeftClockwise, road: "A40", roundaboutExit: 3)
        #expect(roundabout.display == "In 200 yd, at the roundabout, take the 3rd exit onto the A40.")
        #expect(roundabout.spoken == "In 200 yards, at the roundabout, take the third exit onto the A40.")
    }

    /// Arrivals name a famous place with the article natives use ("the British Museum", "the
    /// Museum of Modern Art"), and no other: a place the facts do not list keeps its bare name.
    @Test(arguments: [
        ("en-US", "British Museum", "You have arrived at the British Museum."),
        ("en-US", "Museum of Modern Art", "You have arrived at the Museum of Modern Art."),
        ("en-US", "Golden Gate Bridge", "You have arrived at the Golden Gate Bridge."),
        ("en-US", "Central Park", "You have arrived at Central Park."),
        ("en-GB", "British Museum", "You have arrived at your destination, the British Museum."),
        ("en-GB", "Tower of London", "You have arrived at your destination, the Tower of London."),
        ("en-GB", "Buckingham Palace", "You have arrived at your destination, Buckingham Palace."),
        ("en-GB", "Tower Bridge", "You have arrived at your destination, Tower Bridge."),
    ])
    func englishArrivalsGiveFamousPlacesTheirArticle(tag: String, place: String, sentence: String) throws {
        let prompt = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance,
            waypoint: Waypoint(title: place, side: .unspecified, isFinal: true), routeVersion: 1)
        let rendering = try Shipped.renderer(tag).render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display == sentence)
    }

    @Test func britishEnglishDoesNotServeMetricCountries() throws {
        let catalog = try LocaleCatalog(directory: Shipped.directory)
        #expect(try catalog.resolve("en-GB") == "en-GB")
        for metric in ["en-AU", "en-NZ", "en-IE", "en-IN"] {
            #expect(throws: LocalizationError.self) { try catalog.resolve(metric) }
        }
        #expect(try catalog.resolve("fr") == "fr-FR")
        #expect(try catalog.resolve("es") == "es-ES")
        #expect(try catalog.resolve("de-AT") == "de-DE")
        for unserved in ["de-CH", "fr-CH", "fr-BE", "es-GQ"] {
            #expect(throws: LocalizationError.self) { try catalog.resolve(unserved) }
        }
        // Latin America has its own Spanish, which never serves Spain nor Spain it.
        for american in ["es-MX", "es-AR", "es-CO", "es-CL", "es-US", "es-419"] {
            #expect(try catalog.resolve(american) == "es-419")
        }
        for european in ["es", "es-ES", "es-IC"] {
            #expect(try catalog.resolve(european) == "es-ES")
        }
    }
}
