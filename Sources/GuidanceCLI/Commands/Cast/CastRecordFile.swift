import Foundation
import GuidanceModel
import StrictJSON

/// A file of casting records (one JSON object per line), read and checked up front so that a
/// bad line is reported with its number before anything is served.
struct CastRecordFile {
    /// The records, in file order, blank lines skipped.
    var records: [String]

    /// Reads `path` (`-` for stdin) as every input is read, its lines split as a feed's are (LF
    /// or CR LF, a byte-order mark, a line limit); a line that is not a JSON object fails with
    /// FILE:LINE.
    static func read(_ path: String, context: CommandContext) throws(CommandFailure) -> CastRecordFile {
        var input = try InputFile(path: path, context: context)
        let name = input.displayName
        let bytes: [UInt8]
        do {
            bytes = try input.readAll()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.noInput, "\(name): \(error)")
        }
        var splitter = LineSplitter()
        var records: [String] = []
        for item in splitter.feed(bytes) + splitter.finish() {
            guard case .line(let line, let number) = item else {
                if case .tooLong(let number, let length) = item {
                    throw CommandFailure(
                        .dataError, "\(name):\(number): a line of \(length) bytes, over \(splitter.limit)")
                }
                continue
            }
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            let record: JSONNode
            do {
                record = try JSONParser.parse(text)
            } catch {
                throw CommandFailure(.dataError, "\(name):\(number): column \(error.column): \(error.reason)")
            }
            guard record.members != nil else {
                throw CommandFailure(.dataError, "\(name):\(number): not a JSON object (\(record.kindName))")
            }
            records.append(text)
        }
        guard !records.isEmpty else { throw CommandFailure(.dataError, "\(name): no records") }
        return CastRecordFile(records: records)
    }
}
