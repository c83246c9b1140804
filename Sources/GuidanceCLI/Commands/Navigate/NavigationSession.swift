import Foundation
import GuidanceModel
import Location
import Navigation
import RouteImport

/// A live drive: reports from a location source go through the route follower, and the events
/// it says go to `emit`; when the vehicle leaves the route a new one is asked for in the
/// background and taken when it comes. The loop ends with the final arrival, the end of the
/// source, or `shouldStop`.
struct NavigationSession {
    /// What the drive ended with.
    enum Ending: Equatable {
        /// The final waypoint was reached.
        case arrived
        /// The source ended (end of file, gpsd given up) before the destination.
        case sourceEnded
        /// Stopped from outside (a signal).
        case stopped
    }

    var follower: RouteFollower
    let fetcher: RouteFetcher?
    let diagnose: (String) -> Void
    /// The first fix's own time: events are stamped with the receiver's clock (UNIX seconds), so
    /// a feed can be lined up with the GPS log it came from.
    private var epoch: Double?

    init(
        route: ImportedRoute, fetcher: RouteFetcher?, options: FollowerOptions,
        diagnose: @escaping (String) -> Void
    ) {
        follower = RouteFollower(route: route, options: options)
        self.fetcher = fetcher
        self.diagnose = diagnose
    }

    /// Drives until the end; every event goes to `emit` as soon as it is known.
    mutating func drive(
        _ source: inout some LocationSource, shouldStop: () -> Bool, emit: (NavigatorEvent) -> Void
    ) -> Ending {
        while !shouldStop() {
            guard let report = source.next() else { return shouldStop() ? .stopped : .sourceEnded }
            switch report {
            case .fix(let fix):
                if epoch == nil { epoch = fix.time ?? Date().timeIntervalSince1970 }
                send(follower.update(fix), to: emit)
            case .issue(let issue):
                diagnose("gps: \(issue)")
                if case .noPosition(let time) = issue {
                    // The follower learns of the gap (no off-route judgement while it lasts).
                    send(follower.update(Fix(time: time, mode: .noFix)), to: emit)
                }
            }
            takeAnswer(emit)
            if case .offRoute(needsReroute: true, _) = follower.status { requestRoute() }
            if case .finished = follower.status { return .arrived }
        }
        return .stopped
    }

    private mutating func requestRoute() {
        guard let fetcher, let origin = follower.lastPosition else { return }
        let waypoints = follower.remainingWaypoints.compactMap(\.coordinate)
        guard !waypoints.isEmpty else { return }
        if fetcher.start(RouteRequest(origin: origin, heading: follower.lastHeading, waypoints: waypoints)) {
            diagnose("off the route: asking for a new one from \(origin.latitude),\(origin.longitude)")
        }
    }

    private mutating func takeAnswer(_ emit: (NavigatorEvent) -> Void) {
        switch fetcher?.takeResult() {
        case .success(let route)?:
            diagnose("new route: \(route.steps.count) steps, \(Int(route.distanceMeters)) m")
            send(follower.takeRoute(route), to: emit)
        case .failure(let error)?:
            diagnose("reroute failed: \(error); following the old route")
            // The driver hears why: a network failure or a server with no route for us.
            send(follower.routeFailed(Self.status(of: error)), to: emit)
        case nil:
            break
        }
    }

    /// The navigator's route status for a failed request.
    static func status(of error: RoutingError) -> RouteStatus {
        switch error {
        case .unreachable, .httpStatus: .networkError
        case .noRoute: .noRouteFound
        case .badURL: .internalError
        }
    }

    private func send(_ events: [NavigatorEvent], to emit: (NavigatorEvent) -> Void) {
        for var event in events {
            if let epoch, let timestamp = event.timestamp { event.timestamp = epoch + timestamp }
            emit(event)
        }
    }
}
