import StrictJSON

/// A value of a route answer read through StrictJSON's one reader, so every read can fail with a
/// precise ``RouteImportError`` and every lenient read can leave a precise warning.
typealias JSONCursor = JSONReader<RouteImportError>

extension JSONReader where Failure == RouteImportError {
    /// A warning about this value, for what is read leniently.
    func warning(_ message: String) -> RouteImportWarning {
        RouteImportWarning(line: node.line, field: path, message: message)
    }

    /// A distance or duration from 0 to ``RouteImporter/largestMeasure``; values outside are an
    /// error, absent ones nil. The upper bound keeps sums, times to go and the simulator's tick
    /// count finite (a step `distance` of `1e308` once reached an integer conversion).
    func optionalMeasure(_ key: String) throws(RouteImportError) -> Double? {
        guard let child = try member(key) else { return nil }
        let value = try child.number()
        guard value >= 0 else { throw child.error("must not be negative, found \(value)") }
        guard value <= RouteImporter.largestMeasure else {
            throw child.error(
                "must not exceed 1e9 (a million kilometres or 31 years, as the event feed clamps), found \(value)"
            )
        }
        return value
    }
}
