import Glibc
import GuidanceModel
import SystemIO

/// NMEA 0183 from a file, a pipe, standard input or a serial receiver, parsed by
/// ``NMEAParser``. A serial device (any terminal) is put into raw mode at the chosen baud rate
/// first. The source ends at end of input; a read error, or the end of a terminal's input (a USB
/// receiver unplugged hangs its port up), is reported as ``LocationIssue/disconnected(reason:)``
/// first.
public struct NMEASource: LocationSource {
    /// The path that means standard input.
    public static let standardInputPath = "-"

    /// Ends a blocked `next()` from another thread.
    public let stopHandle: LocationStopHandle
    private let descriptor: OpenDescriptor
    private var splitter: LineSplitter
    private var parser: NMEAParser
    private var queue = ReportQueue()
    private var ended = false
    private let isSerialPort: Bool

    /// Opens `path` (`-` for standard input); a terminal device other than standard input is
    /// configured as a serial port.
    ///
    /// - Throws: ``LocationError`` when the file cannot be opened or the port not configured.
    public init(
        path: String, baudRate: BaudRate = .standard, options: NMEAParser.Options = NMEAParser.Options(),
        stopHandle: LocationStopHandle = LocationStopHandle()
    ) throws(LocationError) {
        let descriptor: OpenDescriptor
        let isSerialPort: Bool
        if path == Self.standardInputPath {
            // Standard input is left as it is: a user's terminal must not be put in raw mode.
            isSerialPort = false
            descriptor = OpenDescriptor(STDIN_FILENO, closesOnRelease: false)
        } else {
            // Non-blocking, so that opening a serial port does not wait for a carrier signal.
            let opened = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            guard opened >= 0 else {
                throw LocationError(.opening, subject: path, reason: ErrorText.of(errno))
            }
            descriptor = OpenDescriptor(opened, closesOnRelease: true)
            _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
            isSerialPort = isatty(opened) == 1
        }
        if isSerialPort {
            try SerialPort.configure(descriptor.value, baudRate: baudRate, path: path)
        }
        self.init(
            descriptor: descriptor, options: options, isSerialPort: isSerialPort, stopHandle: stopHandle)
    }

    /// Reads NMEA from a descriptor the caller opened (a pipe in a test, a socket); it is closed
    /// when the source goes away only if `closesWhenDone`.
    public init(
        fileDescriptor: Int32, closesWhenDone: Bool = false,
        options: NMEAParser.Options = NMEAParser.Options(),
        stopHandle: LocationStopHandle = LocationStopHandle()
    ) {
        self.init(
            descriptor: OpenDescriptor(fileDescriptor, closesOnRelease: closesWhenDone), options: options,
            isSerialPort: false, stopHandle: stopHandle)
    }

    private init(
        descriptor: OpenDescriptor, options: NMEAParser.Options, isSerialPort: Bool,
        stopHandle: LocationStopHandle
    ) {
        self.descriptor = descriptor
        self.stopHandle = stopHandle
        self.isSerialPort = isSerialPort
        splitter = LineSplitter(limit: options.maximumLineLength)
        parser = NMEAParser(options: options)
    }

    /// The next fix or issue; nil at end of input or once stopped.
    public mutating func next() -> LocationReport? {
        while true {
            if let report = queue.popFirst() { return report }
            if ended { return nil }
            switch DescriptorIO.read(descriptor.value, timeout: nil, stop: stopHandle) {
            case .bytes(let bytes):
                for item in splitter.feed(bytes) { queue.append(contentsOf: parser.parse(item)) }
            case .endOfInput:
                finish()
                if isSerialPort { queue.append(.issue(.disconnected(reason: "the serial device hung up"))) }
            case .failed(let reason):
                finish()
                queue.append(.issue(.disconnected(reason: reason)))
            case .stopped:
                ended = true
            case .timedOut:
                continue
            }
        }
    }

    private mutating func finish() {
        for item in splitter.finish() { queue.append(contentsOf: parser.parse(item)) }
        queue.append(contentsOf: parser.finish())
        ended = true
    }
}
