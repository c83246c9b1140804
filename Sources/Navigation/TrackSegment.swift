import Foundation
import GuidanceModel

/// One straight piece of the route, placed on the route's own distance scale (each step's
/// geometry stretched to the step's declared length, as the simulator drives it), so that a
/// snapped fix reads directly as the distances the navigator reports.
struct TrackSegment: Sendable {
    var start: Coordinate
    var end: Coordinate
    /// Route distance at `start` and at `end`.
    var startDistance: Double
    var endDistance: Double
    /// Direction of travel, degrees clockwise from north.
    var bearing: Double
    /// Route meters per meter of geometry: 1 unless the step's geometry and length disagree.
    var stretch: Double

    /// The nearest point of the segment to `point`, in a flat frame around it (`metersPerLongitude`
    /// and `metersPerLatitude` at the point's latitude): its route distance and its distance to
    /// the point, in meters. Exact enough at road scale, and no trigonometry per segment.
    func project(
        _ point: Coordinate, metersPerLongitude: Double, metersPerLatitude: Double
    ) -> (along: Double, offset: Double) {
        let ax = (start.longitude - point.longitude) * metersPerLongitude
        let ay = (start.latitude - point.latitude) * metersPerLatitude
        let dx = (end.longitude - start.longitude) * metersPerLongitude
        let dy = (end.latitude - start.latitude) * metersPerLatitude
        let squared = dx * dx + dy * dy
        let fraction = squared > 0 ? min(max(-(ax * dx + ay * dy) / squared, 0), 1) : 0
        let cx = ax + fraction * dx
        let cy = ay + fraction * dy
        let along = startDistance + fraction * (endDistance - startDistance)
        return (along, (cx * cx + cy * cy).squareRoot())
    }
}
