import Foundation
import Simulator
import TestSupport
import Testing

@testable import GuidanceModel

/// Wire lines are written by hand (`NavigatorEvent.wireLine()`), not by Foundation's encoder. The
/// model's `Codable` encoding stays the reference: every example line, every generated event,
/// written both ways, must be the same bytes, except for the escapes the two writers spell
/// differently; and every line must read back as the event it was written from.
@Suite struct EventWireLineTests {
    static let feeds = [
        "examples/sao-paulo.events.ndjson", "examples/sdk-ios.ndjson",
        "examples/sdk-android.ndjson", "examples/sdk-flutter.ndjson",
    ]

    static func foundationLine(_ event: NavigatorEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    static func decoded(_ line: String) throws -> NavigatorEvent {
        try EventDecoder().decode(Array(line.utf8), lineNumber: 1).get()
    }

    @Test(arguments: feeds) func everyExampleEventIsWrittenAsTheCodableEncodingWritesIt(feed: String) throws {
        let text = try String(contentsOf: Repository.url(feed), encoding: .utf8)
        var count = 0
        for line in text.split(separator: "\n") {
            guard case .success(let event) = EventDecoder().decode(Array(line.utf8), lineNumber: 1) else {
                continue
            }
            count += 1
            let written = try event.wireLine()
            #expect(written == (try Self.foundationLine(event)))
            #expect(try Self.decoded(written) == event)
        }
        #expect(count > 0, "\(feed) has events")
    }

    @Test func generatedEventsAreWrittenAsTheCodableEncodingWritesThemAndReadBack() throws {
        var generator = EventGenerator(seed: 20_261_207)
        var byteEqual = 0
        for _ in 0..<3000 {
            let event = generator.event()
            let written = try event.wireLine()
            let reference = try Self.foundationLine(event)
            if generator.lastEventHasEscapeVariants {
                // Foundation writes U+0008 and U+000C as \b and \f and leaves U+2028 and U+2029
                // raw; the wire writer escapes all four as \uXXXX. Both read back the same.
                #expect(try Self.decoded(written) == (try Self.decoded(reference)))
            } else {
                #expect(written == reference)
                byteEqual += 1
            }
            #expect(try Self.decoded(written) == event, "\(written)")
        }
        #expect(byteEqual > 2000)
    }

    @Test func aNumberJSONCannotSayIsRefusedWithItsFieldsPath() throws {
        var step = StepInfo(maneuver: .turnLeft, stepNumber: 2)
        step.timeFromPrevStepSeconds = .infinity
        var info = NavInfo(navState: .enroute)
        info.remainingSteps = [StepInfo(maneuver: .straight, stepNumber: 1), step]
        #expect(
            throws: WireEncodingError(path: "remainingSteps[1].timeFromPrevStepSeconds", value: .infinity)
        ) {
            try NavigatorEvent(.navInfo(info)).wireLine()
        }
        info.remainingSteps = []
        info.location = RoadSnappedLocation(coordinate: Coordinate(latitude: 1, longitude: 2), speed: .nan)
        let error = try #require(throws: WireEncodingError.self) {
            try NavigatorEvent(.navInfo(info)).wireLine()
        }
        #expect(error.path == "location.speed")
        #expect(error.description == "field location.speed: nan cannot be written as JSON")
        #expect(throws: WireEncodingError.self) {
            try NavigatorEvent(.routeChanged, timestamp: -.infinity).wireLine()
        }
    }

    @Test func integralAndSignedNumbersAreSpelledAsFoundationSpellsThem() throws {
        for value in [
            0, -0.0, 1, -1, 12.5, 1e15, 1e16, 123_456_789_012_345, 9_007_199_254_740_992, 1e-7, 0.1,
        ] {
            let event = NavigatorEvent(.remainingDistance(meters: value), timestamp: value)
            #expect(try event.wireLine() == (try Self.foundationLine(event)), "\(value)")
        }
    }
}

/// Random events over every payload, with every optional field present or not, names drawn from
/// a pool of scripts and characters JSON must escape, and numbers integral, fractional, tiny and
/// large: all within what decoding keeps as it is, so that a line reads back as its event.
struct EventGenerator {
    private var random: SplitMix64
    private(set) var lastEventHasEscapeVariants = false

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private static let names = [
        "Avenida Paulista", "Rua \"Direita\"", "R. 25 de Março", "Straße/Weg", "C:\\caminho",
        "São João\nDepois",
        "東京駅", "Тверская ул.", "Åbo\tväg", "A\u{8}B", "form\u{C}feed", "line\u{2028}sep", "para\u{2029}sep",
        "control\u{1}char", "emoji 🚗", "", " spaced ", "SP-150", "E 45", "Ponte 25 de Abril",
    ]

    private mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    private mutating func chance() -> Bool { random.next() & 1 == 0 }

    private mutating func name() -> String? {
        guard chance() else { return nil }
        let name = Self.names[below(Self.names.count)]
        if name.unicodeScalars.contains(where: { [0x8, 0xC, 0x2028, 0x2029].contains($0.value) }) {
            lastEventHasEscapeVariants = true
        }
        return name
    }

    private mutating func amount() -> Double {
        switch below(5) {
        case 0: Double(below(100_000))
        case 1: Double(below(1_000_000)) / 1000
        case 2: Double(below(1000)) * 1e-9
        case 3: Double(below(1000)) * 1e6
        default: Double(below(10_000)) / 7
        }
    }

    private mutating func optionalAmount() -> Double? { chance() ? amount() : nil }

    private mutating func pick<E: WireEnum>(_ type: E.Type) -> E {
        let cases = Array(E.allCases)
        return cases[below(cases.count)]
    }

    private mutating func step() -> StepInfo {
        var step = StepInfo(maneuver: pick(Maneuver.self), stepNumber: 0)
        step.fullRoadName = name()
        step.simpleRoadName = name()
        step.fullInstructionText = name()
        step.exitNumber = name()
        step.roundaboutTurnNumber = below(8) - 1
        step.drivingSide = pick(DrivingSide.self)
        step.stepNumber = below(60)
        step.distanceFromPrevStepMeters = amount()
        step.timeFromPrevStepSeconds = amount()
        step.lanes = (0..<below(4)).map { _ in
            Lane(
                directions: (0..<(1 + below(3))).map { _ in
                    LaneDirection(shape: pick(LaneShape.self), isRecommended: chance())
                })
        }
        step.destinations = name()
        step.roundaboutName = name()
        return step
    }

    private mutating func coordinate() -> Coordinate {
        Coordinate(
            latitude: Double(below(180_000)) / 1000 - 90, longitude: Double(below(360_000)) / 1000 - 180)
    }

    mutating func event() -> NavigatorEvent {
        lastEventHasEscapeVariants = false
        let timestamp = chance() ? amount() : nil
        let payload: NavigatorEvent.Payload
        switch below(11) {
        case 0:
            var info = NavInfo(navState: pick(NavState.self))
            info.currentStep = chance() ? step() : nil
            info.remainingSteps = (0..<below(4)).map { _ in step() }
            info.routeChanged = chance()
            info.distanceToCurrentStepMeters = optionalAmount()
            info.timeToCurrentStepSeconds = optionalAmount()
            info.distanceToFinalDestinationMeters = optionalAmount()
            info.timeToFinalDestinationSeconds = optionalAmount()
            info.distanceToNextDestinationMeters = optionalAmount()
            info.timeToNextDestinationSeconds = optionalAmount()
            info.speedMetersPerSecond = optionalAmount()
            if chance() {
                info.location = RoadSnappedLocation(
                    coordinate: coordinate(), bearing: chance() ? Double(below(3600)) / 10 : nil,
                    speed: optionalAmount())
            }
            payload = .navInfo(info)
        case 1:
            payload = .arrival(
                Waypoint(
                    title: name(), placeId: chance() ? "ChIJ\(below(1_000_000))" : nil,
                    coordinate: chance() ? coordinate() : nil, side: pick(WaypointSide.self),
                    isFinal: chance()))
        case 2: payload = .routeChanged
        case 3: payload = .remainingTime(seconds: amount())
        case 4: payload = .remainingDistance(meters: amount())
        case 5: payload = .delayCategory(pick(DelayCategory.self))
        case 6: payload = .speeding(percentage: amount(), severity: pick(SpeedAlertSeverity.self))
        case 7: payload = .lightingMode(pick(LightingMode.self))
        case 8: payload = .routeStatus(pick(RouteStatus.self))
        case 9: payload = .voiceGuidance(pick(VoiceGuidance.self))
        default: payload = .locale(["pt-BR", "pt-PT", "en-US", "fr-FR", "ja-JP"][below(5)])
        }
        return NavigatorEvent(payload, timestamp: timestamp)
    }
}
