import Arguments
import Foundation
import MessageFormat

/// `guidance message format SOURCE`: formats one MessageFormat 2 message and prints the text
/// (or its parts as JSON); every error goes to stderr with the specification's name.
struct MessageFormatCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance message format",
        abstract: "Format a MessageFormat 2 message and print the result.",
        discussion: """
            Errors are printed as "error: <type>: <detail>" with the specification's type names
            (syntax-error, unresolved-variable, bad-operand, ...). When the message could be
            formatted despite errors, the fallback output is still printed; the exit code is then 65.

            Example:
              guidance message format --locale pt-BR --params-json '{"n": 1.5}' \\
                '.input {$n :number} .match $n one {{{$n} quilômetro}} * {{{$n} quilômetros}}'
            """,
        options: [
            CommonOptions.locale("BCP 47 locale of the plural rules and numbers (default en-US)."),
            OptionSpec(
                "params-json", valueName: "JSON", help: "Arguments as a JSON object of names to values."),
            OptionSpec(
                "bidi", valueName: "MODE", help: "Bidi isolation: default or none (default: default)."),
            .flag("parts", help: "Print the formatted parts as JSON instead of the text."),
        ],
        positionals: [PositionalSpec("SOURCE", help: "The message, or - to read it from standard input.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let locale = arguments.value("locale") ?? "en-US"
        let bidi =
            BidiIsolation(rawValue: try arguments.choice("bidi", in: ["default", "none"]) ?? "default")
            ?? .default
        let params = try Self.arguments(arguments.value("params-json"))
        var source = arguments.positionals[0]
        if source == "-" { source = try SpeechCommandSupport.readStandardInput(context) }
        let message: CompiledMessage
        do {
            message = try CompiledMessage(source, locale: locale, bidiIsolation: bidi)
        } catch {
            context.error(error.description)
            return .dataError
        }
        var errors: [MessageError] = []
        if arguments.flag("parts") {
            let parts = message.formatToParts(params, errors: &errors)
            context.stdout.line(MessagePartsJSON.encode(parts))
        } else {
            context.stdout.line(message.format(params, errors: &errors))
        }
        for error in errors { context.error(error.description) }
        return errors.isEmpty ? .ok : .dataError
    }

    /// Reads `--params-json`: strings, numbers (integers stay integers) and booleans.
    static func arguments(_ json: String?) throws(UsageError) -> MessageArguments {
        guard let json else { return [:] }
        let values: [String: ParamValue]
        do {
            values = try JSONDecoder().decode([String: ParamValue].self, from: Data(json.utf8))
        } catch {
            throw UsageError(
                "option --params-json: expected a JSON object of names to strings, numbers or booleans")
        }
        return MessageArguments(values.mapValues(\.argument))
    }
}

/// One value of `--params-json`.
private enum ParamValue: Decodable {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    var argument: MessageArgument {
        switch self {
        case .bool(let bool): return .bool(bool)
        case .integer(let integer): return .integer(integer)
        case .number(let number): return .double(number)
        case .string(let string): return .string(string)
        }
    }
}
