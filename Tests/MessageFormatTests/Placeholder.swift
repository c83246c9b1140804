import Testing

@Test func placeholderMessageFormat() {
    #expect(Bool(true))
}
