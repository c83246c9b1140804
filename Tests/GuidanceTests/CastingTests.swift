import GuidanceModel
import Testing

@testable import Guidance

@Suite struct CastingTests {
    let feed = FeedBuilder(
        steps: FeedBuilder.steps([(.turnLeft, 300, "Rua Augusta"), (.turnRight, 60, "Rua Haddock Lobo")]))

    func cast(_ events: [NavigatorEvent]) -> [CastingRecord] {
        var records: [CastingRecord] = []
        let navigator = Navigator()
        navigator.addListener(CastingListener(renderer: StubRenderer()) { records.append($0) })
        for event in events { navigator.dispatch(event) }
        return records
    }

    @Test func onlyVisibleChangesAreEmitted() {
        let records = cast([
            feed.update(step: 0, distance: 300), feed.update(step: 0, distance: 290),
            feed.update(step: 0, distance: 260), feed.update(step: 0, distance: 240),
        ])
        #expect(records.map { $0.state.distanceText } == ["300 m", "200 m"])
        #expect(records.map(\.sequence) == [1, 2])
    }

    @Test func aCloseFollowingManeuverIsTheSecondLine() {
        let records = cast([feed.update(step: 0, distance: 100)])
        #expect(records.first?.state.primary == "turnLeft Rua Augusta")
        #expect(records.first?.state.secondary == "then turnRight")
    }

    @Test func reroutingShowsNoStaleManeuver() {
        let records = cast([
            feed.update(step: 0, distance: 300), feed.update(step: 0, distance: 280, state: .rerouting),
            feed.update(step: 0, distance: 270, state: .rerouting),
        ])
        #expect(records.count == 2)
        let rerouting = records[1].state
        #expect(rerouting.mode == .rerouting)
        #expect(rerouting.primary == "REROUTING")
        #expect(rerouting.maneuver == nil && rerouting.distanceText == nil && rerouting.lanes.isEmpty)
        #expect(records[1].json.contains(#""state":"rerouting""#))
        #expect(!records[1].json.contains("maneuver"))
    }

    @Test func stoppedClearsTheScreen() {
        let records = cast([
            feed.update(step: 0, distance: 300), feed.update(step: 0, distance: 0, state: .stopped),
        ])
        #expect(records.last?.state.mode == .stopped)
        #expect(records.last?.state.primary == nil)
        #expect(records.last?.textLine == "")
        #expect(records.last?.json == #"{"seq":2,"state":"stopped","locale":"xx-XX","dir":"ltr"}"#)
    }

    @Test func textLinesJoinTheVisibleFields() {
        var update = feed.update(step: 0, distance: 300)
        if case .navInfo(var info) = update.payload {
            info.timeToFinalDestinationSeconds = 410
            info.distanceToFinalDestinationMeters = 4210
            update.payload = .navInfo(info)
        }
        let records = cast([update])
        #expect(records.first?.textLine == "300 m | turnLeft Rua Augusta | then turnRight | 7 min | 4200 m")
    }

    @Test func aTextLineIsOneLineWhateverTheNames() {
        let hostile = FeedBuilder(
            steps: FeedBuilder.steps([(.turnLeft, 300, "Rua\r\nA\u{1B}[31mB\u{07}\u{2028}C")]))
        let line = cast([hostile.update(step: 0, distance: 300)]).first?.textLine ?? ""
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
        #expect(line.contains("Rua\\r\\nA\\u{1B}[31mB\\u{7}\\u{2028}C"))
    }

    @Test func namesAreEscapedInJSON() {
        let odd = FeedBuilder(steps: FeedBuilder.steps([(.turnLeft, 300, "Rua \"A\"\\B\n")]))
        let json = cast([odd.update(step: 0, distance: 300)]).first?.json ?? ""
        #expect(json.contains(#""road":"Rua \"A\"\\B\n""#))
    }
}
