import Foundation
import FuzzSupport
import Guidance
import GuidanceModel
import Localization

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SSML writer with a fuzzed road, destination and waypoint name: whatever the name, every
/// rendered SSML document must parse as XML. A parse failure traps, so libFuzzer keeps the name.
/// The input's first eight bytes, read as a `Double`, are the distances and times of the step and
/// the prompts, and go through the screens' distance and duration formatting (a distance of
/// 1e308 once trapped there).
let renderers: [TemplateRenderer] = {
    guard let directory = try? DataDirectory.locate(sourceFile: #filePath) else {
        Fuzz.fail("no data directory above \(#filePath)")
    }
    return ["pt-BR", "en-US"].compactMap { tag in
        guard let bundle = try? LocaleCatalog(directory: directory).bundle(for: tag) else { return nil }
        return try? TemplateRenderer(bundle: bundle)
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSSML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard !renderers.isEmpty else { Fuzz.fail("no renderer loaded") }
    let name = Fuzz.text(data, size)
    let maneuvers: [Maneuver] = [.turnRight, .roundaboutLeftClockwise, .offRampRight, .destination]
    let renderer = renderers[size % renderers.count]
    let maneuver = maneuvers[(size / 2) % maneuvers.count]
    let number = Fuzz.double(data, size)
    _ = renderer.distance(number)
    _ = renderer.duration(number)
    let step = StepInfo(
        maneuver: maneuver, simpleRoadName: name, exitNumber: size % 3 == 0 ? name : nil,
        roundaboutTurnNumber: 2, stepNumber: 3, distanceFromPrevStepMeters: size % 5 == 0 ? number : 500,
        timeFromPrevStepSeconds: number, destinations: size % 2 == 0 ? name : nil)
    let prompts = [
        PlannedPrompt(
            id: 1, stage: .prepare, promptClass: .guidance, step: step, following: step,
            distanceMeters: size % 5 == 1 ? number : 200, routeVersion: 1),
        PlannedPrompt(
            id: 2, stage: .continue, promptClass: .guidance, currentRoad: name, distanceMeters: number,
            routeVersion: 1),
        PlannedPrompt(
            id: 3, stage: .arrival, promptClass: .guidance, waypoint: Waypoint(title: name, isFinal: true),
            routeVersion: 1),
    ]
    for prompt in prompts {
        let document = renderer.render(prompt).ssmlDocument
        let parser = XMLParser(data: Data(document.utf8))
        if !parser.parse() {
            Fuzz.fail("SSML does not parse (\(String(describing: parser.parserError))): \(document)")
        }
    }
    return 0
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzSSML_main")
public func fuzzSSMLMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    Fuzz.run(argc, argv, fuzzSSML)
}
