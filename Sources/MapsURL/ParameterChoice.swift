/// Reads a value from a closed list of names, with an error listing the allowed ones.
enum ParameterChoice {
    static func parse<Choice: RawRepresentable & CaseIterable>(
        _ text: String, parameter: String
    ) throws(MapsURLError) -> Choice where Choice.RawValue == String {
        guard let value = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw MapsURLError(
                .invalidValue, parameter: parameter, value: text, reason: "must be one of \(names)")
        }
        return value
    }
}
