/// How ``GPSDSource`` talks to gpsd and how it recovers from a lost connection.
public struct GPSDOptions: Sendable, Hashable {
    /// The command sent after connecting: JSON reports for every device.
    public static let watchCommand = "?WATCH={\"enable\":true,\"json\":true};\n"

    /// How long the connection may stay silent before it is declared dead, in seconds. Default
    /// 10 s: gpsd reports at least once a second while a receiver is attached.
    public var silenceTimeout: Double
    /// How long one connection attempt may take, in seconds. Default 5 s.
    public var connectTimeout: Double
    /// The wait before the first reconnection attempt after a failure, in seconds; it doubles
    /// with each further failure. Default 0.25 s.
    public var initialBackoff: Double
    /// The longest wait between attempts, in seconds. Default 8 s.
    public var maximumBackoff: Double
    /// The most connection attempts (the first included) before the source ends; nil, the
    /// default, tries forever. For tests and one-shot tools.
    public var maximumConnectionAttempts: Int?
    /// The longest report line accepted, in bytes.
    public var maximumLineLength: Int

    /// Creates options with the documented defaults.
    public init(
        silenceTimeout: Double = 10, connectTimeout: Double = 5, initialBackoff: Double = 0.25,
        maximumBackoff: Double = 8, maximumConnectionAttempts: Int? = nil,
        maximumLineLength: Int = GPSDParser.defaultMaximumLineLength
    ) {
        self.silenceTimeout = silenceTimeout
        self.connectTimeout = connectTimeout
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
        self.maximumConnectionAttempts = maximumConnectionAttempts
        self.maximumLineLength = maximumLineLength
    }
}
