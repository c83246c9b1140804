/// Typed reads of field values for ``WireDecoding``, with the same messages as the tests'
/// reference `Codable` decoding, so that both readings report a bad line identically.
extension WireScanner {
    /// Where each field of an object starts, found in one validating pass, and where the object
    /// ends (readers return there when done with its fields).
    struct Spans {
        var fields: [(key: String, start: Int)] = []
        var end = 0
    }

    /// Validates an object and records where each field's value starts. `known` may vouch for a
    /// field's value by returning its length (bytes already seen and validated).
    mutating func spans(_ path: String, known: ((String, Int) -> Int?)? = nil) throws(Failure) -> Spans {
        var spans = Spans()
        try object(path) { scanner, key throws(Failure) in
            scanner.skipWhitespace()
            spans.fields.append((key, scanner.position))
            if let known, let length = known(key, scanner.position) {
                scanner.position += length
            } else {
                try scanner.skipValue()
            }
        }
        spans.end = position
        return spans
    }

    /// Reads the field `key` of an already spanned object, if present.
    mutating func field<T>(
        _ spans: Spans, _ key: String, _ read: (inout WireScanner) throws(Failure) -> T
    ) throws(Failure) -> T? {
        guard let span = spans.fields.last(where: { $0.key == key }) else { return nil }
        position = span.start
        defer { position = spans.end }
        return try read(&self)
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    private mutating func mismatch(_ path: String, _ expected: String) -> Failure {
        if (try? takeNull()) == true { return Failure(path: path, reason: "is null, expected \(expected)") }
        return Failure(path: path, reason: "expected \(expected)")
    }

    mutating func double(_ path: String) throws(Failure) -> Double {
        guard let next = peek(), next == UInt8(ascii: "-") || (0x30...0x39).contains(next) else {
            throw mismatch(path, "a number")
        }
        return try number()
    }

    /// A number or nil for null (the `decodeIfPresent` reading).
    mutating func optionalDouble(_ path: String) throws(Failure) -> Double? {
        if try takeNull() { return nil }
        return try double(path)
    }

    /// A distance or time: numbers are clamped, the strings `NaN`, `Infinity`, `-Infinity` read as
    /// their values, null is absent.
    mutating func clamped(_ path: String) throws(Failure) -> Double? {
        if try takeNull() { return nil }
        if peek() == UInt8(ascii: "\"") {
            switch try string().lowercased() {
            case "nan", "-infinity", "-inf": return 0
            case "infinity", "+infinity", "inf": return Clamping.ceiling
            default: throw Failure(path: path, reason: "expected a number")
            }
        }
        return Clamping.clamp(try double(path))
    }

    mutating func int(_ path: String) throws(Failure) -> Int {
        guard let next = peek(), next == UInt8(ascii: "-") || (0x30...0x39).contains(next) else {
            throw mismatch(path, "an integer")
        }
        let start = position
        let value = try number()
        guard value == value.rounded(), abs(value) < 9.0e15 else {
            position = start
            throw Failure(path: path, reason: "expected an integer")
        }
        return Int(value)
    }

    mutating func optionalInt(_ path: String) throws(Failure) -> Int? {
        if try takeNull() { return nil }
        return try int(path)
    }

    mutating func bool(_ path: String) throws(Failure) -> Bool {
        guard let next = peek(), next == UInt8(ascii: "t") || next == UInt8(ascii: "f") else {
            throw mismatch(path, "true or false")
        }
        return try literal() == .true
    }

    mutating func optionalBool(_ path: String) throws(Failure) -> Bool? {
        if try takeNull() { return nil }
        return try bool(path)
    }

    mutating func text(_ path: String) throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw mismatch(path, "a string") }
        return try string()
    }

    mutating func optionalText(_ path: String) throws(Failure) -> String? {
        if try takeNull() { return nil }
        return try text(path)
    }

    /// Cuts a name or sign text read from the field `key` of the object at `path` to
    /// ``TextBounds/maximumNameBytes``, noting the cut. Only a text longer than the bound takes
    /// the slow path; the field's path is not even built for the others.
    @inline(__always)
    mutating func bound(_ text: inout String?, _ path: String, _ key: String) {
        guard let whole = text, whole.utf8.count > TextBounds.maximumNameBytes else { return }
        text = cut(whole, field: WireScanner.join(path, key))
    }

    private mutating func cut(_ text: String, field: String) -> String? {
        guard let cut = TextBounds.cutName(text) else { return text }
        notes.append(FieldNote(path: field, reason: TextBounds.cutReason(byteCount: text.utf8.count)))
        return cut
    }

    /// An enum from its name or raw integer, with the `WireEnum` messages.
    mutating func wireEnum<E: WireEnum>(_ type: E.Type, _ path: String) throws(Failure) -> E {
        switch peek() {
        case UInt8(ascii: "\""):
            let name = try string()
            guard let value = E(wireName: name) else {
                throw Failure(path: path, reason: "unknown \(E.wireKind) \"\(name)\"")
            }
            return value
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            let number = try double(path)
            guard number == number.rounded(), abs(number) < 1e9, let value = E.value(wireNumber: Int(number))
            else {
                let shown =
                    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
                throw Failure(path: path, reason: "unknown \(E.wireKind) \(shown)")
            }
            return value
        default:
            throw Failure(path: path, reason: "expected a \(E.wireKind) name or number")
        }
    }

    mutating func optionalWireEnum<E: WireEnum>(_ type: E.Type, _ path: String) throws(Failure) -> E? {
        if try takeNull() { return nil }
        return try wireEnum(type, path)
    }
}
