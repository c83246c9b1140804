import Foundation
import Geometry
import GuidanceModel
import Simulator

/// The whole route as one polyline on the route's distance scale, searched only within a window
/// of distances: a fix costs a binary search and the few segments near the vehicle, never a walk
/// over the route, and allocates nothing.
struct RouteTrack: Sendable {
    /// Score meters added per degree of heading difference (20 m per 90°): a road going the other
    /// way must be 40 m nearer than the route to win.
    static let headingCostPerDegree = 20.0 / 90
    /// Score meters added per meter a candidate lies beyond the expected distance's slack.
    static let distanceCostPerMeter = 0.25
    /// Meters around the expected distance where a candidate costs nothing extra.
    static let expectedSlack = 20.0

    private(set) var segments: ContiguousArray<TrackSegment> = []

    /// Lays the plan's step geometries end to end, each stretched to its step's length; zero-length
    /// pieces are left out.
    init(plan: DrivePlan) {
        for index in plan.steps.indices {
            let line = plan.lines[index]
            guard plan.lengths[index] > 0, line.length > 0 else { continue }
            let stretch = plan.lengths[index] / line.length
            let base = plan.starts[index]
            let cumulative = line.cumulativeMeters
            for vertex in 0..<(line.coordinates.count - 1) where cumulative[vertex + 1] > cumulative[vertex] {
                let start = line.coordinates[vertex]
                let end = line.coordinates[vertex + 1]
                segments.append(
                    TrackSegment(
                        start: start, end: end, startDistance: base + cumulative[vertex] * stretch,
                        endDistance: base + cumulative[vertex + 1] * stretch,
                        bearing: Geodesy.bearing(start, end), stretch: stretch))
            }
        }
    }

    /// The route distance of the track's last point.
    var endDistance: Double { segments.last?.endDistance ?? 0 }

    /// The index of the first segment that ends at or after `distance` (the count when none does).
    func firstSegment(endingAtOrAfter distance: Double) -> Int {
        segments.indices.partitionPoint { segments[$0].endDistance >= distance }
    }

    /// The point at route distance `distance` (clamped to the track), with the road's bearing and
    /// stretch there; nil for a route without geometry.
    func point(at distance: Double) -> (coordinate: Coordinate, bearing: Double, stretch: Double)? {
        guard !segments.isEmpty else { return nil }
        let segment = segments[min(firstSegment(endingAtOrAfter: distance), segments.count - 1)]
        let span = segment.endDistance - segment.startDistance
        let fraction = span > 0 ? min(max((distance - segment.startDistance) / span, 0), 1) : 0
        return (
            Geodesy.interpolate(segment.start, segment.end, fraction: fraction), segment.bearing,
            segment.stretch
        )
    }

    /// The best candidate for a fix within the query's window: the lowest score of distance from
    /// the road, heading disagreement (when the query has a heading) and distance from where the
    /// vehicle is expected. Nil when no segment lies in the window.
    func snap(_ query: SnapQuery) -> TrackSnap? {
        let metersPerLatitude = Geodesy.metersPerDegree
        let metersPerLongitude = metersPerLatitude * cos(query.point.latitude * .pi / 180)
        var best: TrackSnap?
        var index = firstSegment(endingAtOrAfter: query.window.lowerBound)
        while index < segments.count, segments[index].startDistance <= query.window.upperBound {
            let segment = segments[index]
            index += 1
            let (along, offset) = segment.project(
                query.point, metersPerLongitude: metersPerLongitude, metersPerLatitude: metersPerLatitude)
            var cost = offset
            var difference: Double?
            if let heading = query.heading {
                let turn = abs(heading - segment.bearing).truncatingRemainder(dividingBy: 360)
                let angle = turn > 180 ? 360 - turn : turn
                difference = angle
                cost += angle * Self.headingCostPerDegree
            }
            let beyond = abs(along - query.expected) - Self.expectedSlack
            if beyond > 0 { cost += beyond * Self.distanceCostPerMeter }
            if cost < best?.cost ?? .infinity {
                best = TrackSnap(
                    along: along, offset: offset, headingDifference: difference, stretch: segment.stretch,
                    cost: cost)
            }
        }
        return best
    }
}
