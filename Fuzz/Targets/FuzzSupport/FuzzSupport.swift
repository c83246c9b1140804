/// Helpers shared by the fuzz targets: turning libFuzzer's buffer into Swift values and failing
/// loudly (a trap libFuzzer records as a crash) when an invariant breaks.
public enum Fuzz {
    /// The input bytes as an array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The input as a string, invalid UTF-8 repaired (the product's string APIs take `String`).
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: bytes(data, size), as: UTF8.self)
    }

    /// The first eight bytes as the bit pattern of a `Double` (little-endian; 0 for shorter
    /// input), so that every value, NaN, the infinities, -0 and 1e308 included, is reachable.
    public static func double(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Double {
        guard let data, size >= 8 else { return 0 }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(data[index]) << (8 * UInt64(index)) }
        return Double(bitPattern: pattern)
    }

    /// Stops the run with a message: libFuzzer saves the input that caused it.
    public static func fail(_ message: String) -> Never {
        fatalError("fuzz invariant broken: \(message)")
    }
}

/// libFuzzer's driver, entered from each target's own `main` (SwiftPM renames an executable's
/// entry point to `<Target>_main` on Linux, so libFuzzer's `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

extension Fuzz {
    /// Runs libFuzzer with the process arguments and a target's test function.
    public static func run(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments = argv
        return withUnsafeMutablePointer(to: &count) { countPointer in
            withUnsafeMutablePointer(to: &arguments) { argumentsPointer in
                runDriver(countPointer, argumentsPointer, test)
            }
        }
    }
}
