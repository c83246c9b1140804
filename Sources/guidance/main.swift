import GuidanceCLI

// The standard streams are checked before anything else runs: a closed one must not be taken by
// the first file or event descriptor the runtime opens.
let context = CommandContext.process()
await GuidanceCLI.main(context)
