import GuidanceCLI

/// Every benchmark, in the order `guidance-bench --help` lists them: rendering and the text
/// pipeline first, then MessageFormat, speech, casting, live output, route following and playback.
enum BenchCommandList {
    static let all: [any CLICommand] = [
        BenchRenderCommand(),
        BenchRunCommand(),
        BenchMessageCommand(),
        BenchSpeechCommand(),
        BenchVoiceCommand(),
        BenchCastCommand(),
        BenchLiveCommand(),
        BenchPlaybackCommand(),
        BenchFollowCommand(),
    ]
}
