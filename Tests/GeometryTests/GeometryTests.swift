import GuidanceModel
import Testing

@testable import Geometry

@Suite struct GeometryTests {
    /// One degree along a meridian on the 6371008.8 m sphere: R·π/180.
    static let meridianDegree = 111_195.08

    @Test func haversineOfOneDegreeOfLatitude() {
        let distance = Geodesy.distance(
            Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0))
        #expect(abs(distance - Self.meridianDegree) < 0.1)
    }

    @Test func haversineBetweenTwoCities() {
        // São Paulo (Praça da Sé) to Rio de Janeiro (Candelária): between 350 and 370 km as the crow flies.
        let distance = Geodesy.distance(
            Coordinate(latitude: -23.5503, longitude: -46.6339),
            Coordinate(latitude: -22.9009, longitude: -43.1776))
        #expect((350_000...370_000).contains(distance))
    }

    @Test func bearingsOfTheCardinalDirections() {
        let origin = Coordinate(latitude: 0, longitude: 0)
        #expect(abs(Geodesy.bearing(origin, Coordinate(latitude: 1, longitude: 0)) - 0) < 1e-9)
        #expect(abs(Geodesy.bearing(origin, Coordinate(latitude: 0, longitude: 1)) - 90) < 1e-9)
        #expect(abs(Geodesy.bearing(origin, Coordinate(latitude: -1, longitude: 0)) - 180) < 1e-9)
        #expect(abs(Geodesy.bearing(origin, Coordinate(latitude: 0, longitude: -1)) - 270) < 1e-9)
    }

    @Test func destinationInvertsDistanceAndBearing() {
        let origin = Coordinate(latitude: 38.7253, longitude: -9.15)
        let target = Geodesy.destination(from: origin, bearing: 37, meters: 1_500)
        #expect(abs(Geodesy.distance(origin, target) - 1_500) < 0.01)
        #expect(abs(Geodesy.bearing(origin, target) - 37) < 0.01)
    }

    /// Any longitude folds into -180...180 at once: the ones inside stay as they are, the ones
    /// one or more turns out come back to the same meridian, and huge or infinite ones end.
    @Test(arguments: [
        (0.0, 0.0), (180, 180), (-180, -180), (190, -170), (-190, 170), (540, 180), (900, 180),
        (-1_000, 80), (36_000_045, 45),
    ])
    func longitudesFoldIntoOneTurn(value: Double, expected: Double) {
        #expect(abs(Geodesy.normalizedLongitude(value) - expected) < 1e-6)
    }

    @Test func aLongitudeBeyondAnyTurnEnds() {
        for value in [1e300, -1e300, Double.greatestFiniteMagnitude] {
            #expect((-180...180).contains(Geodesy.normalizedLongitude(value)), "\(value)")
        }
        #expect(Geodesy.normalizedLongitude(.infinity).isNaN)
        let far = Geodesy.destination(
            from: Coordinate(latitude: 10, longitude: 1e300), bearing: 90, meters: 100)
        #expect((-180...180).contains(far.longitude))
    }

    static let lShape = RouteLine([
        Coordinate(latitude: 0, longitude: 0),
        Coordinate(latitude: 0.01, longitude: 0),
        Coordinate(latitude: 0.01, longitude: 0.01),
    ])

    @Test func lengthIsTheSumOfTheSegments() {
        let leg = Self.meridianDegree / 100
        #expect(abs(Self.lShape.length - 2 * leg) < 0.5)
        #expect(Self.lShape.cumulativeMeters.count == 3)
    }

    @Test func pointAtDistanceOnEachSegment() throws {
        let leg = Self.meridianDegree / 100
        let first = try #require(Self.lShape.position(atDistance: leg / 2))
        #expect(abs(first.coordinate.latitude - 0.005) < 1e-6)
        #expect(abs(first.coordinate.longitude) < 1e-9)
        #expect(abs(first.bearing) < 1e-6)
        let second = try #require(Self.lShape.position(atDistance: leg * 1.5))
        #expect(abs(second.coordinate.latitude - 0.01) < 1e-6)
        #expect(abs(second.coordinate.longitude - 0.005) < 1e-5)
        #expect(abs(second.bearing - 90) < 0.01)
    }

    @Test func pointAtDistanceIsClampedToTheLine() throws {
        let before = try #require(Self.lShape.position(atDistance: -50))
        let after = try #require(Self.lShape.position(atDistance: 1e9))
        #expect(before.coordinate == Coordinate(latitude: 0, longitude: 0))
        #expect(after.coordinate == Coordinate(latitude: 0.01, longitude: 0.01))
        #expect(RouteLine([]).position(atDistance: 0) == nil)
    }

    @Test func zeroLengthSegmentsBorrowTheNeighbouringBearing() {
        let line = RouteLine([
            Coordinate(latitude: 0, longitude: 0),
            Coordinate(latitude: 0, longitude: 0),
            Coordinate(latitude: 0, longitude: 0.01),
        ])
        #expect(abs(line.bearing(ofSegment: 0) - 90) < 1e-6)
    }

    @Test func remainderStartsAtThePoint() {
        let rest = Self.lShape.remainder(from: Self.meridianDegree / 200)
        #expect(rest.count == 3)
        #expect(abs(rest[0].latitude - 0.005) < 1e-6)
        #expect(rest.last == Coordinate(latitude: 0.01, longitude: 0.01))
    }
}
