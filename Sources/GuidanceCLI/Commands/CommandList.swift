/// Every command of the tool, in the order `guidance --help` lists them.
/// Add a new command here (one line) and nowhere else.
enum CommandList {
    static let all: [any CLICommand] = [
        VersionCommand(),
        EventsValidateCommand(),
        RunCommand(),
        DirectionsCommand(),
        BenchRenderCommand(),
        BenchRunCommand(),
        CastDemoCommand(),
        CastBenchCommand(),
        SayCommand(),
        VoicesCommand(),
        BenchSpeechCommand(),
        URLParseCommand(),
        URLBuildCommand(),
        URLFromDesktopCommand(),
        PlaceStatusCommand(),
        SimulateCommand(),
        MessageFormatCommand(),
        MessageCheckCommand(),
        BenchMessageCommand(),
        LocaleListCommand(),
        LocaleShowCommand(),
        LocalePluralCommand(),
        LocaleRoadCommand(),
        LocaleDistanceCommand(),
    ]
}
