import Foundation

/// The one writer of whole output files (a WAV from `say`, a QA report and its pages, the pseudo
/// locale, a prepared voice model), written the way a user means them.
///
/// A regular file, or a path that does not exist yet, is written under a temporary name in the
/// same directory and renamed into place, so concurrent writers leave one whole file, never a
/// torn one, a crash never leaves half of one, and a reader never sees half of it. Anything else
/// (a named pipe, a device, `/dev/stdout`, a symbolic link's non-regular target) is opened and
/// written through, never replaced.
public enum WholeFile {
    /// Why a file could not be written: its path and the system's error.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path asked for.
        public var path: String
        /// The `errno` of the call that failed.
        public var errorNumber: Int32

        /// `path: the system's words`.
        public var description: String { "\(path): \(ErrorText.of(errorNumber))" }
    }

    /// Writes `bytes` as the whole of `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        var status = stat()
        if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
            try writeThrough(bytes, to: path)
            return
        }
        // The target of a symbolic link is replaced, not the link.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var template = Array("\(target).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Failure(path: path, errorNumber: errno) }
        // mkstemp filled in the name in place; it ends at the template's terminating NUL.
        let temporary = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(Failure) {
            try writeAll(bytes, descriptor: descriptor, path: path)
            _ = fchmod(descriptor, 0o644 & ~currentUmask())
            guard close(descriptor) == 0 else { throw Failure(path: path, errorNumber: errno) }
            try commit(temporary, to: target, reporting: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes `text`'s UTF-8 as the whole of `path`.
    public static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// Puts a file written in full under a temporary name (by a writer that streams into it) in
    /// place at `path`; on failure the temporary file is removed.
    public static func commit(_ temporary: String, to path: String) throws(Failure) {
        try commit(temporary, to: path, reporting: path)
    }

    private static func commit(_ temporary: String, to target: String, reporting path: String) throws(Failure)
    {
        guard rename(temporary, target) == 0 else {
            let failure = Failure(path: path, errorNumber: errno)
            unlink(temporary)
            throw failure
        }
    }

    private static func writeThrough(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, errorNumber: errno) }
        defer { _ = close(descriptor) }
        try writeAll(bytes, descriptor: descriptor, path: path)
    }

    private static func writeAll(_ bytes: [UInt8], descriptor: Int32, path: String) throws(Failure) {
        if let failure = ByteWriter.writeAll(bytes, to: descriptor).failure {
            throw Failure(path: path, errorNumber: failure.errorNumber)
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
