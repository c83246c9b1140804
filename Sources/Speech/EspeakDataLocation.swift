import Foundation

/// Finds and checks an eSpeak NG data directory before the library sees it. The library falls
/// back silently to other locations when a path is wrong and, once initialised, cannot be
/// re-pointed; checking first turns a bad path into a typed error without touching the shared
/// engine.
enum EspeakDataLocation {
    /// The file whose absence means "no usable data here".
    static let markerFile = "phontab"

    /// The data directory for `path`: `path` itself when it holds `phontab`, else
    /// `path/espeak-ng-data` when that does (the library accepts both forms).
    static func resolve(_ path: String) throws(SpeechError) -> String {
        let nested = (path as NSString).appendingPathComponent("espeak-ng-data")
        if hasMarker(nested) { return standardized(nested) }
        if hasMarker(path) { return standardized(path) }
        throw .dataNotFound(path: path)
    }

    /// Whether `directory/phontab` exists as a regular file.
    static func hasMarker(_ directory: String) -> Bool {
        var isDirectory: ObjCBool = false
        let marker = (directory as NSString).appendingPathComponent(markerFile)
        return FileManager.default.fileExists(atPath: marker, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    private static func standardized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
