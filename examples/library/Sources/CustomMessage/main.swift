// A listener of the app's own that speaks in the locale's voice: its message lives in a template
// file of the app (Messages/LOCALE.mf2), is added in front of the locale's templates, and is
// worded by the locale's own functions (`:distance` rounds and spells as every prompt does).
// It says once that half the drive is done, beside the prompts Guidance itself makes.
//
// usage: CustomMessage DATA_DIR LOCALE FEED.ndjson
import Foundation
import Guidance
import GuidanceModel
import Localization
import MessageFormat

/// Says "halfway" once, when the remaining distance first falls to half of the first one heard.
final class HalfwayListener: NavigatorListener {
    private let message: CompiledMessage
    private var total: Double?
    private var said = false

    init(bundle: LocaleBundle) throws {
        guard let entry = bundle.message("app.halfway") else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no app.halfway"])
        }
        message = try bundle.compile(entry.source)
    }

    func navigatorDidUpdateRemainingDistance(_ meters: Double, context: NavigatorContext) throws {
        guard let total else {
            self.total = meters
            return
        }
        guard !said, meters <= total / 2 else { return }
        said = true
        print("app\thalfway at \(Int(meters)) m\t\(message.format(["meters": .double(meters)]))")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: CustomMessage DATA_DIR LOCALE FEED.ndjson\n".utf8))
    exit(64)
}
let (dataDirectory, locale, feedPath) = (arguments[0], arguments[1], arguments[2])

do {
    let shipped = try LocaleCatalog(directory: dataDirectory).bundle(for: locale)
    guard let url = Bundle.module.url(forResource: "Messages/\(shipped.tag)", withExtension: "mf2") else {
        FileHandle.standardError.write(
            Data("CustomMessage: the app has no messages for \(shipped.tag)\n".utf8))
        exit(66)
    }
    // The app's file first, so its keys are found before the locale's (and could override one).
    let appMessages = try MessageResource.parse(String(contentsOf: url, encoding: .utf8), file: url.path)
    let bundle = try LocaleBundle(
        facts: shipped.facts, requestedTag: locale, resources: [appMessages] + shipped.resources)

    let navigator = Navigator()
    navigator.addListener(
        VoiceListener(renderer: try TemplateRenderer(bundle: bundle)) { record in
            print("guidance\t\(record.prompt.stage.rawValue)\t\(record.rendering.text.display)")
        })
    navigator.addListener(try HalfwayListener(bundle: bundle))

    var parser = EventFeedParser()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: feedPath))
    for item in parser.feed(bytes) + parser.finish() {
        if case .event(let event, let line) = item { _ = navigator.dispatch(event, line: line) }
    }
    _ = navigator.finish()
} catch {
    FileHandle.standardError.write(Data("CustomMessage: \(error)\n".utf8))
    exit(65)
}
