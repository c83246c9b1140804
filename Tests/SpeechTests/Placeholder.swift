import Testing

@Test func placeholderSpeech() {
    #expect(Bool(true))
}
