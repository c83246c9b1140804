/// Every command of the tool, in the order `guidance --help` lists them: the main job first,
/// then inputs, speech, locales and their QA, the seeds' URL and place tools. The benchmarks are
/// not among them: they are the `guidance-bench` tool (Benchmarks/), which is not installed.
/// Add a new command here (one line) and nowhere else.
enum CommandList {
    static let all: [any CLICommand] = [
        RunCommand(),
        DirectionsCommand(),
        EventsValidateCommand(),
        SimulateCommand(),
        NavigateCommand(),
        SayCommand(),
        VoicesCommand(),
        LocaleListCommand(),
        LocaleShowCommand(),
        LocalePluralCommand(),
        LocaleRoadCommand(),
        LocaleDistanceCommand(),
        MessageFormatCommand(),
        MessageCheckCommand(),
        QALintCommand(),
        QAMatrixCommand(),
        QAAudioCommand(),
        QATimingCommand(),
        QAReportCommand(),
        QAPseudoCommand(),
        QAExportCommand(),
        QAImportCommand(),
        URLParseCommand(),
        URLBuildCommand(),
        URLFromDesktopCommand(),
        PlaceStatusCommand(),
        CastDemoCommand(),
        SpeechWorkerCommand(),
        VersionCommand(),
    ]
}
