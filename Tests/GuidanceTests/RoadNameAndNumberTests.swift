import Foundation
import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// A road whose source gives both its name and its number is said as the locale's drivers say
/// it (`roads.nameAndNumber`): the name with the number in full-width parentheses in Chinese,
/// the name alone in Japanese and Hebrew, the number alone elsewhere, as before.
@Suite struct RoadNameAndNumberTests {
    /// A step as the importer writes OSRM's `ref` beside its `name`.
    static func step(number: String, name: String) -> StepInfo {
        StepInfo(
            maneuver: .turnRight, fullRoadName: name, simpleRoadName: number, stepNumber: 1,
            distanceFromPrevStepMeters: 500, timeFromPrevStepSeconds: 40)
    }

    static func say(_ tag: String, _ step: StepInfo) throws -> String {
        try Shipped.renderer(tag).render(Shipped.prompt(.prepare, step, distance: 700)).text.display
    }

    @Test(arguments: [
        ("zh-CN", "G4", "京港澳高速", "京港澳高速（G4）"),
        ("ja-JP", "E20", "中央自動車道", "中央自動車道"),
        ("he-IL", "20", "נתיבי איילון", "נתיבי איילון"),
    ])
    func theLocaleSaysTheNameItsDriversSay(tag: String, number: String, name: String, said: String) throws {
        let text = try Self.say(tag, Self.step(number: number, name: name))
        #expect(text.contains(said), "\(text)")
        if !said.contains(number) {
            #expect(!text.contains(number), "\(text)")
        }
    }

    @Test func aLocaleWithoutThePatternSaysTheNumber() throws {
        let text = try Self.say("en-US", Self.step(number: "CA-85", name: "Stevens Creek Freeway"))
        #expect(text.contains("CA-85"))
        #expect(!text.contains("Stevens Creek"))
    }

    @Test func aNumberWithoutANameStaysTheNumber() throws {
        let step = StepInfo(
            maneuver: .turnRight, simpleRoadName: "G4", stepNumber: 1, distanceFromPrevStepMeters: 500)
        let text = try Self.say("zh-CN", step)
        #expect(text.contains("G4"))
        #expect(!text.contains("（"))
    }

    @Test func theRoadBeingDrivenIsSaidTheSameWay() throws {
        var prompt = PlannedPrompt(
            id: 1, stage: .continue, promptClass: .guidance, step: Self.step(number: "G5", name: "京昆高速"),
            currentRoad: "G4", distanceMeters: 5000, routeVersion: 1)
        prompt.currentRoadName = "京港澳高速"
        let chinese = try Shipped.renderer("zh-CN").render(prompt).text.display
        #expect(chinese.contains("京港澳高速（G4）"), "\(chinese)")
        let english = try Shipped.renderer("en-US").render(prompt).text.display
        #expect(english.contains("G4") && !english.contains("京港澳高速"), "\(english)")
    }

    @Test func thePatternPlacesNameAndNumber() throws {
        var roads = try LocaleCatalog(directory: Shipped.directory).facts("zh-CN").roads
        #expect(roads.roadText("G4", name: "京港澳高速") == "京港澳高速（G4）")
        #expect(roads.roadText("G4", name: nil) == "G4")
        #expect(roads.roadText("G4", name: " ") == "G4")
        roads.nameAndNumber = "{number} {name} {other}"
        #expect(roads.roadText("G4", name: "京港澳高速") == "G4 京港澳高速 {other}")
        roads.nameAndNumber = nil
        #expect(roads.roadText("G4", name: "京港澳高速") == "G4")
    }
}
