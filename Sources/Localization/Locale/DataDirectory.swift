import Foundation

/// Finds the directory holding `templates/` and `locales/`, in the documented order: an explicit
/// `--data DIR`, then `$GUIDANCE_DATA`, then `<prefix>/share/guidance` for a binary installed in
/// `<prefix>/bin`, then the source checkout (walking up from the executable, then from this
/// source file's build-time path).
public enum DataDirectory {
    /// The environment variable that names the data directory.
    public static let environmentVariable = "GUIDANCE_DATA"

    /// Returns the data directory path.
    ///
    /// An explicit directory or `$GUIDANCE_DATA` that lacks `templates/` or `locales/` is an
    /// error rather than a reason to look elsewhere: a wrong setting must not be silently ignored.
    ///
    /// - Parameters:
    ///   - explicit: the `--data` option, if given.
    ///   - environment: the process environment.
    ///   - executablePath: the running binary (nil: this process's own).
    ///   - sourceFile: a source path of the checkout, normally left to its default.
    public static func locate(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = nil, sourceFile: String = #filePath
    ) throws(LocalizationError) -> String {
        if let explicit {
            guard isDataDirectory(explicit) else {
                throw .dataDirectoryNotFound(searched: [
                    "--data \(explicit) (no templates/ and locales/ there)"
                ])
            }
            return explicit
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            guard isDataDirectory(fromEnvironment) else {
                throw .dataDirectoryNotFound(searched: [
                    "$\(environmentVariable)=\(fromEnvironment) (no templates/ and locales/ there)"
                ])
            }
            return fromEnvironment
        }
        var searched: [String] = []
        let executable = executablePath ?? runningExecutable() ?? CommandLine.arguments.first ?? ""
        if !executable.isEmpty {
            let binDirectory = resolved(executable).deletingLastPathComponent()
            let installed = binDirectory.deletingLastPathComponent().appendingPathComponent("share/guidance")
                .path
            searched.append(installed)
            if isDataDirectory(installed) { return installed }
            if let checkout = walkUp(from: binDirectory, searched: &searched) { return checkout }
        }
        if let checkout = walkUp(from: resolved(sourceFile).deletingLastPathComponent(), searched: &searched)
        {
            return checkout
        }
        throw .dataDirectoryNotFound(searched: searched)
    }

    /// Whether `path` has both a `templates` and a `locales` directory.
    public static func isDataDirectory(_ path: String) -> Bool {
        isDirectory(path + "/templates") && isDirectory(path + "/locales")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// The running binary's path, read from `/proc/self/exe`, which is what
    /// `Bundle.main` reads too, without building a bundle: that brings in about 0.3 MB of
    /// Foundation (resident, measured in `guidance run`) for one path.
    private static func runningExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func resolved(_ path: String) -> URL {
        URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }

    private static func walkUp(from start: URL, searched: inout [String]) -> String? {
        var directory = start.standardizedFileURL
        while true {
            if isDataDirectory(directory.path) { return directory.path }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path || directory.path == "/" { break }
            directory = parent
        }
        searched.append("the directories above \(start.path)")
        return nil
    }
}
