import Foundation
import GuidanceModel

extension FollowedRoute {
    /// The update at `distance` in leg `leg`, built as the simulator builds its own: the current
    /// step and the next ones, distances and times to the step, the next waypoint and the end,
    /// all in whole meters and seconds.
    func navInfo(
        navState: NavState, at distance: Double, leg: Int, speed: Double?, routeChanged: Bool,
        location: RoadSnappedLocation?, options: FollowerOptions
    ) -> NavInfo {
        var info = NavInfo(
            navState: navState, routeChanged: routeChanged, distanceToCurrentStepMeters: 0,
            timeToCurrentStepSeconds: 0)
        let legEnd = legEnd(leg)
        let nowTime = plan.time(at: distance)
        var timeToNext = max(0, plan.time(at: legEnd) - nowTime)
        var timeToFinal = max(0, plan.time(at: plan.total) - nowTime)
        if navState == .enroute, let current = currentStep(at: distance, leg: leg) {
            let target = plan.maneuverPoint(current)
            let toStep = timeToManeuver(from: distance, to: target, speed: speed, options: options)
            let targetTime = plan.time(at: target)
            timeToNext = toStep + max(0, plan.time(at: legEnd) - targetTime)
            timeToFinal = toStep + max(0, plan.time(at: plan.total) - targetTime)
            info.currentStep = plan.steps[current]
            let count = min(max(0, options.maxRemainingSteps), plan.steps.count - current - 1)
            info.remainingSteps = Array(plan.steps[(current + 1)..<(current + 1 + count)])
            info.distanceToCurrentStepMeters = max(0, target - distance).rounded()
            info.timeToCurrentStepSeconds = toStep.rounded()
        }
        info.distanceToFinalDestinationMeters = max(0, plan.total - distance).rounded()
        info.timeToFinalDestinationSeconds = timeToFinal.rounded()
        info.distanceToNextDestinationMeters = max(0, legEnd - distance).rounded()
        info.timeToNextDestinationSeconds = timeToNext.rounded()
        info.speedMetersPerSecond = speed.map { Self.rounded($0, to: 100) }
        info.location = location
        return info
    }

    /// The last update of a trip: stopped, nothing to go, screens clear.
    func stoppedInfo(location: RoadSnappedLocation?) -> NavInfo {
        NavInfo(
            navState: .stopped, distanceToCurrentStepMeters: 0, timeToCurrentStepSeconds: 0,
            distanceToFinalDestinationMeters: 0, timeToFinalDestinationSeconds: 0, speedMetersPerSecond: 0,
            location: location)
    }

    /// The road-snapped location at `distance`: the point and bearing of the road, rounded as the
    /// simulator rounds them (1e-7 degrees, 0.1 degree, 0.01 m/s).
    func snappedLocation(at distance: Double, speed: Double?) -> RoadSnappedLocation? {
        guard let point = track.point(at: distance) else { return nil }
        return RoadSnappedLocation(
            coordinate: Coordinate(
                latitude: Self.rounded(point.coordinate.latitude, to: 1e7),
                longitude: Self.rounded(point.coordinate.longitude, to: 1e7)),
            bearing: Self.rounded(point.bearing, to: 10), speed: speed.map { Self.rounded($0, to: 100) })
    }

    static func rounded(_ value: Double, to scale: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
