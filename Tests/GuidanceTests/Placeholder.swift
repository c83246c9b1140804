import Testing

@Test func placeholderGuidance() {
    #expect(Bool(true))
}
