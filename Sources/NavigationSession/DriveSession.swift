import Foundation
import GuidanceModel
import Location
import Navigation
import RouteImport
import Routing

/// A live drive, the navigator's session: reports from a location source go through the route
/// follower, and the events it says go out; when the vehicle leaves the route a new one is
/// asked of a ``RouteSource`` in the background and taken when it comes. A library type so that
/// every front end (`guidance navigate`, `guidance run --navigate`, an embedder) drives the same
/// way and only wires a source, a route source and an output.
public struct DriveSession {
    /// What the drive ended with.
    public enum Ending: Sendable, Equatable {
        /// The final waypoint was reached.
        case arrived
        /// The source ended (end of file, gpsd given up) before the destination.
        case sourceEnded
        /// Stopped from outside (a signal).
        case stopped
    }

    /// The follower of the current route.
    public private(set) var follower: RouteFollower
    private let fetcher: RouteFetcher?
    private let diagnose: (String) -> Void
    /// The first fix's own time: events are stamped with the receiver's clock (UNIX seconds), so
    /// a feed can be lined up with the GPS log it came from.
    private var epoch: Double?

    /// A session following `route` with `options`; reroutes are asked of `reroutes` (nil: a
    /// saved route, followed without them); `diagnose` gets one line per GPS issue and reroute.
    public init(
        route: ImportedRoute, reroutes: (any RouteSource)?, options: FollowerOptions,
        diagnose: @escaping (String) -> Void
    ) {
        follower = RouteFollower(route: route, options: options)
        fetcher = reroutes.map(RouteFetcher.init(source:))
        self.diagnose = diagnose
    }

    /// Drives until the end; every event goes to `emit` as soon as it is known.
    public mutating func drive(
        _ source: inout some LocationSource, shouldStop: () -> Bool, emit: (NavigatorEvent) -> Void
    ) -> Ending {
        while !shouldStop() {
            guard let report = source.next() else { return shouldStop() ? .stopped : .sourceEnded }
            if take(report, emit: emit) { return .arrived }
        }
        return .stopped
    }

    /// Takes one report: a fix is followed, an issue reported (a gap in the fixes is passed on
    /// to the follower), a reroute's answer taken and a new one asked for when the vehicle is off
    /// the route. True once the final waypoint is reached.
    public mutating func take(_ report: LocationReport, emit: (NavigatorEvent) -> Void) -> Bool {
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
        return follower.status == .finished
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
    public static func status(of error: RoutingError) -> RouteStatus {
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
