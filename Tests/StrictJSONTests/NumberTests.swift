import StrictJSON
import Testing

@Suite struct NumberTests {
    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("7", 7), ("-12", -12), ("3.25", 3.25), ("-0.5", -0.5), ("1e3", 1_000),
        ("1E3", 1_000), ("1e+3", 1_000), ("25e-2", 0.25), ("-1.5e2", -150),
        ("1.7976931348623157e308", .greatestFiniteMagnitude),
        ("1e-400", 0), ("123456789012345678901234567890", 1.2345678901234568e29),
    ])
    func validNumbers(text: String, value: Double) throws {
        #expect(try Parsing.number(text) == value)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(try Parsing.number("-0")?.sign == .minus)
    }

    @Test(arguments: [
        ("1e309", "number 1e309 is out of range"),
        ("-1e309", "number -1e309 is out of range"),
        ("1.8e308", "number 1.8e308 is out of range"),
        ("[1, 2e999]", "number 2e999 is out of range"),
        (String(repeating: "9", count: 400), "number 99999999999999999999... is out of range"),
    ])
    func outOfRangeNumbers(text: String, reason: String) {
        #expect(Parsing.error(text)?.reason == reason)
    }

    @Test func outOfRangeNamesWhereTheNumberStarts() {
        #expect(
            Parsing.error("[\n  1, 1e400]")
                == JSONSyntaxError(line: 2, column: 6, reason: "number 1e400 is out of range"))
    }

    @Test(arguments: [
        ("-", "unexpected end of file, invalid number"),
        ("-x", "invalid number"),
        ("1.", "unexpected end of file, expected a digit after the decimal point"),
        ("1.e5", "expected a digit after the decimal point"),
        ("1e", "unexpected end of file, expected a digit in the exponent"),
        ("1e+", "unexpected end of file, expected a digit in the exponent"),
        ("01", "unexpected text after the end of the JSON value"),
        ("-01", "unexpected text after the end of the JSON value"),
        ("[00]", "expected ',' or ']' in an array"),
        ("+1", "unexpected character '+', expected a value"),
        (".5", "unexpected character '.', expected a value"),
        ("NaN", "unexpected character 'N', expected a value"),
        ("Infinity", "unexpected character 'I', expected a value"),
        ("0x10", "unexpected text after the end of the JSON value"),
    ])
    func malformedNumbers(text: String, reason: String) {
        #expect(Parsing.error(text)?.reason == reason)
    }
}
