import Location
import Testing

@Suite struct LocationSourceSpecTests {
    @Test(arguments: [
        ("gpsd", LocationSourceSpec.gpsd(GPSDEndpoint(host: "localhost", port: 2947))),
        ("gpsd://localhost", .gpsd(GPSDEndpoint(host: "localhost", port: 2947))),
        ("gpsd://gps.local:3000", .gpsd(GPSDEndpoint(host: "gps.local", port: 3000))),
        ("gpsd://127.0.0.1:2947", .gpsd(GPSDEndpoint(host: "127.0.0.1", port: 2947))),
        ("gpsd://[::1]:2947", .gpsd(GPSDEndpoint(host: "::1", port: 2947))),
        ("gpsd://[fe80::1%eth0]", .gpsd(GPSDEndpoint(host: "fe80::1%eth0", port: 2947))),
        ("-", .nmea(path: "-", baudRate: .standard)),
        ("nmea:/tmp/drive.nmea", .nmea(path: "/tmp/drive.nmea", baudRate: .standard)),
        (
            "nmea:/dev/ttyUSB0@4800",
            .nmea(path: "/dev/ttyUSB0", baudRate: BaudRate(bitsPerSecond: 4800) ?? .standard)
        ),
        ("nmea:/tmp/a@b.nmea", .nmea(path: "/tmp/a@b.nmea", baudRate: .standard)),
        ("simulate:route.json", .simulate(routeFile: "route.json")),
    ])
    func goodWordsParse(text: String, expected: LocationSourceSpec) throws {
        #expect(try LocationSourceSpec(parsing: text) == expected)
    }

    @Test(arguments: [
        ("gpsd://", "no host after 'gpsd://'"),
        ("gpsd://host:", "port '' is not a number in 1...65535"),
        ("gpsd://host:0", "port '0' is not a number in 1...65535"),
        ("gpsd://host:65536", "port '65536' is not a number in 1...65535"),
        ("gpsd://host:http", "port 'http' is not a number in 1...65535"),
        ("gpsd://::1:2947", "an IPv6 address must be in brackets"),
        ("gpsd://[::1", "'[' without a closing ']'"),
        ("gpsd://[::1]x", "expected ':PORT' after ']'"),
        ("gpsd://[host]:1", "is not an IPv6 address"),
        ("gpsd://:2947", "the host is empty"),
        ("gpsd://host/path", "only a host and a port may follow 'gpsd://'"),
        ("nmea:", "no path after 'nmea:'"),
        ("nmea:/dev/ttyS0@1234", "baud rate 1234 is not one of 4800, 9600"),
        ("simulate:", "no route file after 'simulate:'"),
        ("tcp://localhost", "expected gpsd://HOST[:PORT], nmea:PATH[@BAUD], - or simulate:ROUTEFILE"),
    ])
    func badWordsAreTypedErrorsSayingWhy(text: String, expected: String) {
        do {
            let spec = try LocationSourceSpec(parsing: text)
            Issue.record("\(text) parsed as \(spec)")
        } catch {
            #expect(error.operation == .parsingSource)
            #expect(error.subject == text)
            #expect(error.reason.contains(expected), "\(error.reason)")
            #expect(error.description.hasPrefix("invalid location source '\(text)': "))
        }
    }

    @Test(arguments: [
        "gpsd://[::1]:2947", "gpsd://host:12", "-", "nmea:/dev/ttyUSB0@4800", "simulate:r.json",
    ])
    func descriptionsParseBack(text: String) throws {
        let spec = try LocationSourceSpec(parsing: text)
        #expect(try LocationSourceSpec(parsing: spec.description) == spec)
    }

    @Test func openingAMissingFileIsATypedError() {
        do {
            _ = try LocationSourceSpec.nmea(path: "/nonexistent/drive.nmea", baudRate: .standard)
                .openReceiver()
            Issue.record("opened a file that does not exist")
        } catch {
            #expect(error.operation == .opening)
            #expect(error.description == "cannot open '/nonexistent/drive.nmea': No such file or directory")
        }
    }

    @Test func aSimulatedDriveIsNoReceiver() {
        do {
            _ = try LocationSourceSpec.simulate(routeFile: "examples/sao-paulo.osrm.json").openReceiver()
            Issue.record("Location opened a simulated drive")
        } catch {
            #expect(error.operation == .opening)
        }
    }
}
