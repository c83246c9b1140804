import StrictJSON

/// Shared helpers: parse a text, or get the error it must raise.
enum Parsing {
    /// The error `text` raises, or nil when it parses.
    static func error(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONSyntaxError?
    {
        error(bytes: Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// The error `bytes` raise, or nil when they parse.
    static func error(bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONSyntaxError?
    {
        do {
            _ = try JSONParser.parse(bytes, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    /// The string value of a one-string document.
    static func string(_ text: String) throws -> String? {
        guard case .string(let value) = try JSONParser.parse(text).value else { return nil }
        return value
    }

    /// The number value of a one-number document.
    static func number(_ text: String) throws -> Double? {
        guard case .number(let value) = try JSONParser.parse(text).value else { return nil }
        return value
    }
}
