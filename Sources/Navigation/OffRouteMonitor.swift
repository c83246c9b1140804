/// Decides, fix by fix, whether the vehicle has left the route: off-route evidence must last
/// ``FollowerOptions/offRouteSeconds`` before a reroute is wanted, and a reroute is asked for once
/// per episode (again only after a failed one, every ``FollowerOptions/rerouteRetrySeconds``).
struct OffRouteMonitor: Sendable {
    /// When the current run of off-route fixes began.
    private(set) var suspectedSince: Double?
    /// Whether the vehicle is declared off route (navState `rerouting`).
    private(set) var isDeclared = false
    /// When to ask for a route again after a failure; nil when no request is due.
    private var retryAt: Double?
    /// Whether the last observation asked for a reroute.
    private(set) var wantsRerouteNow = false

    /// Takes one positioned fix's verdict: `offRoute` when it is beyond the thresholds,
    /// `rejoined` when it is close enough to count as back on the route.
    mutating func observe(offRoute: Bool, rejoined: Bool, at time: Double, options: FollowerOptions) {
        wantsRerouteNow = false
        if !offRoute && (!isDeclared || rejoined) {
            suspectedSince = nil
            isDeclared = false
            retryAt = nil
            return
        }
        let since = suspectedSince ?? time
        suspectedSince = since
        if !isDeclared, time - since >= options.offRouteSeconds - 1e-9 {
            isDeclared = true
            wantsRerouteNow = true
        } else if isDeclared, let retry = retryAt, time >= retry {
            retryAt = nil
            wantsRerouteNow = true
        }
    }

    /// A fix without a position: no evidence either way. A gap longer than the off-route delay
    /// forgets a suspicion not yet declared, so that fixes on both sides of a tunnel never add up.
    mutating func noteGap(at time: Double, options: FollowerOptions) {
        wantsRerouteNow = false
        if !isDeclared, let since = suspectedSince, time - since > options.offRouteSeconds {
            suspectedSince = nil
        }
    }

    /// The reroute failed: ask again later if still off route.
    mutating func rerouteFailed(at time: Double, options: FollowerOptions) {
        wantsRerouteNow = false
        if isDeclared { retryAt = time + options.rerouteRetrySeconds }
    }

    /// A new route: everything starts over.
    mutating func reset() {
        self = OffRouteMonitor()
    }
}
