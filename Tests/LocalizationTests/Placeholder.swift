import Testing

@Test func placeholderLocalization() {
    #expect(Bool(true))
}
