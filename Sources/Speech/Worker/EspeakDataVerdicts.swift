import CEspeakNG
import Foundation
import SystemIO

/// Checks of eSpeak NG data that passed, remembered in the user's cache directory, so that a
/// one-shot command (`guidance say`) does not read and walk the data and speak a probe every
/// time it starts: those cost more than the prompt itself.
///
/// A verdict is one line naming what was checked (the voice, the data directory, the library's
/// version, the worker program's file) and the identity of every file the check reads (device,
/// inode, size, modification and change times). A file replaced, truncated or rewritten has
/// another identity, so it is checked again; only passes are remembered, so damaged data is
/// refused afresh every time. Without a usable cache directory nothing is remembered and every
/// start checks, as before.
package struct EspeakDataVerdicts: Sendable {
    /// The file's name in the cache directory.
    static let fileName = "espeak-data-verdicts"
    /// The first line of the file: one without it (damaged, or another format) holds no verdict.
    static let header = "guidance eSpeak NG data verdicts 1"
    /// Verdicts kept, newest first; older ones are dropped.
    static let capacity = 32

    /// The file holding the verdicts; nil remembers nothing.
    package let file: String?

    /// Verdicts kept in `file` (nil: none kept).
    package init(file: String?) {
        self.file = file
    }

    /// Verdicts kept in `$XDG_CACHE_HOME/guidance/espeak-data-verdicts`, else under
    /// `$HOME/.cache/guidance`, the XDG base directories' rule (a relative path is ignored).
    package init(environment: [String: String]) {
        file = Self.cacheDirectory(environment).map { $0 + "/" + Self.fileName }
    }

    /// Guidance's cache directory for `environment`, or nil when it names none.
    package static func cacheDirectory(_ environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/guidance" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/guidance" }
        return nil
    }

    /// The verdict line for speaking `voice` with the data in `directory` through the worker
    /// program `worker`, taken before the check reads anything (a file that changes during the
    /// check then has another identity at the next start); nil when a file cannot be examined,
    /// and then nothing is remembered.
    func verdict(directory: String, voice: String, worker: String) -> String? {
        guard let program = Self.identity(worker) else { return nil }
        var fields = [
            "voice \(voice)", "data \(directory)", "engine \(Self.engineVersion)", "worker \(program)",
        ]
        for path in EspeakDataCheck.checkedFiles(in: directory, language: voice) {
            guard let identity = Self.identity(path) else { return nil }
            fields.append("\((path as NSString).lastPathComponent) \(identity)")
        }
        let line = fields.joined(separator: "\t")
        return line.contains("\n") ? nil : line
    }

    /// Whether `verdict` was remembered.
    func holds(_ verdict: String) -> Bool {
        lines().contains(verdict)
    }

    /// Remembers `verdict` first, keeping the newest others; a cache that cannot be written is
    /// left as it is (the next start checks again).
    func remember(_ verdict: String) {
        guard let file else { return }
        let kept = lines().filter { $0 != verdict }.prefix(Self.capacity - 1)
        let text = ([Self.header, verdict] + kept).joined(separator: "\n") + "\n"
        let directory = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // A whole file: a reader sees the old one or the new one.
            try WholeFile.write(text, to: file)
        } catch {
            return
        }
    }

    /// The verdict lines of the file; none when it is missing, unreadable or not this format.
    private func lines() -> [String] {
        guard let file, let data = FileManager.default.contents(atPath: file) else { return [] }
        // Split as bytes: a newline byte is never part of another UTF-8 character.
        let lines = data.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard lines.first == Self.header else { return [] }
        return Array(lines.dropFirst())
    }

    /// A regular file's identity: device, inode, size, modification and change times (to the
    /// nanosecond); nil when it cannot be examined or is not a regular file.
    static func identity(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return "\(status.st_dev):\(status.st_ino):\(status.st_size)"
            + ":\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
            + ":\(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
    }

    /// The eSpeak NG library's version: a library upgraded under the same data checks again.
    /// (`espeak_Info` with no pointer only returns a constant; it loads nothing.)
    private static var engineVersion: String {
        espeak_Info(nil).map { String(cString: $0) } ?? "unknown"
    }
}
