import Localization
import MessageFormat

/// Reads a locale's own templates file (for locating findings).
enum LocaleCatalogTemplates {
    static func resource(directory: String, tag: String) throws -> MessageResource {
        try LocaleCatalog(directory: directory).templates(tag)
    }
}
