import GuidanceModel
import Testing

@testable import Guidance

/// Which stages each kind of maneuver is announced at (docs/guidance.md, "Stages per maneuver
/// kind"): maneuvers that ask for action get early, prepare and now; a name change or a straight
/// stretch gets one confirmation without a distance; the destination gets no final cue.
@Suite struct ManeuverStagesTests {
    /// The table docs/guidance.md states, written out here so that a change to the code must be
    /// a change to the documented table too.
    static let expected: [(Maneuver, [PromptStage])] = [
        (.turnLeft, [.early, .prepare, .now]),
        (.turnSharpRight, [.early, .prepare, .now]),
        (.turnUTurnClockwise, [.early, .prepare, .now]),
        (.mergeLeft, [.early, .prepare, .now]),
        (.forkRight, [.early, .prepare, .now]),
        (.onRampLeft, [.early, .prepare, .now]),
        (.offRampRight, [.early, .prepare, .now]),
        (.roundaboutLeftCounterClockwise, [.early, .prepare, .now]),
        (.roundaboutExitClockwise, [.early, .prepare, .now]),
        (.ferryBoat, [.early, .prepare, .now]),
        (.unknown, [.early, .prepare, .now]),
        (.destinationRight, [.early, .prepare]),
        (.nameChange, [.now]),
        (.straight, [.now]),
    ]

    /// A step of `maneuver` 900 m ahead (too short for a continue prompt), driven at 10 m/s.
    static func drive(_ maneuver: Maneuver, road: String = "Alameda Santos") -> [PlannedPrompt] {
        let feed = FeedBuilder(steps: FeedBuilder.steps([(maneuver, 900, road)]))
        var planner = AnnouncementPlanner()
        return planner.run(feed.drive(step: 0))
    }

    @Test(arguments: expected.map(\.0))
    func eachKindIsAnnouncedAtItsStages(maneuver: Maneuver) {
        let stages = Self.expected.first { $0.0 == maneuver }?.1 ?? []
        #expect(Self.drive(maneuver).map(\.stage) == stages, "\(maneuver)")
        #expect(ManeuverStages(maneuver.family).stages == stages, "\(maneuver)")
    }

    @Test func departIsOnlyTheDepartureSentence() {
        #expect(ManeuverStages(.depart).stages == [.depart])
    }

    /// The issue's case: a plain name change used to get "In 300 m, continue…", "In 200 m,
    /// continue…" and "Continue…". Now one sentence, said before the name changes.
    @Test func aNameChangeIsConfirmedOnceBeforeItHappens() throws {
        let prompts = Self.drive(.nameChange)
        #expect(prompts.count == 1)
        let prompt = try #require(prompts.first)
        let options = PlannerOptions()
        let distance = try #require(prompt.distanceMeters)
        let prepare = try #require(options.trigger(.prepare, speed: 10))
        let now = try #require(options.trigger(.now, speed: 10))
        #expect(distance <= prepare && distance > now)
        let pt = try Shipped.renderer("pt-BR").render(prompt).text
        #expect(pt.display == "Continue pela Alameda Santos.")
        #expect(pt.spoken == "Continue pela Alameda Santos.")
        let en = try Shipped.renderer("en-US").render(prompt).text
        #expect(en.display == "Continue onto Alameda Santos.")
        #expect(en.spoken == "Continue onto Alameda Santos.")
    }

    /// A name change onto a long road: the confirmation before the change is the only prompt
    /// about it; no "Continue pela Alameda Santos por 3 km" follows seconds later. A long road
    /// entered by a turn still gets its continue prompt.
    @Test func aNameChangeOntoALongRoadIsStillOnePrompt() throws {
        let feed = FeedBuilder(
            steps: FeedBuilder.steps([
                (.turnRight, 400, "Rua da Consolação"), (.nameChange, 900, "Alameda Santos"),
                (.turnLeft, 3000, "Rua Haddock Lobo"), (.turnRight, 3000, "Rua Augusta"),
            ]))
        var planner = AnnouncementPlanner()
        let prompts = planner.run((0..<4).flatMap { feed.drive(step: $0) })
        let renderer = try Shipped.renderer("pt-BR")
        let aboutAlameda = prompts.map { renderer.render($0).text.display }.filter {
            $0.contains("Alameda Santos")
        }
        #expect(aboutAlameda == ["Continue pela Alameda Santos."])
        let continues = prompts.filter { $0.stage == .continue }.map { renderer.render($0).text.display }
        #expect(continues == ["Continue pela Rua Haddock Lobo por 3 km."], "\(continues)")
    }

    /// In every locale the confirmation names the road, carries its signs, and says no distance
    /// (no number at all: every distance the voice says at 150 m has digits).
    @Test(arguments: Shipped.allLocales, [Maneuver.nameChange, .straight])
    func theConfirmationSaysNoDistanceInAnyLocale(tag: String, maneuver: Maneuver) throws {
        let feed = FeedBuilder(
            steps: [
                StepInfo(
                    maneuver: maneuver, simpleRoadName: "Alameda Santos", stepNumber: 1,
                    distanceFromPrevStepMeters: 900, timeFromPrevStepSeconds: 90, destinations: "Jundiaí")
            ])
        var planner = AnnouncementPlanner()
        let prompts = planner.run(feed.drive(step: 0))
        #expect(prompts.count == 1)
        let renderer = try Shipped.renderer(tag)
        for prompt in prompts {
            let text = renderer.render(prompt).text
            for form in [text.display, text.spoken] {
                #expect(form.contains("Alameda Santos"), "\(tag): \(form)")
                #expect(form.contains("Jundiaí"), "\(tag): \(form)")
                #expect(!form.contains { $0.isASCII && $0.isNumber }, "\(tag): \(form)")
            }
        }
    }

    /// A confirmation is never tacked onto the maneuver before it ("…, then continue on X").
    @Test func aConfirmationDoesNotJoinThePromptBeforeIt() {
        let feed = FeedBuilder(
            steps: FeedBuilder.steps([
                (.turnRight, 400, "Rua Augusta"), (.nameChange, 60, "Rua da Consolação"),
            ]))
        var planner = AnnouncementPlanner()
        let prompts = planner.run(feed.drive(step: 0) + feed.drive(step: 1))
        #expect(prompts.allSatisfy { $0.following == nil })
        #expect(prompts.map(\.stage) == [.early, .prepare, .now, .now])
        #expect(prompts.last?.step?.maneuver == .nameChange)
    }

    /// Prefetching follows the table: after a continue prompt, only the confirmation is prepared.
    @Test func prefetchFollowsTheStages() throws {
        let feed = FeedBuilder(
            steps: FeedBuilder.steps([(.turnLeft, 100, "Rua Augusta"), (.nameChange, 3000, "Alameda Santos")])
        )
        var planner = AnnouncementPlanner()
        _ = planner.run(feed.drive(step: 0))
        let event = feed.update(step: 1, distance: 3000)
        let prompts = planner.handle(event)
        let continuePrompt = try #require(prompts.first { $0.stage == .continue })
        guard case .navInfo(let info) = event.payload else { return }
        #expect(planner.upcoming(after: continuePrompt, info: info).map(\.stage) == [.now])
    }
}
