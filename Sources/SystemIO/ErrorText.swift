import Glibc

/// The system's words for an `errno` value, in one place so that every message about a failed
/// call reads the same (`Broken pipe`, `No space left on device`).
public enum ErrorText {
    /// `strerror(code)`.
    public static func of(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
