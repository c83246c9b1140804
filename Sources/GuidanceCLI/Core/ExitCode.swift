/// The process exit codes every command uses (sysexits.h values where one fits).
public enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case ok = 0
    /// The command ran and found problems (lint findings, failed checks).
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// The input was read but some of it was bad.
    case dataError = 65
    /// An input file does not exist or cannot be read.
    case noInput = 66
    /// A bug or an unexpected environment failure.
    /// A service the command needs (a routing server) did not answer usefully.
    case unavailable = 69
    case internalError = 70
    /// An output file or directory cannot be created or written.
    case cannotCreate = 73
}
