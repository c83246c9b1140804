import FuzzSupport
import Simulator

/// The OSRM/Valhalla route importer on arbitrary bytes: a clear error or a route, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    _ = try? RouteImporter.importRoute(data: bytes, source: "fuzz.json")
    _ = try? RouteImporter.importRoute(
        data: bytes, source: "fuzz.json", options: RouteImportOptions(polyline: .auto, routeIndex: 1))
    return 0
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzRouteImporter_main")
public func fuzzRouteImporterMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> CInt
{
    Fuzz.run(argc, argv, fuzzRouteImporter)
}
