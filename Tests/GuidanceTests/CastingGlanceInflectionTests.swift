import GuidanceModel
import Testing

@testable import Guidance

/// The glanceable short instruction in the declining locales: the road takes the case the
/// maneuver governs (or a Turkish suffix), whatever the direction of a turn, and the arrival
/// clock has two-digit hours.
@Suite struct CastingGlanceInflectionTests {
    func short(
        _ tag: String, _ maneuver: Maneuver, road: String? = nil, towards: String? = nil, exit: Int = -1
    ) throws -> String? {
        var step = StepInfo(maneuver: maneuver, simpleRoadName: road, stepNumber: 1, destinations: towards)
        step.roundaboutTurnNumber = exit
        return try Shipped.renderer(tag).shortInstruction(for: step, endsAtStop: false)
    }

    @Test func polishRoadsTakeTheCaseOfTheirManeuver() throws {
        #expect(try short("pl-PL", .offRampRight, road: "S7") == "Zjedź w prawo na S7")
        #expect(try short("pl-PL", .straight, road: "ulica Mickiewicza") == "Jedź prosto ulicą Mickiewicza")
        #expect(
            try short("pl-PL", .turnKeepLeft, road: "Aleje Jerozolimskie")
                == "Trzymaj się lewej, dalej Alejami Jerozolimskimi")
        #expect(
            try short("pl-PL", .roundaboutExitCounterClockwise, road: "ulica Mickiewicza")
                == "Zjedź z ronda w ulicę Mickiewicza")
        #expect(try short("pl-PL", .roundaboutRightCounterClockwise, exit: 3) == "Na rondzie 3. zjazd")
        #expect(
            try short("pl-PL", .offRampRight, towards: "Kraków, Łódź")
                == "Zjedź w prawo, w kierunku Krakowa, Łodzi")
        #expect(
            try short("pl-PL", .offRampRight, towards: "Centrum, Łódź")
                == "Zjedź w prawo, kierunek Centrum, Łódź")
    }

    @Test func russianRoadsTakeTheCaseOfTheirManeuver() throws {
        #expect(try short("ru-RU", .offRampRight, road: "М-11") == "Сверните направо на съезд на М-11")
        #expect(try short("ru-RU", .straight, road: "улица Ленина") == "Двигайтесь прямо по улице Ленина")
        #expect(
            try short("ru-RU", .turnKeepLeft, road: "улица Ленина")
                == "Держитесь левее, далее по улице Ленина")
        #expect(try short("ru-RU", .roundaboutRightCounterClockwise, exit: 3) == "На кольце 3-й съезд")
        #expect(try short("ru-RU", .turnRight, towards: "Тверь") == "Поверните направо в направлении Твери")
        #expect(try short("ru-RU", .turnRight, towards: "Центр") == "Поверните направо по указателю «Центр»")
    }

    @Test func ukrainianRoadsTakeTheCaseOfTheirManeuver() throws {
        #expect(try short("uk-UA", .straight, road: "вулиця Хрещатик") == "Їдьте прямо вулицею Хрещатик")
        #expect(
            try short("uk-UA", .turnKeepRight, road: "вулиця Хрещатик")
                == "Тримайтеся правіше, далі вулицею Хрещатик")
        #expect(
            try short("uk-UA", .roundaboutExitCounterClockwise, road: "вулиця Хрещатик")
                == "Виїжджайте з кільця на вулицю Хрещатик")
        #expect(try short("uk-UA", .roundaboutRightCounterClockwise, exit: 2) == "На кільці 2-й виїзд")
    }

    @Test func turkishRoadsTakeTheSuffixOfTheirManeuver() throws {
        #expect(
            try short("tr-TR", .turnRight, road: "Atatürk Caddesi") == "Atatürk Caddesi'ne doğru sağa dönün")
        #expect(try short("tr-TR", .turnKeepLeft, road: "E5") == "E5'e doğru soldan devam edin")
        #expect(try short("tr-TR", .straight, road: "Bağdat Caddesi") == "Bağdat Caddesi'nden düz devam edin")
        #expect(
            try short("tr-TR", .offRampRight, towards: "Ankara, İzmit")
                == "Ankara, İzmit yönünde sağdaki çıkıştan çıkın")
        #expect(try short("tr-TR", .destinationLeft) == "Varış noktası solda")
    }

    @Test(arguments: ["pl-PL", "ru-RU", "uk-UA", "tr-TR"])
    func theArrivalClockHasTwoDigitHours(tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        #expect(renderer.clockTime(hour: 7, minute: 5) == "07:05")
        #expect(renderer.clockTime(hour: 0, minute: 0) == "00:00")
        #expect(renderer.clockTime(hour: 22, minute: 15) == "22:15")
    }
}
