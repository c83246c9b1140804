import GuidanceModel
import TestSupport
import Testing

@testable import Geometry

@Suite struct PolylineTests {
    /// Google's documented example of the encoded polyline algorithm.
    static let googleExample = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"
    /// The same three points at precision 6 (the form OSRM's `polyline6` and Valhalla use).
    static let googleExampleSix = "_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI"
    static let points = [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)]

    private func expectPoints(_ decoded: [Coordinate], tolerance: Double) {
        #expect(decoded.count == Self.points.count)
        for (coordinate, expected) in zip(decoded, Self.points) {
            #expect(abs(coordinate.latitude - expected.0) < tolerance)
            #expect(abs(coordinate.longitude - expected.1) < tolerance)
        }
    }

    @Test func decodesGooglesDocumentedExample() throws {
        expectPoints(try Polyline.decode(Self.googleExample, precision: .five), tolerance: 1e-9)
    }

    @Test func decodesThePrecisionSixForm() throws {
        expectPoints(try Polyline.decode(Self.googleExampleSix, precision: .six), tolerance: 1e-9)
    }

    @Test func encodesTheDocumentedExamplesExactly() {
        let coordinates = Self.points.map { Coordinate(latitude: $0.0, longitude: $0.1) }
        #expect(Polyline.encode(coordinates, precision: .five) == Self.googleExample)
        #expect(Polyline.encode(coordinates, precision: .six) == Self.googleExampleSix)
    }

    @Test func readingPrecisionSixAsFiveGivesTenfoldCoordinates() throws {
        let wrong = try Polyline.decode(Self.googleExampleSix, precision: .five)
        #expect(abs(wrong[0].latitude - 385) < 1e-6)
    }

    @Test func emptyStringIsAnEmptyLine() throws {
        #expect(try Polyline.decode("").isEmpty)
    }

    @Test func roundTripsNegativeAndSouthernCoordinates() throws {
        let line = [
            Coordinate(latitude: -23.561414, longitude: -46.655881),
            Coordinate(latitude: -23.5556, longitude: -46.6622),
            Coordinate(latitude: 0, longitude: 0),
        ]
        let decoded = try Polyline.decode(Polyline.encode(line, precision: .six), precision: .six)
        for (a, b) in zip(decoded, line) {
            #expect(abs(a.latitude - b.latitude) < 1e-6 && abs(a.longitude - b.longitude) < 1e-6)
        }
    }

    @Test func rejectsCharactersOutsideTheAlphabet() {
        #expect(throws: Polyline.DecodingFailure.invalidCharacter(offset: 2)) {
            try Polyline.decode("_p victim")
        }
    }

    @Test func rejectsATruncatedPair() {
        #expect(throws: Polyline.DecodingFailure.truncated) { try Polyline.decode("_p~iF") }
        #expect(throws: Polyline.DecodingFailure.truncated) { try Polyline.decode("_p~iF~ps|") }
    }
}
