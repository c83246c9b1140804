import Foundation
import GuidanceModel
import Location
import RouteImport

/// A receiver that drives an imported route: one fix per interval along the route's geometry at
/// its speed profile, optionally with seeded Gaussian noise and at real-time pace. Lets the whole
/// live pipeline run on a desk, and tests run it deterministically. The drive ends with a fix at
/// the route's end (speed 0), then `next()` returns nil.
public struct SimulatedLocationSource: LocationSource {
    /// The options in use.
    public let options: SimulatedLocationOptions
    /// Ends a real-time wait from another thread.
    public let stopHandle: LocationStopHandle
    private let timeline: RouteTimeline
    private let startTime: Double
    private var noise: GaussianNoise
    private var index = 0
    private var ended = false
    private var wallStart: ContinuousClock.Instant?

    /// Lays out `route` for driving.
    ///
    /// - Throws: ``LocationError`` when the route has no geometry to drive along.
    public init(
        route: ImportedRoute, options: SimulatedLocationOptions = SimulatedLocationOptions(),
        stopHandle: LocationStopHandle = LocationStopHandle()
    ) throws(LocationError) {
        guard let timeline = RouteTimeline(route: route, speed: options.speed) else {
            throw LocationError(.loadingRoute, subject: "route", reason: "it has no geometry with a length")
        }
        self.options = options
        self.stopHandle = stopHandle
        self.timeline = timeline
        startTime = options.startTime ?? Date().timeIntervalSince1970
        noise = GaussianNoise(standardDeviation: options.noiseMeters, seed: options.seed)
    }

    /// The drive's length in seconds (without noise or pacing).
    public var duration: Double { timeline.totalTime }

    /// The next fix; nil after the fix at the route's end, or once stopped.
    public mutating func next() -> LocationReport? {
        guard !ended, !stopHandle.isStopped else { return nil }
        let interval = options.effectiveInterval
        var elapsed = Double(index) * interval
        if elapsed >= timeline.totalTime {
            elapsed = timeline.totalTime
            ended = true
        }
        index += 1
        if options.pacing == .realTime && !waitUntil(elapsed) { return nil }
        guard let sample = timeline.sample(at: elapsed) else { return nil }
        let fix = Fix(
            time: startTime + elapsed, coordinate: noise.perturb(sample.coordinate), speed: sample.speed,
            track: sample.bearing,
            horizontalError: options.noiseMeters > 0 ? 2.45 * options.noiseMeters : nil,
            mode: .twoDimensional)
        return .fix(fix)
    }

    /// Sleeps until `elapsed` seconds of wall-clock time after the first fix; false if stopped.
    private mutating func waitUntil(_ elapsed: Double) -> Bool {
        let clock = ContinuousClock()
        guard let wallStart else {
            wallStart = clock.now
            return true
        }
        let due = wallStart.advanced(by: .milliseconds(Int64((elapsed * 1000).rounded())))
        let left = clock.now.duration(to: due)
        guard left > .zero else { return true }
        let (seconds, attoseconds) = left.components
        return stopHandle.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }
}
