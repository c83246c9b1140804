import Testing

@Test func placeholderGuidanceCLI() {
    #expect(Bool(true))
}
