import Foundation
import TestSupport
import Testing

@testable import CastServer

/// The committed seeds of the `http-request` fuzz target (Fuzz/corpus/http-request, see
/// docs/reliability.md) replayed with the target's invariants on every `make test`, so that an
/// input that once broke the parser, once added there, stays a regression test.
@Suite("Request parser fuzz seeds")
struct RequestCorpusReplayTests {
    static let directory = Repository.url("Fuzz/corpus/http-request")

    static func seeds() -> [[UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { FileManager.default.contents(atPath: directory.path + "/" + $0) }
            .map { Array($0) }
    }

    @Test func everySeedKeepsTheParserInvariants() {
        let seeds = Self.seeds()
        #expect(seeds.count >= 20, "run python3 Fuzz/make-corpus.py")
        let hosts = HostAllowList(boundHost: "0.0.0.0", extraNames: ["car.local"])
        var complete = 0
        var verdicts: Set<String> = []
        for seed in seeds {
            for limit in [64, 8192] {
                var input = seed
                while case .complete(let request, let consumed) = RequestParser.parse(input, limit: limit) {
                    complete += 1
                    #expect(consumed > 0 && consumed <= min(input.count, limit))
                    #expect(request.path.hasPrefix("/") && !request.path.contains("\0"))
                    #expect(RequestParser.parse(Array(input[..<(consumed - 1)]), limit: limit) == .incomplete)
                    verdicts.insert("\(hosts.verdict(for: request) { "192.0.2.7" })")
                    input.removeFirst(consumed)
                }
                // Any prefix is incomplete or a failure, never a crash.
                for cut in stride(from: 0, to: seed.count, by: 7) {
                    _ = RequestParser.parse(Array(seed[..<cut]), limit: limit)
                }
            }
        }
        #expect(complete >= 30)
        // HTTP/1.1 without Host is refused by the parser already, so `missing` is never reached here.
        #expect(verdicts == ["allowed", "malformed", "notServed"])
    }
}
