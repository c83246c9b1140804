import GuidanceModel
import Testing

@testable import Guidance

private final class Recorder: NavigatorListener {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }
    func navigatorDidChangeRoute(context: NavigatorContext) throws {
        log.entries.append("\(name):route")
    }
    func navigatorDidChangeVoiceGuidance(_ setting: VoiceGuidance, context: NavigatorContext) throws {
        log.entries.append("\(name):voice=\(setting.wireName):\(context.voiceGuidance.wireName)")
    }
}

private final class Log {
    var entries: [String] = []
}

private struct Boom: Error {}

private final class Thrower: NavigatorListener {
    func navigatorDidChangeRoute(context: NavigatorContext) throws { throw Boom() }
}

@Suite struct NavigatorTests {
    @Test func listenersHearEventsInTheOrderTheyWereAdded() {
        let log = Log()
        let navigator = Navigator()
        let first = Recorder("a", log: log)
        let second = Recorder("b", log: log)
        navigator.addListener(first)
        navigator.addListener(second)
        navigator.addListener(first)
        navigator.dispatch(NavigatorEvent(.routeChanged))
        #expect(log.entries == ["a:route", "b:route"])
    }

    @Test func removedListenersHearNothingAndTheRestKeepTheirOrder() {
        let log = Log()
        let navigator = Navigator()
        let listeners = ["a", "b", "c"].map { Recorder($0, log: log) }
        listeners.forEach(navigator.addListener)
        navigator.removeListener(listeners[1])
        navigator.dispatch(NavigatorEvent(.routeChanged))
        #expect(log.entries == ["a:route", "c:route"])
        #expect(navigator.registeredListeners.count == 2)
    }

    @Test func aThrowingListenerDoesNotStopTheOthers() {
        let log = Log()
        let navigator = Navigator()
        navigator.addListener(Thrower())
        navigator.addListener(Recorder("after", log: log))
        let failures = navigator.dispatch(NavigatorEvent(.routeChanged))
        #expect(failures.count == 1)
        #expect(failures.first?.listener == "Thrower")
        #expect(log.entries == ["after:route"])
    }

    @Test func callbacksAreOptional() {
        let navigator = Navigator()
        navigator.addListener(Recorder("a", log: Log()))
        let failures = navigator.dispatch(NavigatorEvent(.delayCategory(.heavy)))
        #expect(failures.isEmpty)
    }

    @Test func voiceGuidanceEventsChangeTheSettingBeforeListenersHearThem() {
        let log = Log()
        let navigator = Navigator()
        navigator.addListener(Recorder("a", log: log))
        #expect(navigator.voiceGuidance == .alertsAndGuidance)
        navigator.dispatch(NavigatorEvent(.voiceGuidance(.silent)))
        #expect(navigator.voiceGuidance == .silent)
        #expect(log.entries == ["a:voice=silent:silent"])
        navigator.setVoiceGuidance(.alertsOnly)
        #expect(navigator.voiceGuidance == .alertsOnly)
    }
}
