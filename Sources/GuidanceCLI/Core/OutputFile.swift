import Foundation
import SystemIO

/// Writes a whole output file (a WAV from `say`, a report) the way a user means it.
///
/// A regular file, or a path that does not exist yet, is written under a temporary name in the
/// same directory and renamed into place, so concurrent writers leave one whole file, never a
/// torn one, and a reader never sees half of it. Anything else (a named pipe, a device,
/// `/dev/stdout`, a symbolic link's non-regular target) is opened and written through, never
/// replaced.
enum OutputFile {
    /// Writes `bytes` to `path`; `option` names the output in errors (`-o out.wav`).
    static func write(_ bytes: [UInt8], to path: String, option: String) throws(CommandFailure) {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && (status.st_mode & S_IFMT) != S_IFREG {
            try writeThrough(bytes, to: path, option: option)
            return
        }
        // The target of a symbolic link is replaced, not the link.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var template = Array("\(target).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(option, path) }
        // mkstemp filled in the name in place; it ends at the template's terminating NUL.
        let nameBytes = template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let temporary = String(decoding: nameBytes, as: UTF8.self)
        do throws(CommandFailure) {
            try writeAll(bytes, descriptor: descriptor, option: option, path: path)
            _ = fchmod(descriptor, 0o644 & ~currentUmask())
            guard Foundation.close(descriptor) == 0 else { throw failure(option, path) }
            guard rename(temporary, target) == 0 else { throw failure(option, path) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func writeThrough(_ bytes: [UInt8], to path: String, option: String) throws(CommandFailure)
    {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(option, path) }
        defer { _ = Foundation.close(descriptor) }
        try writeAll(bytes, descriptor: descriptor, option: option, path: path)
    }

    private static func writeAll(
        _ bytes: [UInt8], descriptor: Int32, option: String, path: String
    ) throws(CommandFailure) {
        if let failure = ByteWriter.writeAll(bytes, to: descriptor).failure {
            throw Self.failure(option, path, errorNumber: failure.errorNumber)
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    private static func failure(_ option: String, _ path: String, errorNumber: Int32 = errno)
        -> CommandFailure
    {
        CommandFailure(.cannotCreate, "\(option) \(path): \(ErrorText.of(errorNumber))")
    }
}
