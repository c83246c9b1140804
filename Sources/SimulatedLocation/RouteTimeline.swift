import Geometry
import GuidanceModel
import RouteImport
import Simulator

/// An imported route laid out in time: where the vehicle is, how fast and which way, at any
/// second of the drive. Each step's own geometry is driven in the step's duration (or at a fixed
/// speed), so the simulated fixes follow the route's speed profile.
struct RouteTimeline: Sendable {
    /// Where and how the vehicle moves at one instant.
    struct Sample: Sendable, Hashable {
        var coordinate: Coordinate
        var bearing: Double
        var speed: Double
    }

    private struct Piece: Sendable {
        var line: RouteLine
        var duration: Double
        var startTime: Double
    }

    private let pieces: [Piece]
    /// The drive's length in seconds.
    let totalTime: Double

    /// Lays out `route`; nil when it has no geometry with a length.
    init?(route: ImportedRoute, speed: SimulationOptions.SpeedProfile) {
        var lines = route.routeSteps.map { (line: RouteLine($0.geometry), duration: $0.durationSeconds) }
        lines = lines.filter { $0.line.length > 0 }
        if lines.isEmpty {
            lines = [(RouteLine(route.geometry), route.durationSeconds)]
            guard lines[0].line.length > 0 else { return nil }
        }
        var pieces: [Piece] = []
        var time = 0.0
        for (line, routeDuration) in lines {
            let duration: Double
            if case .fixed(let kilometersPerHour) = speed, kilometersPerHour.isFinite, kilometersPerHour > 0 {
                duration = line.length / (kilometersPerHour / 3.6)
            } else if routeDuration.isFinite && routeDuration > 0 {
                duration = routeDuration
            } else {
                duration = line.length / DrivePlan.fallbackSpeed
            }
            pieces.append(Piece(line: line, duration: duration, startTime: time))
            time += duration
        }
        self.pieces = pieces
        totalTime = time
    }

    /// The vehicle at `time` seconds into the drive (clamped to the drive); speed 0 at the end.
    func sample(at time: Double) -> Sample? {
        let clamped = min(max(time, 0), totalTime)
        let piece = pieces[Swift.max(0, pieces.indices.partitionPoint { pieces[$0].startTime > clamped } - 1)]
        let fraction = min(1, (clamped - piece.startTime) / piece.duration)
        guard let position = piece.line.position(atDistance: fraction * piece.line.length) else { return nil }
        let speed = time >= totalTime ? 0 : piece.line.length / piece.duration
        return Sample(coordinate: position.coordinate, bearing: position.bearing, speed: speed)
    }
}
