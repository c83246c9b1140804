import FuzzSupport
import GuidanceModel
import RouteImport
import Simulator

/// The OSRM/Valhalla route importer on arbitrary bytes: a clear error or a route, never a crash.
/// An imported route is then driven (at most 2,000 updates, with a pause and a reroute chosen by
/// the input's size): the drive ends, its expected length is a number, and no update lists more
/// remaining steps than asked (a step distance of 1e308 once trapped, a duration of 1e308 hung).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let route = try? RouteImporter.importRoute(data: bytes, source: "fuzz.json")
    _ = try? RouteImporter.importRoute(
        data: bytes, source: "fuzz.json", options: RouteImportOptions(polyline: .auto, routeIndex: 1))
    guard let route else { return 0 }
    let options = SimulationOptions(
        speed: size % 3 == 0 ? .fixed(kilometersPerHour: 50) : .routeDurations,
        tickSeconds: size % 2 == 0 ? 1 : 7,
        pause: .init(step: size % 5, seconds: 3), reroute: .init(step: (size / 5) % 5, ticks: 2),
        maxRemainingSteps: size % 4, maximumUpdates: 2_000)
    if NavigationSimulation.expectedUpdates(route: route, options: options).isNaN {
        Fuzz.fail("the expected number of updates is not a number")
    }
    var updates = 0
    for event in NavigationSimulation(route: route, options: options) {
        guard case .navInfo(let info) = event.payload else { continue }
        updates += 1
        if info.remainingSteps.count > options.maxRemainingSteps {
            Fuzz.fail("an update lists \(info.remainingSteps.count) remaining steps")
        }
        if updates > options.maximumUpdates + 1 { Fuzz.fail("the drive runs past its update limit") }
    }
    return 0
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzRouteImporter_main")
public func fuzzRouteImporterMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> CInt
{
    Fuzz.run(argc, argv, fuzzRouteImporter)
}
