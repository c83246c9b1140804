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
            let target = plan.maneuverPoints[current]
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
        info.speedMetersPerSecond = speed.map(ReportedPrecision.speed)
        info.location = location
        return info
    }

    /// The road-snapped location at `distance`: the point and bearing of the road, at the
    /// precision the simulator reports (``ReportedPrecision``).
    func snappedLocation(at distance: Double, speed: Double?) -> RoadSnappedLocation? {
        guard let point = track.point(at: distance) else { return nil }
        return ReportedPrecision.location(point.coordinate, bearing: point.bearing, speed: speed)
    }
}
