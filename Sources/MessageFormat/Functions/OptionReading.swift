/// Reading option values the way the built-in functions define them.
extension FunctionOptions {
    /// A digit size option (`0` to `99`, as text or as a number), `nil` when absent.
    ///
    /// - Throws: `.badOption` when present but not a digit size.
    public func digitSize(_ name: String, context: FunctionContext) throws(MessageError) -> Int? {
        guard let value = option(name)?.value else { return nil }
        // One or two ASCII digits, a zero never before another digit.
        guard let text = value.stringValue, (1...2).contains(text.utf8.count),
            text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            text.utf8.count == 1 || text.utf8.first != 0x30,
            let number = Int(text)
        else {
            throw context.error(.badOption, "\(name) must be an integer from 0 to 99")
        }
        return number
    }

    /// A keyword option that must be one of `allowed`, `nil` when absent.
    ///
    /// - Throws: `.badOption` when present but not allowed.
    public func keyword(_ name: String, allowed: [String], context: FunctionContext) throws(MessageError)
        -> String?
    {
        guard let value = option(name)?.value else { return nil }
        guard let text = value.stringValue, allowed.contains(text) else {
            throw context.error(.badOption, "\(name) must be one of \(allowed.joined(separator: ", "))")
        }
        return text
    }
}
