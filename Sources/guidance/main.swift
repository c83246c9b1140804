import GuidanceCLI

// The speech worker that `run` and `say` start goes straight to its loop; `say` starts its
// worker before anything else, so that the two processes' start-ups overlap.
GuidanceCLI.serveSpeechWorkerIfAsked()
GuidanceCLI.startSpeechWorkerEarly()
// The standard streams are checked before anything else runs: a closed one must not be taken by
// the first file or event descriptor the runtime opens.
let context = CommandContext.process()
await GuidanceCLI.main(context)
