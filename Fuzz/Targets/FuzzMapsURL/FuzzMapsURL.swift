import FuzzSupport
import MapsURL

/// The maps URL parsers on arbitrary text: a URL value or a `MapsURLError`, never a crash; a
/// parsed URL is written back to text and parsed again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMapsURL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    if let url = try? GoogleMapsURL.parse(text) {
        _ = try? GoogleMapsURL.parse(url.description)
    }
    _ = try? MapsAppURL.parse(text)
    return 0
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzMapsURL_main")
public func fuzzMapsURLMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt
{
    Fuzz.run(argc, argv, fuzzMapsURL)
}
