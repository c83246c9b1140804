import StrictJSON

/// A value of place JSON read through StrictJSON's one reader: every failure becomes a
/// ``PlaceDecodingError`` naming the source, the line and the dotted field path.
public typealias PlaceReader = JSONReader<PlaceDecodingError>

extension JSONReader where Failure == PlaceDecodingError {
    /// Parses a whole document once (strict JSON, see `JSONParser`) and stands on its root,
    /// whatever its shape; a syntax error names its line and column.
    ///
    /// - Parameters:
    ///   - bytes: the document (UTF-8 JSON).
    ///   - source: the name errors give the document (a file name, `-` for standard input).
    public init(parsing bytes: some Collection<UInt8>, source: String = "") throws(PlaceDecodingError) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw PlaceDecodingError(
                source: source, line: error.line, path: "",
                reason: "not valid JSON: \(error.reason) (column \(error.column))")
        }
        self.init(root, file: source) { PlaceDecodingError($0) }
    }

    /// An optional whole-number member (absent or `null` is nil).
    func optionalInteger(_ key: String) throws(PlaceDecodingError) -> Int? {
        guard let member = node(key), member.value != .null else { return nil }
        return try requiredInteger(key)
    }

    /// A required whole-number member ("missing" when absent, "found null" when `null`).
    func requiredInteger(_ key: String) throws(PlaceDecodingError) -> Int {
        let value = try number(key)
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw failure(key, "expected an integer, found \(value)")
        }
        return Int(value)
    }
}
