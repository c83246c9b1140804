/// Anything that yields where the vehicle is: a receiver behind gpsd, an NMEA stream, a
/// simulated drive. One blocking call per report keeps a source usable from any thread or task
/// executor the caller chooses, and the same loop drives a live head unit and a test.
public protocol LocationSource {
    /// Blocks until the next report; nil once the input has ended for good (end of file, the
    /// end of a simulated drive, a stopped or given-up network source).
    mutating func next() -> LocationReport?

    /// Ends a `next()` blocked on input from another thread (a signal handler's task, a test).
    var stopHandle: LocationStopHandle { get }
}

extension LocationSource {
    /// This source with every fix passed through a ``FixScreen``.
    public func screened(options: FixScreenOptions = FixScreenOptions()) -> ScreenedLocationSource {
        ScreenedLocationSource(self, options: options)
    }
}
