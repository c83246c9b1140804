import Geometry
import GuidanceModel

/// Decides which raw fixes a route follower may believe. Pure: reports in, reports out.
///
/// * A fix without a position becomes ``LocationIssue/noPosition(time:)`` and nothing else: the
///   follower learns the GPS is in a gap and coasts.
/// * A fix whose time is not later than the last accepted fix's, or that lags the newest time
///   seen by more than ``FixScreenOptions/maximumAge``, becomes
///   ``LocationIssue/staleFix(_:_:)``, unless the stale fixes have kept coming, each a
///   believable interval after the one before, for longer than ``FixScreenOptions/maximumAge``:
///   then the newest time seen was a glitch of the receiver's clock (a time far ahead, once),
///   not a later fix, and the screen starts afresh from the fix at hand rather than rejecting
///   every fix until the receiver's clock reaches the glitch.
/// * A fix that implies more than ``FixScreenOptions/maximumSpeed`` from the last accepted fix
///   becomes ``LocationIssue/jump(_:meters:impliedSpeed:)``; the place it jumped to is
///   remembered, and once ``FixScreenOptions/confirmationsToRelocate`` following fixes agree
///   with it (a believable speed from it), the confirming fix is accepted: a real relocation (a
///   ferry, a receiver that was off) is believed after one rejection, not rejected forever.
/// * Fixes without a time skip the stale checks and count as
///   ``FixScreenOptions/assumedInterval`` apart for the speed check.
/// * Issues pass through unchanged.
public struct FixScreen: Sendable {
    /// The thresholds in use.
    public let options: FixScreenOptions
    /// The last fix passed on, the reference for staleness and jumps.
    public private(set) var lastAccepted: Fix?
    private var newestTime: Double?
    private var candidate: Fix?
    private var confirmations = 0
    /// The receiver times of the first and the latest of the stale fixes in a row.
    private var staleRun: (first: Double, latest: Double)?

    /// Creates a screen that has accepted nothing yet.
    public init(options: FixScreenOptions = FixScreenOptions()) {
        self.options = options
    }

    /// Screens a report: fixes are checked, issues pass through.
    public mutating func screen(_ report: LocationReport) -> LocationReport {
        switch report {
        case .fix(let fix): screen(fix)
        case .issue: report
        }
    }

    /// Screens one fix: ``LocationReport/fix(_:)`` when it is believable, an issue otherwise.
    public mutating func screen(_ fix: Fix) -> LocationReport {
        let newestBefore = newestTime
        if let time = fix.time { newestTime = max(newestTime ?? time, time) }
        guard fix.hasPosition, let coordinate = fix.coordinate else {
            return .issue(.noPosition(time: fix.time))
        }
        if let reason = staleness(of: fix, newest: newestBefore) {
            guard let time = fix.time, clockMovedOn(to: time) else { return .issue(.staleFix(fix, reason)) }
            reset()
            newestTime = time
            return accept(fix)
        }
        staleRun = nil
        guard let last = lastAccepted, let lastCoordinate = last.coordinate else {
            return accept(fix)
        }
        let meters = Geodesy.distance(lastCoordinate, coordinate)
        let speed = meters / interval(from: last, to: fix)
        if speed <= options.maximumSpeed { return accept(fix) }
        if let candidate, confirms(candidate, fix) {
            confirmations += 1
            if confirmations >= max(1, options.confirmationsToRelocate) { return accept(fix) }
        } else {
            confirmations = 0
        }
        candidate = fix
        return .issue(.jump(fix, meters: meters, impliedSpeed: speed))
    }

    /// Forgets everything seen, as after a receiver swap: the next fix with a position is
    /// accepted as the first.
    public mutating func reset() {
        self = FixScreen(options: options)
    }

    /// Whether a stale fix at `time` continues a run of stale fixes, each a believable interval
    /// after the one before, that now spans more than ``FixScreenOptions/maximumAge``: a clock
    /// running on at its pace behind a time that was a glitch. A buffering receiver's late fixes
    /// are followed by current ones, which end the run.
    private mutating func clockMovedOn(to time: Double) -> Bool {
        let first =
            if let run = staleRun, time > run.latest, time - run.latest <= options.maximumAge {
                run.first
            } else {
                time
            }
        staleRun = (first, time)
        return time - first > options.maximumAge
    }

    private mutating func accept(_ fix: Fix) -> LocationReport {
        lastAccepted = fix
        candidate = nil
        confirmations = 0
        return .fix(fix)
    }

    /// Whether `fix` agrees with the place a rejected fix jumped to: later, at a believable speed.
    private func confirms(_ candidate: Fix, _ fix: Fix) -> Bool {
        guard let place = candidate.coordinate, let coordinate = fix.coordinate else { return false }
        if let start = candidate.time, let end = fix.time, end <= start { return false }
        let speed = Geodesy.distance(place, coordinate) / interval(from: candidate, to: fix)
        return speed <= options.maximumSpeed
    }

    private func staleness(of fix: Fix, newest: Double?) -> LocationIssue.StaleReason? {
        guard let time = fix.time else { return nil }
        if let last = lastAccepted?.time, time <= last {
            return .notNewerThanLastAccepted(lastAcceptedTime: last)
        }
        if let newest, newest - time > options.maximumAge {
            return .olderThanNewest(bySeconds: newest - time)
        }
        return nil
    }

    /// Seconds between two fixes: their times' difference, or the assumed interval when either
    /// has no time or they are not in order.
    private func interval(from earlier: Fix, to later: Fix) -> Double {
        if let start = earlier.time, let end = later.time, end > start { return end - start }
        return max(options.assumedInterval, .leastNormalMagnitude)
    }
}
