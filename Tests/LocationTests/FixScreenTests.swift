import Geometry
import GuidanceModel
import Testing

@testable import Location

@Suite struct FixScreenTests {
    /// A fix at `time` seconds, `meters` north of 0°N 0°E.
    private func fix(_ time: Double?, north meters: Double) -> Fix {
        let origin = Coordinate(latitude: 0, longitude: 0)
        return Fix(
            time: time, coordinate: Geodesy.destination(from: origin, bearing: 0, meters: meters),
            mode: .threeDimensional)
    }

    @Test func believableFixesPassThrough() {
        var screen = FixScreen()
        #expect(screen.screen(fix(100, north: 0)) == .fix(fix(100, north: 0)))
        #expect(screen.screen(fix(101, north: 30)) == .fix(fix(101, north: 30)))
        #expect(screen.lastAccepted == fix(101, north: 30))
    }

    @Test func aFixWithoutPositionIsOnlyANoPositionIssue() {
        var screen = FixScreen()
        #expect(screen.screen(Fix(time: 5, mode: .noFix)) == .issue(.noPosition(time: 5)))
        let noFixButCoordinate = Fix(time: 6, coordinate: Coordinate(latitude: 1, longitude: 1), mode: .noFix)
        #expect(screen.screen(noFixButCoordinate) == .issue(.noPosition(time: 6)))
        #expect(screen.lastAccepted == nil)
    }

    @Test func issuesPassThroughUnchanged() {
        var screen = FixScreen()
        #expect(screen.screen(.issue(.connected)) == .issue(.connected))
    }

    @Test func aFixNotNewerThanTheLastAcceptedIsStale() {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        #expect(
            screen.screen(fix(100, north: 1))
                == .issue(.staleFix(fix(100, north: 1), .notNewerThanLastAccepted(lastAcceptedTime: 100))))
        #expect(
            screen.screen(fix(99, north: 1))
                == .issue(.staleFix(fix(99, north: 1), .notNewerThanLastAccepted(lastAcceptedTime: 100))))
        #expect(screen.screen(fix(101, north: 1)) == .fix(fix(101, north: 1)))
    }

    @Test func aFixFarBehindTheNewestTimeSeenIsStale() {
        var screen = FixScreen(options: FixScreenOptions(maximumAge: 5))
        _ = screen.screen(fix(100, north: 0))
        // The receiver's clock runs on through a tunnel…
        _ = screen.screen(Fix(time: 120, mode: .noFix))
        // …then a buffered fix from just after the tunnel entrance arrives late.
        #expect(
            screen.screen(fix(103, north: 30))
                == .issue(.staleFix(fix(103, north: 30), .olderThanNewest(bySeconds: 17))))
        // Within the allowed age it is accepted.
        #expect(screen.screen(fix(116, north: 300)) == .fix(fix(116, north: 300)))
    }

    @Test func aJumpIsRejectedOnceAndAcceptedWhenTheNextFixConfirmsIt() throws {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        let jumped = fix(101, north: 5_000)
        guard case .issue(.jump(let rejected, let meters, let speed)) = screen.screen(jumped) else {
            Issue.record("the jump was not rejected")
            return
        }
        #expect(rejected == jumped)
        #expect(abs(meters - 5_000) < 1)
        #expect(abs(speed - 5_000) < 1)
        // The next fix is near the new place: the relocation is real.
        #expect(screen.screen(fix(102, north: 5_020)) == .fix(fix(102, north: 5_020)))
        #expect(screen.screen(fix(103, north: 5_040)) == .fix(fix(103, north: 5_040)))
    }

    @Test func anOutlierIsRejectedAndTheTrackGoesOn() {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        #expect(screen.screen(fix(101, north: 3_000)).issue != nil)
        #expect(screen.screen(fix(102, north: 40)) == .fix(fix(102, north: 40)))
        // The outlier is forgotten: a fix near it again is a new jump, not a confirmation.
        #expect(screen.screen(fix(103, north: 3_010)).issue != nil)
    }

    @Test func moreConfirmationsCanBeRequired() {
        var screen = FixScreen(options: FixScreenOptions(confirmationsToRelocate: 2))
        _ = screen.screen(fix(100, north: 0))
        #expect(screen.screen(fix(101, north: 5_000)).issue != nil)
        #expect(screen.screen(fix(102, north: 5_020)).issue != nil)
        #expect(screen.screen(fix(103, north: 5_040)) == .fix(fix(103, north: 5_040)))
    }

    @Test func aLongGapAllowsALongWayAtABelievableSpeed() {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        // 2.4 km in 60 s through a tunnel is 40 m/s: fine.
        #expect(screen.screen(fix(160, north: 2_400)) == .fix(fix(160, north: 2_400)))
    }

    @Test func resetForgetsTheClockAndThePlace() {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        // A receiver clock that once jumped a day ahead would make every later fix stale…
        _ = screen.screen(Fix(time: 86_500, mode: .noFix))
        #expect(screen.screen(fix(101, north: 10)).issue != nil)
        // …until the screen is reset; then even a far place is accepted as the first fix.
        screen.reset()
        #expect(screen.lastAccepted == nil)
        #expect(screen.screen(fix(50, north: 9_000)) == .fix(fix(50, north: 9_000)))
    }

    /// A receiver clock that once reports a time a day ahead does not silence the screen for a
    /// day: the fixes that follow, a second apart, are stale for as long as a late fix may be
    /// (`maximumAge`), and once their run is longer the screen starts afresh from them.
    @Test(arguments: [true, false])
    func aClockGlitchAheadIsOutlivedByTheFixesThatFollow(glitchHasPosition: Bool) {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        let glitch = glitchHasPosition ? fix(86_500, north: 10) : Fix(time: 86_500, mode: .noFix)
        _ = screen.screen(glitch)
        var outcomes: [Bool] = []
        for second in 1...10 {
            outcomes.append(screen.screen(fix(100 + Double(second), north: 10 * Double(second))).fix != nil)
        }
        // Stale from 101 to 106 (a run of five seconds is no longer than maximumAge), then 107 on.
        #expect(outcomes == [false, false, false, false, false, false, true, true, true, true])
        #expect(screen.lastAccepted == fix(110, north: 100))
    }

    /// Late fixes a buffering receiver hands over after a current one stay rejected when current
    /// fixes follow them: their run never outlasts `maximumAge`.
    @Test func aShortBurstOfLateFixesStaysStale() {
        var screen = FixScreen()
        _ = screen.screen(fix(100, north: 0))
        _ = screen.screen(fix(120, north: 400))
        for late in [101.0, 102, 103, 104, 105] {
            #expect(screen.screen(fix(late, north: 20 * (late - 100))).issue != nil)
        }
        #expect(screen.screen(fix(121, north: 420)).fix != nil)
        #expect(screen.screen(fix(106, north: 120)).issue != nil)
    }

    @Test func fixesWithoutTimeAreAssumedOneIntervalApart() {
        var screen = FixScreen(options: FixScreenOptions(maximumSpeed: 50, assumedInterval: 1))
        #expect(screen.screen(fix(nil, north: 0)).fix != nil)
        #expect(screen.screen(fix(nil, north: 40)).fix != nil)
        #expect(screen.screen(fix(nil, north: 140)).issue != nil)
    }

    /// With no interval assumed, a step between fixes without time is an instant jump: its
    /// speed is infinite, and the issue still says so in words.
    @Test func anInstantJumpIsDescribed() throws {
        var screen = FixScreen(options: FixScreenOptions(assumedInterval: 0))
        #expect(screen.screen(fix(nil, north: 0)).fix != nil)
        let issue = try #require(screen.screen(fix(nil, north: 100)).issue)
        #expect(issue.description == "fix ignored: a jump of 100 m implies inf m/s")
        let measured = LocationIssue.jump(fix(1, north: 3), meters: 2_999.6, impliedSpeed: 1_499.8)
        #expect(measured.description == "fix ignored: a jump of 3000 m implies 1500 m/s")
    }

    @Test func theScreenedSourceScreensEveryReport() {
        struct ListSource: LocationSource {
            var reports: [LocationReport]
            let stopHandle = LocationStopHandle()
            mutating func next() -> LocationReport? { reports.isEmpty ? nil : reports.removeFirst() }
        }
        var source = ListSource(reports: [
            .fix(fix(1, north: 0)), .issue(.connected), .fix(Fix(time: 2, mode: .noFix)),
            .fix(fix(1, north: 0)),
        ]).screened()
        var out: [LocationReport] = []
        while let report = source.next() { out.append(report) }
        #expect(out.count == 4)
        #expect(out[0] == .fix(fix(1, north: 0)))
        #expect(out[1] == .issue(.connected))
        #expect(out[2] == .issue(.noPosition(time: 2)))
        #expect(out[3].issue != nil)
    }
}
