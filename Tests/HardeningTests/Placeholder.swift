import Testing

@Test func placeholderHardening() {
    #expect(Bool(true))
}
