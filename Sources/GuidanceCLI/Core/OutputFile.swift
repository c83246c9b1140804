import SystemIO

/// A command's whole output file (`say -o`, `qa … --output`), written by ``WholeFile``, its
/// failure worded with the option that named it (`-o out.wav: …`).
enum OutputFile {
    /// Writes `bytes` to `path`; `option` names the output in errors.
    static func write(_ bytes: [UInt8], to path: String, option: String) throws(CommandFailure) {
        do {
            try WholeFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(.cannotCreate, "\(option) \(error)")
        }
    }

    /// Writes `text` to `path`, a file the command names itself (`path: cannot write (…)`).
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try WholeFile.write(text, to: path)
        } catch {
            throw CommandFailure(.cannotCreate, "\(path): cannot write (\(ErrorText.of(error.errorNumber)))")
        }
    }
}
