import Guidance
import GuidanceModel
import LocalizationQA
import Testing

/// The timing audit plays prompts on the feed's clock and finds what a driver would notice.
struct TimingAuditTests {
    /// A drive at 10 m/s: step 1's maneuver 300 m ahead at t = 0 (reached at t = 30), then step 2.
    static func track() -> DriveTrack {
        var track = DriveTrack()
        for second in stride(from: 0, through: 29, by: 1) {
            let info = NavInfo(
                navState: .enroute, currentStep: StepInfo(maneuver: .turnRight, stepNumber: 1),
                distanceToCurrentStepMeters: 300 - 10 * Double(second))
            track.add(NavigatorEvent(.navInfo(info), timestamp: Double(second)))
        }
        let next = NavInfo(
            navState: .enroute, currentStep: StepInfo(maneuver: .turnLeft, stepNumber: 2),
            distanceToCurrentStepMeters: 500)
        track.add(NavigatorEvent(.navInfo(next), timestamp: 30))
        return track
    }

    static func prompt(
        _ id: Int, _ stage: PromptStage, due: Double, seconds: Double, said: Double? = nil
    ) -> TimedPrompt {
        TimedPrompt(
            id: id, stage: stage, step: 1, due: due, seconds: seconds, saidMeters: said, text: "prompt \(id)")
    }

    @Test func theTrackKnowsWhenAManeuverIsReachedAndWhatIsLeft() throws {
        let track = Self.track()
        #expect(track.maneuverTime(step: 1) == 30)
        #expect(track.maneuverTime(step: 2) == nil)
        #expect(try #require(track.metersLeft(step: 1, at: 4.5)) == 255)
        #expect(track.metersLeft(step: 1, at: 31) == 0)
        #expect(track.metersLeft(step: 2, at: 10) == nil)
    }

    @Test func aPromptEndingAfterItsManeuverIsLateAndOneEndingBeforeIsNot() {
        let audit = TimingAudit()
        let late = audit.findings([Self.prompt(1, .now, due: 27, seconds: 4)], track: Self.track())
        #expect(late.map(\.kind) == [.late])
        #expect(abs((late.first?.amount ?? 0) - 1) < 1e-9)
        #expect(audit.findings([Self.prompt(1, .now, due: 25, seconds: 4)], track: Self.track()).isEmpty)
    }

    @Test func aPromptStillSpeakingWhenTheNextIsDueIsCutAndDelaysIt() {
        let prompts = [
            Self.prompt(1, .early, due: 0, seconds: 5.5), Self.prompt(2, .now, due: 4, seconds: 3),
        ]
        let findings = TimingAudit().findings(prompts, track: Self.track())
        #expect(findings.map(\.kind) == [.cut])
        #expect(findings.first?.prompt.id == 1)
        // A 28 s prompt pushes the final cue (due at 25 s) past the maneuver (30 s): late.
        let pushedLate = [
            Self.prompt(1, .early, due: 0, seconds: 28), Self.prompt(2, .now, due: 25, seconds: 3),
        ]
        let kinds = TimingAudit().findings(pushedLate, track: Self.track()).map(\.kind)
        #expect(kinds.filter { $0 == .late }.count == 1)
        #expect(kinds.contains(.long))
    }

    @Test func twoAdvancePromptsCloseInTimeOrRoadAreARepeat() {
        let soon = [
            Self.prompt(1, .early, due: 0, seconds: 2),
            Self.prompt(2, .prepare, due: 10, seconds: 2),
        ]
        #expect(TimingAudit().findings(soon, track: Self.track()).map(\.kind) == [.repeated])
        let apart = [
            Self.prompt(1, .early, due: 0, seconds: 2),
            Self.prompt(2, .prepare, due: 16, seconds: 2),
        ]
        #expect(TimingAudit().findings(apart, track: Self.track()).isEmpty)
        // A final cue after an advance prompt is no repeat.
        let final = [Self.prompt(1, .prepare, due: 0, seconds: 2), Self.prompt(2, .now, due: 5, seconds: 2)]
        #expect(TimingAudit().findings(final, track: Self.track()).isEmpty)
    }

    @Test func aDistanceSaidLargerThanWhatIsLeftAtTheEndIsOverstated() {
        // Said "200 m" at 200 m left, lasting 3 s at 10 m/s: 170 m left when it ends.
        let over = TimingAudit().findings(
            [Self.prompt(1, .prepare, due: 10, seconds: 3, said: 200)], track: Self.track())
        #expect(over.map(\.kind) == [.overstated])
        #expect(abs((over.first?.amount ?? 0) - 30) < 1e-6)
        let fair = TimingAudit().findings(
            [Self.prompt(1, .prepare, due: 10, seconds: 3, said: 150)], track: Self.track())
        #expect(fair.isEmpty)
    }

    @Test func theSummaryCountsSharesOfSpokenPrompts() {
        var summary = TimingSummary()
        summary.add(
            prompts: 4,
            findings: TimingAudit().findings([Self.prompt(1, .now, due: 27, seconds: 4)], track: Self.track())
        )
        #expect(summary.prompts == 4)
        #expect(summary.percent(.late) == 25)
        #expect(summary.percent(.cut) == 0)
    }
}
