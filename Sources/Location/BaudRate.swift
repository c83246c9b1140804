import Glibc

/// A serial line speed that termios can set. The default is 9600 baud: what current USB
/// receivers (u-blox and most others) start at; NMEA 0183's own 4800 suits older receivers.
public struct BaudRate: Sendable, Hashable, CustomStringConvertible {
    /// Bits per second.
    public let bitsPerSecond: Int
    /// The termios constant.
    let termiosSpeed: speed_t

    /// The speeds accepted, slowest first.
    public static let supported: [BaudRate] = [
        BaudRate(4800, speed_t(B4800)), BaudRate(9600, speed_t(B9600)), BaudRate(19_200, speed_t(B19200)),
        BaudRate(38_400, speed_t(B38400)), BaudRate(57_600, speed_t(B57600)),
        BaudRate(115_200, speed_t(B115200)), BaudRate(230_400, speed_t(B230400)),
    ]

    /// 9600 baud.
    public static let standard = BaudRate(9600, speed_t(B9600))

    private init(_ bitsPerSecond: Int, _ speed: speed_t) {
        self.bitsPerSecond = bitsPerSecond
        termiosSpeed = speed
    }

    /// The supported rate of `bitsPerSecond`, nil for rates termios has no constant for.
    public init?(bitsPerSecond: Int) {
        guard let rate = Self.supported.first(where: { $0.bitsPerSecond == bitsPerSecond }) else {
            return nil
        }
        self = rate
    }

    /// `9600`.
    public var description: String { String(bitsPerSecond) }
}
