import Glibc
import SystemIO

/// Why an output lost data: the output's name and the system's reason.
///
/// A reader that closes its end of a pipe (`guidance run … | head`) chose to stop reading: that
/// loss ends the command quietly, as `cat` and `grep` end. Any other loss (a full disk, a
/// vanished file) is data the user believes was written, so it is reported and fails the command.
public struct OutputLoss: Sendable, Equatable, CustomStringConvertible {
    /// How the output is named in messages: `standard output`, `--prompts-out p.ndjson`.
    public let output: String
    /// The `errno` of the failed write, or 0 when the descriptor took nothing without an error.
    public let errorNumber: Int32

    /// Creates a loss of `output` with the `errno` of its failed write.
    public init(output: String, errorNumber: Int32) {
        self.output = output
        self.errorNumber = errorNumber
    }

    /// Whether the reader closed the pipe or socket (`EPIPE`): a choice to stop, not a fault.
    public var readerClosed: Bool { errorNumber == EPIPE }

    /// `standard output: No space left on device`.
    public var description: String {
        let reason = errorNumber == 0 ? "nothing could be written" : ErrorText.of(errorNumber)
        return "\(output): \(reason)"
    }
}
