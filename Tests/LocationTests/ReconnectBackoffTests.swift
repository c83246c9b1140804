import Location
import Testing

@Suite struct ReconnectBackoffTests {
    @Test func delaysDoubleUpToTheCapAndStartOverAfterASuccess() {
        var backoff = ReconnectBackoff(initial: 0.25, maximum: 8)
        let delays = (0..<8).map { _ in backoff.nextDelay() }
        #expect(delays == [0.25, 0.5, 1, 2, 4, 8, 8, 8])
        backoff.reset()
        #expect(backoff.nextDelay() == 0.25)
    }

    @Test func nonsenseSettingsFallBackToSaneOnes() {
        var backoff = ReconnectBackoff(initial: -1, maximum: .nan)
        #expect(backoff.nextDelay() == 0.25)
        #expect(backoff.nextDelay() == 0.25)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let options = GPSDOptions()
        #expect(options.initialBackoff == 0.25)
        #expect(options.maximumBackoff == 8)
        #expect(options.silenceTimeout == 10)
        #expect(GPSDEndpoint.defaultPort == 2947)
        #expect(GPSDOptions.watchCommand == "?WATCH={\"enable\":true,\"json\":true};\n")
    }
}
