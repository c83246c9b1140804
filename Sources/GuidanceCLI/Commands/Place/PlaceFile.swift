import Places
import StrictJSON

/// A places file as `run --places` and `place status` read it: one Places API place object, an
/// array of them (the shape of examples/sao-paulo.places.json), or `{"places": [...]}`. The file
/// is parsed once and walked once; every error names `file:line: field path: reason`, the path
/// leading from the document to the place (`places[2].location.latitude`).
struct PlaceFile {
    /// One place of the file: its id (or `#INDEX` when it has none) and its details.
    struct Entry {
        var key: String
        var place: Place
    }

    /// The places in file order.
    let entries: [Entry]
    /// The name diagnostics use for the file.
    let displayName: String

    /// Reads and decodes the file; bad JSON or a bad place is exit 65, a missing file 66.
    init(path: String, context: CommandContext) throws {
        var input = try InputFile(path: path, context: context)
        displayName = input.displayName
        let bytes = try input.readAll()
        do {
            let root = try PlaceReader(parsing: bytes, source: displayName)
            guard let list = try Self.list(in: root) else {
                let place = try Place(reading: root)
                entries = [Entry(key: place.id ?? "#0", place: place)]
                return
            }
            entries = try list.enumerated().map { index, element throws(PlaceDecodingError) in
                let place = try Place(reading: element)
                return Entry(key: place.id ?? "#\(index)", place: place)
            }
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
    }

    /// The places of an array or of a `{"places": [...]}` wrapper; nil when the document is
    /// itself one place.
    private static func list(in root: PlaceReader) throws(PlaceDecodingError) -> [PlaceReader]? {
        if root.node.elements != nil { return try root.elements() }
        guard root.node["places"]?.elements != nil else { return nil }
        return try root.required("places").elements()
    }
}
