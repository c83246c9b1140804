import Testing

@Test func placeholderLocalizationQA() {
    #expect(Bool(true))
}
