import GuidanceModel
import Location
import Testing

@Test func aFixWithoutSolutionHasNoPosition() {
    let fix = Fix(coordinate: Coordinate(latitude: -23.5, longitude: -46.6), mode: .noFix)
    #expect(!fix.hasPosition)
    #expect(
        Fix(coordinate: Coordinate(latitude: -23.5, longitude: -46.6), mode: .threeDimensional).hasPosition)
}
