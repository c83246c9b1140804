import Testing

@Test func placeholderGuidanceModel() {
    #expect(Bool(true))
}
