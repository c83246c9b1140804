import FuzzSupport
import MessageFormat

/// The MessageFormat 2 parser, validator and formatter on arbitrary source text: a message that
/// compiles must format (to a string and to parts) with any of a few argument sets, in locales
/// that include `-u-nu-` tags (which once trapped inside Foundation's number formatter), with
/// numbers at the edges of `Double` and `Int` (which once overflowed `roundingIncrement`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = Fuzz.text(data, size)
    _ = CompiledMessage.diagnose(source)
    let locales = ["en", "pt-BR", "de", "ar", "fr", "th-TH-u-nu-thai", "ar-EG-u-nu-arab", "en-u-nu-bogus"]
    let locale = locales[size % locales.count]
    guard let message = try? CompiledMessage(source, locale: locale) else { return 0 }
    let argumentSets: [MessageArguments] = [
        [:],
        ["count": 3, "name": "Rua <Augusta> & \"Filhos\"", "road": "Av. Paulista", "distance": 1500.5],
        ["count": -1, "n": 0.5, "x": true, "road": "", "distance": .double(.infinity)],
        ["count": .double(.nan), "name": 42, "gender": "feminine", "ordinal": 3],
        [
            "count": .double(1e308), "n": .double(1e18), "x": .double(-0.0),
            "distance": .double(.leastNonzeroMagnitude),
            "name": .integer(Int.max), "ordinal": .integer(Int.min), "road": .decimal("1e400"),
        ],
        ["count": .double(-.greatestFiniteMagnitude), "n": .decimal("-0"), "distance": .double(1e308)],
    ]
    for arguments in argumentSets {
        var errors: [MessageError] = []
        _ = message.format(arguments, errors: &errors)
        _ = message.formatToParts(arguments)
    }
    return 0
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzMessageFormat_main")
public func fuzzMessageFormatMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> CInt
{
    Fuzz.run(argc, argv, fuzzMessageFormat)
}
