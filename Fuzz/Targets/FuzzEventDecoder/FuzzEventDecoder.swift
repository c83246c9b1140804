import FuzzSupport
import GuidanceModel

/// The event decoder on arbitrary bytes: never crashes, and a feed gives the same items whatever
/// the chunking, and the same events and warnings as decoding each line on its own (the per-feed
/// memory of resent steps must not change a result).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    _ = EventDecoder().decode(bytes, lineNumber: 1)

    var whole = EventFeedParser(lineLimit: 4096)
    let atOnce = whole.feed(bytes) + whole.finish()

    var chunked = EventFeedParser(lineLimit: 4096)
    var inChunks: [EventFeedParser.Item] = []
    var index = 0
    var step = 1 + Int(bytes.first ?? 0) % 17
    while index < bytes.count {
        let end = min(bytes.count, index + step)
        inChunks += chunked.feed(bytes[index..<end])
        index = end
        step = step % 13 + 1
    }
    inChunks += chunked.finish()

    guard atOnce.count == inChunks.count else {
        Fuzz.fail("\(atOnce.count) items at once, \(inChunks.count) in chunks")
    }
    for (first, second) in zip(atOnce, inChunks) where summary(first) != summary(second) {
        Fuzz.fail("chunking changed \(summary(first)) into \(summary(second))")
    }

    var splitter = LineSplitter(limit: 4096)
    var lines: [Int: [UInt8]] = [:]
    for item in splitter.feed(bytes) + splitter.finish() {
        if case .line(let line, let number) = item { lines[number] = Array(line) }
    }
    var warned: [Int: [EventLineWarning]] = [:]
    for item in atOnce {
        if case .warning(let warning) = item { warned[warning.line, default: []].append(warning) }
    }
    for item in atOnce {
        guard case .event(let event, let number) = item, let line = lines[number] else { continue }
        var warnings: [EventLineWarning] = []
        guard case .success(let alone) = EventDecoder().decode(line, lineNumber: number, warnings: &warnings)
        else {
            Fuzz.fail("line \(number) decodes in the feed but not alone")
        }
        if alone != event { Fuzz.fail("line \(number) decodes differently in the feed") }
        if warnings != warned[number] ?? [] { Fuzz.fail("line \(number) warns differently in the feed") }
    }
    return 0
}

private func summary(_ item: EventFeedParser.Item) -> String {
    switch item {
    case .event(let event, let line): "event \(line) \(event.hashValue)"
    case .rejected(let error): "rejected \(error)"
    case .warning(let warning): "warning \(warning.formatted(source: "feed"))"
    }
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzEventDecoder_main")
public func fuzzEventDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> CInt
{
    Fuzz.run(argc, argv, fuzzEventDecoder)
}
