import FuzzSupport
import MessageFormat

/// The message-resource (.mf2 file) parser on arbitrary text: it collects errors, never crashes,
/// and validating the entries it kept never crashes either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageResource(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    var errors: [MessageResourceError] = []
    let resource = MessageResource.parse(text, file: "fuzz.mf2", errors: &errors)
    _ = resource.validate()
    for error in errors where error.line < 1 {
        Fuzz.fail("error without a line: \(error)")
    }
    _ = try? MessageResource.parse(text)
    return 0
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzMessageResource_main")
public func fuzzMessageResourceMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> CInt
{
    Fuzz.run(argc, argv, fuzzMessageResource)
}
