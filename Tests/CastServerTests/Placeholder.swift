import Testing

@Test func placeholderCastServer() {
    #expect(Bool(true))
}
