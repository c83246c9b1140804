import GuidanceCLI

await GuidanceCLI.main()
