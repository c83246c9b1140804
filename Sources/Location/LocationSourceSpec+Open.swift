extension LocationSourceSpec {
    /// Opens the receiver the spec names: connects nothing yet for gpsd (the source connects on
    /// its first `next()` and keeps reconnecting), opens and configures an NMEA file or device.
    /// `stopHandle` ends the source from elsewhere (a signal handler, another thread).
    ///
    /// A `simulate:` spec names no receiver: the simulated one drives an imported route, which
    /// this I/O module does not read. The SimulatedLocation module's
    /// `open(gpsd:simulation:stopHandle:)` opens every kind of spec; this one throws for it.
    ///
    /// - Throws: ``LocationError`` when a file cannot be opened, a serial port not configured,
    ///   or the spec is a simulated drive.
    public func openReceiver(
        gpsd: GPSDOptions = GPSDOptions(), stopHandle: LocationStopHandle = LocationStopHandle()
    ) throws(LocationError) -> any LocationSource {
        switch self {
        case .gpsd(let endpoint):
            return GPSDSource(endpoint: endpoint, options: gpsd, stopHandle: stopHandle)
        case .nmea(let path, let baudRate):
            return try NMEASource(path: path, baudRate: baudRate, stopHandle: stopHandle)
        case .simulate(let file):
            throw LocationError(
                .opening, subject: file,
                reason: "a simulated drive is not a receiver (the SimulatedLocation module opens it)")
        }
    }
}
