import Testing

@Test func placeholderMapsURL() {
    #expect(Bool(true))
}
