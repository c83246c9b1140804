import Foundation
import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// The locales that inflect road names: Polish, Russian and Ukrainian decline the type word by the
/// case its preposition governs, Turkish adds case suffixes by vowel harmony. Every maneuver with a
/// name whose type word the locale knows, one it does not know and none, with and without signs,
/// roundabout exits 1 to 8, lanes, arrivals with a place and an opening-hours note, compared with
/// the reviewed golden files in Golden/. Regenerate with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter InflectingLocaleTests`, then read the diff as a
/// native speaker would.
@Suite struct InflectingLocaleTests {
    static let tags = ["pl-PL", "ru-RU", "uk-UA", "tr-TR"]

    /// Per locale: a name with a known type word, one whose case forms the data cannot know (it
    /// follows the uninflected lead), a signposted destination and a place reached. Names that
    /// decline by their adjectives are in `ShippedDeclensionTests`.
    static let samples: [String: (typed: String, plain: String, towards: String, place: String)] = [
        "pl-PL": ("ul. Mickiewicza", "Jana Pawła II", "Kraków", "Muzeum Narodowe"),
        "ru-RU": ("ул. Ленина", "Садовая-Кудринская улица", "Тверь", "Третьяковская галерея"),
        "uk-UA": ("вул. Богдана Хмельницького", "Ярославів Вал", "Житомир", "Софійський собор"),
        "tr-TR": ("Atatürk Cd.", "Kadıköy", "Ankara", "Ayasofya"),
    ]

    /// Every prompt the golden file holds.
    static func transcript(_ tag: String) throws -> String {
        let sample = try #require(samples[tag])
        let renderer = try Shipped.renderer(tag)
        var lines: [String] = []
        func add(_ title: String, _ rendering: RenderedPrompt, ssml: Bool = false) {
            lines.append(title)
            lines.append("  display: \(rendering.text.display)")
            lines.append("  spoken:  \(rendering.text.spoken)")
            if ssml { lines.append("  ssml:    \(rendering.text.ssml)") }
            for problem in rendering.problems { lines.append("  PROBLEM: \(problem)") }
        }
        for maneuver in Maneuver.allCases {
            for road in [sample.typed, sample.plain, nil] {
                for towards in [sample.towards, nil] {
                    let step = Shipped.step(
                        maneuver, road: road, exit: maneuver.family == .offRamp ? "12A" : nil,
                        towards: towards)
                    add(
                        "\(maneuver.rawValue) \(maneuver.wireName) road=\(road ?? "-") towards=\(towards ?? "-")",
                        renderer.render(Shipped.prompt(.prepare, step)),
                        ssml: road == sample.typed && towards == nil)
                }
            }
        }
        for exit in 1...8 {
            for road in [sample.typed, nil] {
                var step = Shipped.step(.roundaboutRightCounterClockwise, road: road)
                step.roundaboutTurnNumber = exit
                add(
                    "roundabout exit=\(exit) road=\(road ?? "-")",
                    renderer.render(Shipped.prompt(.prepare, step)))
            }
        }
        for position in LaneHint.Position.allCases {
            for count in 1...4 {
                var prompt = Shipped.prompt(.prepare, Shipped.step(.turnLeft, road: sample.typed))
                prompt.lanes = LaneHint(count: count, position: position, total: count + 2)
                add("lanes count=\(count) position=\(position.rawValue)", renderer.render(prompt))
            }
        }
        for road in [sample.typed, sample.plain, nil] {
            for distance in [300.0, 1500, 2000, 5000] {
                var prompt = Shipped.prompt(
                    .continue, Shipped.step(.turnLeft, road: road), distance: distance)
                prompt.currentRoad = road
                add("continue road=\(road ?? "-") distance=\(Int(distance))", renderer.render(prompt))
            }
        }
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: sample.typed))
        then.following = Shipped.step(.turnLeft, road: sample.plain)
        add("now then", renderer.render(then))
        for isFinal in [true, false] {
            for side in WaypointSide.allCases {
                for place in [sample.place, nil] {
                    let prompt = PlannedPrompt(
                        id: 1, stage: .arrival, promptClass: .guidance,
                        waypoint: Waypoint(title: place, side: side, isFinal: isFinal), routeVersion: 1)
                    add(
                        "arrival final=\(isFinal) side=\(side) place=\(place ?? "-")",
                        renderer.render(prompt))
                }
            }
        }
        let notes: [ArrivalNote] = [
            .closesSoon(hour: 22, minute: 15), .closesSoon(hour: 21, minute: 0),
            .closed(opensHour: 9, opensMinute: 0, day: .today),
            .closed(opensHour: 7, opensMinute: 5, day: .tomorrow),
            .closed(opensHour: 1, opensMinute: 30, day: .weekday(6)),
            .closed(opensHour: 0, opensMinute: 0, day: .weekday(3)),
            .closedTemporarily, .closedPermanently, .openAllDay,
        ]
        for note in notes {
            var prompt = PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: sample.place, side: .right, isFinal: true), routeVersion: 1)
            prompt.arrivalNote = note
            add("arrival note=\(note)", renderer.render(prompt))
        }
        lines += GoldenRenderingTests.unknownExitRoundabouts(renderer, road: sample.typed)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: tags)
    func everyManeuverMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try GoldenRenderingTests.compare(try Self.transcript(tag), golden: tag)
    }
}
