import Foundation
import Places

/// A places file as `run --places` and `place status` read it: one Places API place object, an
/// array of them (the shape of examples/sao-paulo.places.json), or `{"places": [...]}`.
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
        let bytes = Data(try input.readAll())
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: bytes)
        } catch {
            throw CommandFailure(.dataError, "\(input.displayName): not valid JSON")
        }
        let objects: [Any]
        let single: Bool
        if let array = root as? [Any] {
            (objects, single) = (array, false)
        } else if let wrapper = root as? [String: Any], let array = wrapper["places"] as? [Any] {
            (objects, single) = (array, false)
        } else {
            (objects, single) = ([root], true)
        }
        var entries: [Entry] = []
        for (index, object) in objects.enumerated() {
            do {
                let place: Place
                if single {
                    place = try Place.decode(from: bytes)
                } else {
                    place = try Place.decode(from: try JSONSerialization.data(withJSONObject: object))
                }
                entries.append(Entry(key: place.id ?? "#\(index)", place: place))
            } catch let error as PlaceDecodingError {
                let prefix = single ? "" : "place \(index): "
                throw CommandFailure(.dataError, "\(input.displayName): \(prefix)\(error.description)")
            } catch {
                throw CommandFailure(.dataError, "\(input.displayName): place \(index): \(error)")
            }
        }
        self.entries = entries
    }
}
