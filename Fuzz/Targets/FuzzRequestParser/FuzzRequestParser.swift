import FuzzSupport

@testable import CastServer

/// The casting server's request parser on arbitrary bytes, as a connection would deliver them:
/// heads one after another (pipelining), under a small and the default head limit. Besides "no
/// crash, no hang": a complete head is measured inside the input and the limit, parses the same
/// on its own, is incomplete without its last byte, has a path starting with `/` and no NUL, a
/// known version and a token method; its Host verdict, keep-alive and Last-Event-ID are computed;
/// host names are canonical once canonicalized.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let hosts = HostAllowList(boundHost: "0.0.0.0", extraNames: ["car.local", "[fe80::1]"])
    for limit in [64, 8192] {
        var input = bytes
        for _ in 0..<16 {
            let result = RequestParser.parse(input, limit: limit)
            guard case .complete(let request, let consumed) = result else { break }
            check(request, consumed: consumed, in: input, limit: limit, result: result)
            _ = hosts.verdict(for: request) { "192.0.2.7" }
            _ = request.keepsAlive
            _ = request.hasBody
            _ = EventLoop.lastEventID(of: request)
            input.removeFirst(consumed)
        }
    }
    let text = String(decoding: bytes.prefix(512), as: UTF8.self)
    for name in [HostAllowList.name(ofHost: text), HostAllowList.entryName(text)].compactMap({ $0 }) {
        if HostAllowList.canonicalName(name) != name { Fuzz.fail("\(name) is not canonical") }
    }
    return 0
}

private func check(
    _ request: HTTPRequest, consumed: Int, in input: [UInt8], limit: Int, result: RequestParseResult
) {
    guard consumed > 0, consumed <= input.count, consumed <= limit else {
        Fuzz.fail("consumed \(consumed) of \(input.count) bytes, limit \(limit)")
    }
    guard request.path.hasPrefix("/"), !request.path.contains("\0") else { Fuzz.fail("path \(request.path)") }
    guard request.version == "HTTP/1.1" || request.version == "HTTP/1.0" else { Fuzz.fail(request.version) }
    guard !request.method.isEmpty, request.method.allSatisfy({ $0.isASCII }) else {
        Fuzz.fail(request.method)
    }
    if RequestParser.parse(Array(input[..<consumed]), limit: limit) != result {
        Fuzz.fail("the head alone parses differently")
    }
    if RequestParser.parse(Array(input[..<(consumed - 1)]), limit: limit) != .incomplete {
        Fuzz.fail("the head without its last byte is not incomplete")
    }
}

/// The executable's entry point: hands the arguments to libFuzzer.
@_cdecl("FuzzRequestParser_main")
public func fuzzRequestParserMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    Fuzz.run(argc, argv, fuzzRequestParser)
}
