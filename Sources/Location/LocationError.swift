/// Why a location source could not be set up: a bad source word, a file that cannot be opened,
/// a serial port that refuses its settings, a route the simulator cannot drive. Thrown only while
/// creating a source; once running, sources report problems as ``LocationIssue``s instead.
public struct LocationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done when it failed.
    public enum Operation: Sendable, Hashable {
        /// Reading a source word such as `gpsd://host:2947` or `nmea:/dev/ttyUSB0`.
        case parsingSource
        /// Opening a file or device.
        case opening
        /// Setting a serial port's speed and raw mode.
        case configuringSerialPort
        /// Reading or laying out a route for the simulated source.
        case loadingRoute
    }

    /// What was being done.
    public var operation: Operation
    /// What it was done to: the source word, the path, the device.
    public var subject: String
    /// Why it failed, in words a user can act on.
    public var reason: String

    /// Creates an error.
    public init(_ operation: Operation, subject: String, reason: String) {
        self.operation = operation
        self.subject = subject
        self.reason = reason
    }

    /// `cannot open /dev/ttyUSB0: No such file or directory`.
    public var description: String {
        let verb =
            switch operation {
            case .parsingSource: "invalid location source"
            case .opening: "cannot open"
            case .configuringSerialPort: "cannot configure serial port"
            case .loadingRoute: "cannot simulate route"
            }
        return "\(verb) '\(subject)': \(reason)"
    }
}
