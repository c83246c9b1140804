import Foundation
import GuidanceModel

/// Writes events as wire-format lines (one JSON object per line), the format every command reads.
struct EventLineWriter {
    let output: TextOutput
    private let encoder: JSONEncoder

    /// Sorted keys make the output byte-for-byte reproducible (golden files, diffs).
    init(output: TextOutput) {
        self.output = output
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func write(_ event: NavigatorEvent) {
        guard let data = try? encoder.encode(event) else { return }
        output.line(String(decoding: data, as: UTF8.self))
    }
}
