import GuidanceModel
import RouteImport
import Simulator

/// A route ready to follow: the simulator's drive plan (maneuver points, leg ends, time profile),
/// so that the follower's distances and times are the simulator's, and the track fixes snap to.
struct FollowedRoute: Sendable {
    let plan: DrivePlan
    let track: RouteTrack

    /// Lays the route out once; following it then costs no allocation per fix beyond the events.
    init(_ route: ImportedRoute) {
        plan = DrivePlan(route: route, speed: .routeDurations)
        track = RouteTrack(plan: plan)
    }

    /// How many legs (waypoints after the origin) the route has.
    var legCount: Int { plan.legs.count }

    /// Route distance where leg `leg` starts (the previous leg's end).
    func legStart(_ leg: Int) -> Double {
        leg > 0 && leg <= plan.legs.count ? plan.legs[leg - 1].endDistance : 0
    }

    /// Route distance where leg `leg` ends (the route's end past the last leg).
    func legEnd(_ leg: Int) -> Double {
        leg < plan.legs.count ? plan.legs[leg].endDistance : plan.total
    }

    /// The current step at `distance` in leg `leg`: the first step of the leg whose maneuver is
    /// still ahead, else the leg's last step (the simulator's rule, a binary search).
    func currentStep(at distance: Double, leg: Int) -> Int? {
        guard leg < plan.legs.count, !plan.steps.isEmpty else { return nil }
        let first = leg > 0 ? plan.legs[leg - 1].lastStep + 1 : 0
        let last = plan.legs[leg].lastStep
        guard first <= last, last < plan.steps.count else { return min(last, plan.steps.count - 1) }
        return plan.firstManeuver(in: first..<last, beyond: distance + 1e-6) ?? last
    }

    /// Seconds from `distance` to the maneuver at `target`: the current speed's estimate when the
    /// vehicle moves (bounded to between half and four times the profile's, so one slow or fast
    /// second does not swing the figure), else the route's profile.
    func timeToManeuver(from distance: Double, to target: Double, speed: Double?, options: FollowerOptions)
        -> Double
    {
        let profile = max(0, plan.time(at: target) - plan.time(at: distance))
        let remaining = max(0, target - distance)
        guard let speed, speed > options.speedEstimateMinimum, remaining > 0 else { return profile }
        let estimate = remaining / speed
        guard profile > 0 else { return estimate }
        return min(max(estimate, profile / 2), profile * 4)
    }
}
