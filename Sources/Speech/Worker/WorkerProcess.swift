import CSharedMemory
import Foundation
import SystemIO

/// The speech worker's process, started in one `posix_spawn` (`guidance_worker_spawn`: its socket
/// as standard input and output, nothing else of this process's, signals at their defaults, a
/// process group of its own) and reaped by its client.
struct WorkerProcess {
    /// How a worker ended.
    enum Ending: CustomStringConvertible {
        case exited(status: Int32)
        case signalled(number: Int32)

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let number): "signal \(number)"
            }
        }
    }

    /// The process's id.
    let id: pid_t

    /// Starts `executable arguments…`; the process and this side of its socket. A program that
    /// cannot be started throws, with the system's reason.
    static func spawn(
        executable: String, arguments: [String]
    ) throws(SpeechError) -> (process: WorkerProcess, socket: Int32) {
        let argv = ([executable] + arguments).map { strdup($0) }
        defer {
            for string in argv { free(string) }
        }
        var id: pid_t = 0
        var socket: Int32 = -1
        let status = guidance_worker_spawn(executable, argv + [nil], &id, &socket)
        guard status == 0 else {
            throw .engineCrashed(
                reason: "the speech worker \(executable) cannot start: \(ErrorText.of(status))")
        }
        return (WorkerProcess(id: id), socket)
    }

    /// Waits for the process to end and says how it did.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(status: -1) }
        }
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? .exited(status: (status >> 8) & 0xFF) : .signalled(number: signal)
    }
}
