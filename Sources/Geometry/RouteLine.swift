import Foundation
import GuidanceModel

/// A road geometry measured once, so that "where is the vehicle after 1234 m" and "how far along
/// is this GPS fix" are cheap: the basis of the road-snapped location.
public struct RouteLine: Sendable, Hashable {
    /// The vertices, in driving order.
    public let coordinates: [Coordinate]
    /// The distance from the first vertex to each vertex, in meters; same count as `coordinates`.
    public let cumulativeMeters: [Double]

    /// A point on the line with the direction of travel there.
    public struct Position: Sendable, Hashable {
        /// Where on the line.
        public var coordinate: Coordinate
        /// The bearing of the segment the point lies on, degrees clockwise from north.
        public var bearing: Double
        /// The distance from the start of the line, in meters.
        public var distanceAlong: Double
    }

    /// Measures a geometry; repeated vertices are kept (they add no length).
    public init(_ coordinates: [Coordinate]) {
        self.coordinates = coordinates
        var cumulative: [Double] = []
        cumulative.reserveCapacity(coordinates.count)
        var total = 0.0
        for (index, coordinate) in coordinates.enumerated() {
            if index > 0 { total += Geodesy.distance(coordinates[index - 1], coordinate) }
            cumulative.append(total)
        }
        cumulativeMeters = cumulative
    }

    /// The length of the line in meters (0 for fewer than two vertices).
    public var length: Double { cumulativeMeters.last ?? 0 }

    /// The point `meters` from the start, clamped to the line; nil only for an empty line.
    public func position(atDistance meters: Double) -> Position? {
        guard let first = coordinates.first else { return nil }
        guard coordinates.count > 1 else {
            return Position(coordinate: first, bearing: 0, distanceAlong: 0)
        }
        let target = min(max(meters.isNaN ? 0 : meters, 0), length)
        let segment = segmentIndex(containing: target)
        let start = cumulativeMeters[segment]
        let span = cumulativeMeters[segment + 1] - start
        let fraction = span > 0 ? (target - start) / span : 0
        let point = Geodesy.interpolate(coordinates[segment], coordinates[segment + 1], fraction: fraction)
        return Position(coordinate: point, bearing: bearing(ofSegment: segment), distanceAlong: target)
    }

    /// The bearing of segment `index` (from vertex `index` to `index + 1`); a zero-length segment
    /// takes the bearing of the nearest segment that has a length, so a stopped vehicle keeps its
    /// heading.
    public func bearing(ofSegment index: Int) -> Double {
        guard coordinates.count > 1 else { return 0 }
        let clamped = min(max(index, 0), coordinates.count - 2)
        for offset in 0..<coordinates.count {
            for candidate in [clamped - offset, clamped + offset]
            where candidate >= 0 && candidate < coordinates.count - 1
                && cumulativeMeters[candidate + 1] > cumulativeMeters[candidate]
            {
                return Geodesy.bearing(coordinates[candidate], coordinates[candidate + 1])
            }
        }
        return 0
    }

    /// The part of the line from `meters` to its end, starting with the point at `meters`.
    public func remainder(from meters: Double) -> [Coordinate] {
        guard let position = position(atDistance: meters) else { return [] }
        let rest = cumulativeMeters.indices.filter { cumulativeMeters[$0] > position.distanceAlong }
        return [position.coordinate] + rest.map { coordinates[$0] }
    }

    private func segmentIndex(containing meters: Double) -> Int {
        Swift.max(0, (0..<(coordinates.count - 1)).partitionPoint { cumulativeMeters[$0] > meters } - 1)
    }
}
