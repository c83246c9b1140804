import Testing

@Test func placeholderPlaces() {
    #expect(Bool(true))
}
