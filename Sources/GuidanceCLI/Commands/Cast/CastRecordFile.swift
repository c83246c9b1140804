import Foundation
import StrictJSON

/// A file of casting records (one JSON object per line), read and checked up front so that a
/// bad line is reported with its number before anything is served.
struct CastRecordFile {
    /// The records, in file order, blank lines skipped.
    var records: [String]

    /// Reads `path` (`-` for stdin); a line that is not a JSON object fails with FILE:LINE.
    static func read(_ path: String, context: CommandContext) throws(CommandFailure) -> CastRecordFile {
        let data: Data
        if path == "-" {
            var input = try InputFile(path: "-", context: context)
            do {
                data = Data(try input.readAll())
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure(.noInput, "<stdin>: \(error)")
            }
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw CommandFailure(.noInput, "\(path): cannot read file")
            }
            data = contents
        }
        let name = path == "-" ? "<stdin>" : path
        var records: [String] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { continue }
            let record: JSONNode
            do {
                record = try JSONParser.parse(text)
            } catch {
                throw CommandFailure(
                    .dataError, "\(name):\(index + 1): column \(error.column): \(error.reason)")
            }
            guard record.members != nil else {
                throw CommandFailure(
                    .dataError, "\(name):\(index + 1): not a JSON object (\(record.kindName))")
            }
            records.append(text)
        }
        guard !records.isEmpty else { throw CommandFailure(.dataError, "\(name): no records") }
        return CastRecordFile(records: records)
    }
}
