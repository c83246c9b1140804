import Testing

@Test func placeholderArguments() {
    #expect(Bool(true))
}
