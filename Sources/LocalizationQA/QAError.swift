/// Why a QA step other than the lint could not run.
public enum QAError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale's data cannot be loaded or compiled.
    case locale(String)
    /// Speech synthesis failed.
    case speech(String)
    /// An output file cannot be written.
    case cannotWrite(String)

    /// The diagnostic line.
    public var description: String {
        switch self {
        case .locale(let reason), .speech(let reason), .cannotWrite(let reason): reason
        }
    }
}
