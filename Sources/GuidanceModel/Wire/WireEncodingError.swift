/// Why an event cannot be written as a wire line: a number JSON cannot say (NaN or an infinity).
/// A reader would take the field as absent, so the line is refused rather than written without it.
public struct WireEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's path in the line, `currentStep.distanceFromPrevStepMeters`.
    public var path: String
    /// The value JSON cannot say.
    public var value: Double

    /// The reason in a user's words, for reports of lost events.
    public var description: String {
        "field \(path): \(value) cannot be written as JSON"
    }
}
