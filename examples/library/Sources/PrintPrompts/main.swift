// The smallest useful embedding: read a feed of navigator events, let Guidance plan and word the
// prompts in one language, and print each one with what the voice-guidance setting lets through.
//
// usage: PrintPrompts DATA_DIR LOCALE FEED.ndjson
import Foundation
import Guidance
import GuidanceModel
import Localization

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: PrintPrompts DATA_DIR LOCALE FEED.ndjson\n".utf8))
    exit(64)
}
let (dataDirectory, locale, feedPath) = (arguments[0], arguments[1], arguments[2])

do {
    // The locale's templates and facts, compiled once.
    let catalog = try LocaleCatalog(directory: dataDirectory)
    let renderer = try TemplateRenderer(bundle: catalog.bundle(for: locale))

    // The navigator calls its listeners in order for every event; the voice listener plans,
    // renders and gates prompts and hands each one over as a record.
    let navigator = Navigator()
    navigator.addListener(
        VoiceListener(renderer: renderer) { record in
            let channel = record.gate.isSpoken ? "say" : "show"
            print("\(channel)\t\(record.prompt.stage.rawValue)\t\(record.rendering.text.display)")
        })

    // Events from our wire format; a bad line is reported and skipped, the rest go on.
    var parser = EventFeedParser()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: feedPath))
    for item in parser.feed(bytes) + parser.finish() {
        switch item {
        case .event(let event, let line):
            for failure in navigator.dispatch(event, line: line) {
                FileHandle.standardError.write(
                    Data("line \(line): \(failure.listener): \(failure.error)\n".utf8))
            }
        case .rejected(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        case .warning(let warning):
            // A name longer than the bound was cut; the line's event follows.
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
    }
    _ = navigator.finish()
} catch {
    FileHandle.standardError.write(Data("PrintPrompts: \(error)\n".utf8))
    exit(65)
}
