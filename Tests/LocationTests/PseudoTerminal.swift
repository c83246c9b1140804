import Glibc

/// A pseudo-terminal pair standing in for a serial GPS: the source opens the device side (a real
/// tty, so termios applies), the test writes NMEA into the controller side. The pty functions
/// are looked up at run time because the Glibc module does not export them.
struct PseudoTerminal {
    let controller: Int32
    let devicePath: String

    init?() {
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias ControlFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openSymbol = dlsym(nil, "posix_openpt"), let grantSymbol = dlsym(nil, "grantpt"),
            let unlockSymbol = dlsym(nil, "unlockpt"), let nameSymbol = dlsym(nil, "ptsname")
        else { return nil }
        let openController = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grant = unsafeBitCast(grantSymbol, to: ControlFunction.self)
        let unlock = unsafeBitCast(unlockSymbol, to: ControlFunction.self)
        let name = unsafeBitCast(nameSymbol, to: NameFunction.self)
        let descriptor = openController(O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        guard grant(descriptor) == 0, unlock(descriptor) == 0, let path = name(descriptor) else {
            close(descriptor)
            return nil
        }
        controller = descriptor
        devicePath = String(cString: path)
    }
}
