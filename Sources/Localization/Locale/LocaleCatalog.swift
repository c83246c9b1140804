import Foundation
import MessageFormat

/// The locales of one data directory: which ones ship, which one serves a requested tag, and
/// their loaded facts and templates.
public struct LocaleCatalog: Sendable {
    /// The data directory (holding `templates/` and `locales/`).
    public let directory: String
    /// The tags of every `locales/<tag>.json`, sorted.
    public let shippedTags: [String]

    /// Lists the locales of a data directory.
    public init(directory: String) throws(LocalizationError) {
        self.directory = directory
        let localesPath = directory + "/locales"
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: localesPath)
        } catch {
            throw .unreadable(path: localesPath, reason: "cannot list the directory")
        }
        shippedTags = names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Finds the data directory (see ``DataDirectory/locate(explicit:environment:executablePath:sourceFile:)``)
    /// and lists its locales.
    public static func locate(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LocalizationError) -> LocaleCatalog {
        try LocaleCatalog(directory: DataDirectory.locate(explicit: explicit, environment: environment))
    }

    /// The path of a locale's facts file.
    public func factsPath(_ tag: String) -> String { "\(directory)/locales/\(tag).json" }

    /// The path of a locale's templates file.
    public func templatesPath(_ tag: String) -> String { "\(directory)/templates/\(tag).mf2" }

    /// Reads a UTF-8 file, with typed errors.
    public static func readText(_ path: String) throws(LocalizationError) -> String {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileMissing(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or not a file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "not UTF-8")
        }
        return text
    }

    /// Loads and validates the facts of a shipped locale (exact tag).
    public func facts(_ tag: String) throws(LocalizationError) -> LocaleFacts {
        let path = factsPath(tag)
        return try LocaleFacts.decode(Self.readText(path), file: path, expectedTag: tag)
    }

    /// The eSpeak NG voice of the locale serving `requested` (negotiated as ``bundle(for:)``
    /// does), read without the rest of its facts or its templates.
    package func voice(for requested: String) throws(LocalizationError) -> String {
        let tag = try resolve(requested)
        let path = factsPath(tag)
        return try LocaleFacts.decodeVoice(Self.readText(path), file: path, expectedTag: tag)
    }

    /// The negotiation over every shipped locale (reads the script and served tags of every
    /// facts file).
    public func negotiation() throws(LocalizationError) -> LocaleNegotiation {
        LocaleNegotiation(
            offers: try shippedTags.map { tag throws(LocalizationError) in
                let path = factsPath(tag)
                let offer = try LocaleFacts.decodeOffer(Self.readText(path), file: path, expectedTag: tag)
                return LocaleNegotiation.Offer(tag: tag, script: offer.script, serves: offer.serves)
            })
    }

    /// The shipped tag serving `requested`: an exact match is found without reading other locales.
    public func resolve(_ requested: String) throws(LocalizationError) -> String {
        guard let tag = LanguageTag(requested) else { throw .malformedTag(requested) }
        if tag.script == nil, shippedTags.contains(tag.canonical) { return tag.canonical }
        return try negotiation().resolve(requested)
    }
}
