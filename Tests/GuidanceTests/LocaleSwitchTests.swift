import Foundation
import GuidanceModel
import GuidanceSpeech
import Speech
import Testing

@testable import Guidance

/// A synthesizer that keeps every request and tags its audio with the request's index (in the
/// sample count), so a played prompt can be traced back to the words synthesized.
final class RecordingSynthesizer: BlockingSynthesizer, @unchecked Sendable {
    private let lock = NSLock()
    private var log: [SpeechRequest] = []

    var requests: [SpeechRequest] {
        lock.lock()
        defer { lock.unlock() }
        return log
    }

    func synthesizeNow(_ request: SpeechRequest) throws(SpeechError) -> SynthesizedAudio {
        lock.lock()
        let index = log.count
        log.append(request)
        lock.unlock()
        return SynthesizedAudio(
            samples: Array(repeating: 1, count: 100 + index), sampleRate: 22050, events: [],
            voice: request.voice, warnings: [])
    }
}

/// A player that keeps what it was asked to play and how often it was stopped.
final class RecordingPlayer: PromptPlayer, @unchecked Sendable {
    private let lock = NSLock()
    private var log: [PlaybackRequest] = []
    private var stopCount = 0

    var played: [PlaybackRequest] {
        lock.lock()
        defer { lock.unlock() }
        return log
    }

    var stops: Int {
        lock.lock()
        defer { lock.unlock() }
        return stopCount
    }

    func play(_ request: PlaybackRequest) {
        lock.lock()
        log.append(request)
        lock.unlock()
    }

    func stopAll() {
        lock.lock()
        stopCount += 1
        lock.unlock()
    }

    var events: AsyncStream<PlaybackEvent> { AsyncStream { $0.finish() } }
}

/// A `locale` settings event mid-drive (docs/events.md): later prompts are in the new language,
/// and what was prefetched in the old one is dropped, never spoken.
@Suite struct LocaleSwitchTests {
    /// The shipped locales, negotiated as `guidance run` negotiates them.
    static let switching: LocaleRendererSource = { tag in try Shipped.renderer(tag) }

    struct Drive {
        var records: [PromptRecord]
        var synthesizer: RecordingSynthesizer
        var player: RecordingPlayer
        var cache: SpeechCache
        var navigator: Navigator
        var switchEvent: Int
    }

    /// Two long steps in pt-BR; the driver switches to `tag` after the first step's early prompt
    /// (whose prepare and final cue are prefetched by then).
    static func drive(switchingTo tag: String) throws -> Drive {
        let feed = FeedBuilder(
            steps: FeedBuilder.steps([
                (.turnLeft, 1500, "Rua Augusta"), (.turnRight, 1500, "Rua Haddock Lobo"),
            ]))
        var events = feed.drive(step: 0) + feed.drive(step: 1)
        let switchEvent = 95
        events.insert(NavigatorEvent(.locale(tag)), at: switchEvent)
        let synthesizer = RecordingSynthesizer()
        let player = RecordingPlayer()
        let cache = SpeechCache()
        let speaker = SynthesizingSpeaker(
            synthesizer: synthesizer, voice: .init(name: "pt-br"), cache: cache, player: player
        ) { _ in }
        let navigator = Navigator()
        var records: [PromptRecord] = []
        let listener = VoiceListener(
            renderer: try Shipped.renderer("pt-BR"), speaker: speaker,
            renderers: Self.switching
        ) { records.append($0) }
        navigator.addListener(listener)
        var recordsBefore = 0
        for (index, event) in events.enumerated() {
            if index == switchEvent { recordsBefore = records.count }
            let failures = navigator.dispatch(event)
            #expect(failures.isEmpty, "\(failures.map { "\($0.error)" })")
        }
        return Drive(
            records: records, synthesizer: synthesizer, player: player, cache: cache, navigator: navigator,
            switchEvent: recordsBefore)
    }

    @Test(arguments: ["fr-FR", "de-DE", "en-GB", "es-ES"])
    func laterPromptsAreInTheNewLanguage(tag: String) throws {
        let drive = try Self.drive(switchingTo: tag)
        #expect(drive.navigator.locale == tag)
        let before = drive.records[..<drive.switchEvent]
        let after = drive.records[drive.switchEvent...]
        #expect(before.map(\.prompt.stage) == [.continue, .early])
        #expect(after.map(\.prompt.stage) == [.prepare, .now, .continue, .early, .prepare, .now])
        #expect(before.allSatisfy { $0.localeTag == "pt-BR" })
        let portuguese = try Shipped.renderer("pt-BR")
        let chosen = try Shipped.renderer(tag)
        for record in after {
            #expect(record.localeTag == tag)
            #expect(record.rendering.text == chosen.render(record.prompt).text)
            #expect(record.rendering.text.spoken != portuguese.render(record.prompt).text.spoken)
            #expect(record.rendering.ssmlDocument.contains("xml:lang=\"\(tag)\""))
        }
    }

    @Test func promptsPrefetchedInTheOldLanguageAreNeverSpoken() throws {
        let drive = try Self.drive(switchingTo: "fr-FR")
        let requests = drive.synthesizer.requests
        let played = drive.player.played.map { requests[$0.audio.samples.count - 100] }
        let spokenBefore = drive.records[..<drive.switchEvent].filter(\.gate.isSpoken).count
        // What was played before the switch is Portuguese, everything after it French, in the
        // French voice.
        #expect(played.count == drive.records.filter(\.gate.isSpoken).count)
        #expect(played.prefix(spokenBefore).allSatisfy { $0.voice == "pt-br" && $0.text.contains("pt-BR") })
        let afterSwitch = played.dropFirst(spokenBefore)
        #expect(afterSwitch.allSatisfy { $0.voice == "fr-fr" && $0.text.contains("fr-FR") })
        // The first step's prepare prompt and final cue were prefetched in Portuguese…
        let portuguese = try Shipped.renderer("pt-BR")
        let prefetched = requests.filter { request in
            request.voice == "pt-br" && !played.contains(request)
        }
        let prepare = drive.records[drive.switchEvent].prompt
        #expect(prepare.stage == .prepare)
        // (the very prompt later said in French, in its Portuguese words)…
        #expect(prefetched.map(\.text).contains(portuguese.render(prepare).ssmlDocument))
        #expect(prefetched.count >= 2)
        // …and are gone: no Portuguese audio is left to be found after the switch.
        #expect(prefetched.allSatisfy { !drive.cache.contains($0) })
        #expect(drive.player.stops >= 1)
    }

    @Test func anUnknownLanguageIsReportedAndTheOldOneStays() throws {
        let navigator = Navigator()
        var records: [PromptRecord] = []
        navigator.addListener(
            VoiceListener(
                renderer: try Shipped.renderer("pt-BR"), renderers: Self.switching
            ) { records.append($0) })
        let failures = navigator.setLocale("xx-YY")
        #expect(failures.count == 1)
        #expect(failures.first?.event == .locale)
        let feed = FeedBuilder(steps: FeedBuilder.steps([(.turnLeft, 300, "Rua Augusta")]))
        for event in feed.drive(step: 0) { navigator.dispatch(event) }
        #expect(!records.isEmpty)
        #expect(records.allSatisfy { $0.localeTag == "pt-BR" })
    }

    @Test func aListenerWithoutOtherLanguagesRefusesTheChange() throws {
        let navigator = Navigator()
        navigator.addListener(VoiceListener(renderer: try Shipped.renderer("pt-BR")) { _ in })
        let failures = navigator.setLocale("fr-FR")
        #expect(failures.count == 1)
        let reason = "\(failures.first?.error as Any)"
        #expect(reason.contains("locale fr-FR"), "\(reason)")
    }

    @Test func screensSwitchLanguageToo() throws {
        let navigator = Navigator()
        var records: [CastingRecord] = []
        navigator.addListener(
            CastingListener(
                renderer: try Shipped.renderer("pt-BR"), renderers: Self.switching
            ) { records.append($0) })
        let feed = FeedBuilder(steps: FeedBuilder.steps([(.turnLeft, 300, "Rua Augusta")]))
        navigator.dispatch(feed.update(step: 0, distance: 300))
        navigator.setLocale("fr")
        navigator.dispatch(feed.update(step: 0, distance: 250))
        #expect(records.first?.json.contains(#""locale":"pt-BR""#) == true)
        #expect(records.last?.json.contains(#""locale":"fr-FR""#) == true)
        let french = try Shipped.renderer("fr-FR").instruction(for: feed.steps[0]).display
        #expect(records.last?.json.contains(french) == true)
    }
}
