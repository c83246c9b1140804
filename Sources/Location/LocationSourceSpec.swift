/// A location source as the command line names it, parsed but not opened, so a typo is caught
/// before anything connects:
///
/// * `gpsd` — gpsd on localhost:2947; `gpsd://HOST[:PORT]` — a name or IPv4 literal;
///   `gpsd://[IPv6][:PORT]` — an IPv6 literal in brackets.
/// * `nmea:PATH[@BAUD]` — an NMEA file, FIFO or serial device (`nmea:/dev/ttyUSB0@4800`); a
///   trailing `@` followed by digits is the baud rate (default 9600, used only for terminals).
/// * `-` — NMEA on standard input.
/// * `simulate:ROUTEFILE` — the simulated receiver driving an OSRM or Valhalla route response.
public enum LocationSourceSpec: Sendable, Hashable, CustomStringConvertible {
    /// gpsd over TCP.
    case gpsd(GPSDEndpoint)
    /// NMEA from a path (`-` is standard input) at a baud rate used when it is a terminal.
    case nmea(path: String, baudRate: BaudRate)
    /// A simulated drive along the route in a file.
    case simulate(routeFile: String)

    /// Parses a source word.
    ///
    /// - Throws: ``LocationError`` (operation `.parsingSource`) saying what is wrong with it.
    public init(parsing text: String) throws(LocationError) {
        func invalid(_ reason: String) -> LocationError {
            LocationError(.parsingSource, subject: text, reason: reason)
        }
        if text == "-" {
            self = .nmea(path: NMEASource.standardInputPath, baudRate: .standard)
        } else if text == "gpsd" {
            self = .gpsd(GPSDEndpoint(host: "localhost"))
        } else if text.hasPrefix("gpsd://") {
            do {
                self = .gpsd(try Self.endpoint(String(text.dropFirst("gpsd://".count))))
            } catch {
                throw invalid(error.reason)
            }
        } else if text.hasPrefix("nmea:") {
            var path = String(text.dropFirst("nmea:".count))
            var baudRate = BaudRate.standard
            if let at = path.lastIndex(of: "@"), !path[path.index(after: at)...].isEmpty,
                path[path.index(after: at)...].allSatisfy({ ("0"..."9").contains($0) })
            {
                let digits = path[path.index(after: at)...]
                guard let rate = Int(digits).flatMap({ BaudRate(bitsPerSecond: $0) }) else {
                    let rates = BaudRate.supported.map(\.description).joined(separator: ", ")
                    throw invalid("baud rate \(digits) is not one of \(rates)")
                }
                baudRate = rate
                path = String(path[..<at])
            }
            guard !path.isEmpty else { throw invalid("no path after 'nmea:'") }
            self = .nmea(path: path, baudRate: baudRate)
        } else if text.hasPrefix("simulate:") {
            let path = String(text.dropFirst("simulate:".count))
            guard !path.isEmpty else { throw invalid("no route file after 'simulate:'") }
            self = .simulate(routeFile: path)
        } else {
            throw invalid("expected gpsd://HOST[:PORT], nmea:PATH[@BAUD], - or simulate:ROUTEFILE")
        }
    }

    /// The word that parses back to this spec.
    public var description: String {
        switch self {
        case .gpsd(let endpoint): "gpsd://\(endpoint)"
        case .nmea(let path, let baudRate):
            path == NMEASource.standardInputPath && baudRate == .standard ? "-" : "nmea:\(path)@\(baudRate)"
        case .simulate(let file): "simulate:\(file)"
        }
    }

    /// `HOST[:PORT]` or `[IPV6][:PORT]`.
    private static func endpoint(_ authority: String) throws(InputProblem) -> GPSDEndpoint {
        guard !authority.isEmpty else { throw InputProblem("no host after 'gpsd://'") }
        guard !authority.contains("/"), !authority.contains("@"), !authority.contains("?") else {
            throw InputProblem("only a host and a port may follow 'gpsd://'")
        }
        let host: Substring
        let portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else {
                throw InputProblem("'[' without a closing ']'")
            }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else {
                throw InputProblem("expected ':PORT' after ']'")
            }
            portText = rest.isEmpty ? nil : rest.dropFirst()
            guard host.contains(":") else {
                throw InputProblem("'\(host)' in brackets is not an IPv6 address")
            }
        } else {
            let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else {
                throw InputProblem("an IPv6 address must be in brackets, as in gpsd://[::1]:2947")
            }
            host = parts[0]
            portText = parts.count == 2 ? parts[1] : nil
        }
        guard !host.isEmpty else { throw InputProblem("the host is empty") }
        guard let portText else { return GPSDEndpoint(host: String(host)) }
        guard !portText.isEmpty, portText.allSatisfy({ ("0"..."9").contains($0) }),
            let port = UInt16(portText),
            port > 0
        else {
            throw InputProblem("port '\(portText)' is not a number in 1...65535")
        }
        return GPSDEndpoint(host: String(host), port: port)
    }
}
