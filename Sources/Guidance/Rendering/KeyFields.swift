/// A memo key's fields kept in one object: a key is handed to the lookup, the rendering and the
/// memo, and each copy of the fields themselves would retain and release every name they hold.
/// Equal when the same object or equal fields.
final class KeyFields<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The fields.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (left: KeyFields, right: KeyFields) -> Bool {
        left === right || left.value == right.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
