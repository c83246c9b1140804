import Foundation
import Simulator

extension LocationSourceSpec {
    /// Opens the source the spec names: connects nothing yet for gpsd (the source connects on
    /// its first `next()` and keeps reconnecting), opens and configures an NMEA file or device,
    /// imports a route for the simulator.
    ///
    /// - Throws: ``LocationError`` when a file cannot be opened or read, a serial port not
    ///   configured, or a route not imported.
    public func open(
        gpsd: GPSDOptions = GPSDOptions(), simulation: SimulatedLocationOptions = SimulatedLocationOptions()
    ) throws(LocationError) -> any LocationSource {
        switch self {
        case .gpsd(let endpoint):
            return GPSDSource(endpoint: endpoint, options: gpsd)
        case .nmea(let path, let baudRate):
            return try NMEASource(path: path, baudRate: baudRate)
        case .simulate(let file):
            guard let data = FileManager.default.contents(atPath: file) else {
                throw LocationError(.opening, subject: file, reason: "the file cannot be read")
            }
            let route: ImportedRoute
            do {
                route = try RouteImporter.importRoute(data: data, source: file)
            } catch {
                throw LocationError(.loadingRoute, subject: file, reason: "\(error)")
            }
            return try SimulatedLocationSource(route: route, options: simulation)
        }
    }
}
