import Glibc
import SystemIO

/// Puts a terminal device into the mode a GPS receiver needs: raw bytes (no echo, no line
/// editing, no CR/LF translation), 8 data bits, the receiver's baud rate, modem lines ignored.
enum SerialPort {
    /// Configures `descriptor`, which must be a terminal (the caller checks with `isatty`).
    static func configure(_ descriptor: Int32, baudRate: BaudRate, path: String) throws(LocationError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw failure(path, "tcgetattr failed: \(ErrorText.of(errno))")
        }
        cfmakeraw(&settings)
        settings.c_cflag |= tcflag_t(CLOCAL | CREAD)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard cfsetispeed(&settings, baudRate.termiosSpeed) == 0,
            cfsetospeed(&settings, baudRate.termiosSpeed) == 0
        else {
            throw failure(path, "the device does not take \(baudRate) baud")
        }
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else {
            throw failure(path, "tcsetattr failed: \(ErrorText.of(errno))")
        }
    }

    private static func failure(_ path: String, _ reason: String) -> LocationError {
        LocationError(.configuringSerialPort, subject: path, reason: reason)
    }
}
