import Foundation
import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// The locales of other scripts and directions: Chinese and Japanese, written without spaces,
/// compared with their reviewed golden files in Golden/ over every maneuver, roundabout exits 1
/// to 8, lanes, signs and arrivals with an opening-hours note. Regenerate the golden files with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter MoreLocaleTestsScripts`, then read every line as
/// a native speaker would.
@Suite struct MoreLocaleTestsScripts {
    static let tags = ["zh-CN", "ja-JP"]

    /// A road name and a signposted destination typical of each country.
    static let samples: [String: (road: String, towards: String, place: String)] = [
        "zh-CN": ("中山路", "G4、北京", "故宫博物院"),
        "ja-JP": ("昭和通り", "名古屋", "東京駅"),
    ]

    /// The golden transcript: every maneuver (GoldenRenderingTests), then roundabout exits 1 to 8,
    /// lanes, signs on a turn and arrivals with and without a place and a note.
    static func transcript(_ tag: String) throws -> String {
        let sample = try #require(samples[tag])
        var text = try GoldenRenderingTests.transcript(tag, road: sample.road, towards: sample.towards)
        let renderer = try Shipped.renderer(tag)
        var lines: [String] = []
        func add(_ label: String, _ rendering: RenderedPrompt) {
            lines.append(label)
            lines.append("  display: \(rendering.text.display)")
            lines.append("  spoken:  \(rendering.text.spoken)")
            lines.append("  ssml:    \(rendering.text.ssml)")
            for problem in rendering.problems { lines.append("  PROBLEM: \(problem)") }
        }
        for exit in 1...8 {
            for road in [sample.road, nil] {
                var step = Shipped.step(.roundaboutClockwise, road: road)
                step.roundaboutTurnNumber = exit
                add("roundabout exit=\(exit) road=\(road ?? "-")", renderer.render(Shipped.prompt(.prepare, step)))
            }
        }
        for count in [1, 2, 3, 4] {
            for position in LaneHint.Position.allCases {
                var prompt = Shipped.prompt(.prepare, Shipped.step(.turnRight, road: sample.road), distance: 800)
                prompt.lanes = LaneHint(count: count, position: position, total: count + 2)
                add("lanes count=\(count) position=\(position.rawValue)", renderer.render(prompt))
            }
        }
        let signed = Shipped.step(.turnLeft, road: nil, towards: sample.towards)
        add("signs turnLeft towards=\(sample.towards)", renderer.render(Shipped.prompt(.prepare, signed)))
        var following = Shipped.prompt(.now, Shipped.step(.turnRight, road: sample.road))
        following.following = Shipped.step(.turnLeft, road: nil)
        add("then turnRight+turnLeft", renderer.render(following))
        let notes: [ArrivalNote] = [
            .closesSoon(hour: 22, minute: 15), .closed(opensHour: 9, opensMinute: 30, day: .tomorrow),
            .closed(opensHour: 0, opensMinute: 0, day: .weekday(6)), .openAllDay,
        ]
        for (place, note) in [(sample.place, notes[0]), (sample.place, notes[1]), (nil, notes[2]), (nil, notes[3])] {
            var prompt = PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: place, side: .left, isFinal: true), routeVersion: 1)
            prompt.arrivalNote = note
            add("arrival place=\(place ?? "-") note=\(note)", renderer.render(prompt))
        }
        let stop = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance,
            waypoint: Waypoint(title: sample.place, side: .right, isFinal: false), routeVersion: 1)
        add("arrival stop place=\(sample.place)", renderer.render(stop))
        text += lines.joined(separator: "\n") + "\n"
        return text
    }

    @Test(arguments: tags)
    func everyPromptMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try GoldenRenderingTests.compare(try Self.transcript(tag), golden: tag)
    }

    /// Chinese and Japanese put no space around names, numbers or units, in any form: a space in
    /// the display, spoken or SSML text of a prompt is a stray one (the SSML's tags aside).
    @Test(arguments: tags)
    func promptsHaveNoStraySpaces(_ tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let sample = try #require(Self.samples[tag])
        var checked = 0
        for road in [sample.road, nil] {
            for prompt in RenderingTests.everyPrompt(renderer, road: road) {
                #expect(prompt.problems.isEmpty, "\(tag): \(prompt.problems)")
                #expect(RenderingTests.isWellFormedXML(prompt.ssmlDocument), "\(tag): \(prompt.ssmlDocument)")
                #expect(!prompt.text.display.contains(" "), "\(tag) display: \(prompt.text.display)")
                #expect(!prompt.text.spoken.contains(" "), "\(tag) spoken: \(prompt.text.spoken)")
                let outsideTags = prompt.text.ssml.replacing(/<[^>]*>/, with: "")
                #expect(!outsideTags.contains(" "), "\(tag) ssml: \(prompt.text.ssml)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func chineseSaysDistanceAndTurnWithoutSpaces() throws {
        let renderer = try Shipped.renderer("zh-CN")
        let prompt = renderer.render(Shipped.prompt(.prepare, Shipped.step(.turnRight, road: nil), distance: 500))
        #expect(prompt.text.display == "500米后右转。")
        let road = renderer.render(Shipped.prompt(.prepare, Shipped.step(.turnRight, road: "中山路"), distance: 1500))
        #expect(road.text.display == "1.5公里后右转进入中山路。")
        #expect(road.text.spoken == "一公里半后右转进入中山路。")
    }

    @Test func japanesePutsTheParticleAfterTheNameAndReadsKanjiAsKana() throws {
        let renderer = try Shipped.renderer("ja-JP")
        let prompt = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: "昭和通り"), distance: 500))
        #expect(prompt.text.display == "500m先、右折して昭和通りに入ります。")
        #expect(prompt.text.spoken.hasPrefix("500めーとるさき、うせつして"))
        #expect(prompt.text.ssml.contains("<sub alias=\"うせつ\">右折</sub>"))
    }
}
