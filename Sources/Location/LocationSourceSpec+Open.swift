import Foundation
import RouteImport

extension LocationSourceSpec {
    /// Opens the source the spec names: connects nothing yet for gpsd (the source connects on
    /// its first `next()` and keeps reconnecting), opens and configures an NMEA file or device,
    /// imports a route for the simulator. `stopHandle` ends the source from elsewhere (a signal
    /// handler, another thread), whichever kind it is.
    ///
    /// - Throws: ``LocationError`` when a file cannot be opened or read, a serial port not
    ///   configured, or a route not imported.
    public func open(
        gpsd: GPSDOptions = GPSDOptions(), simulation: SimulatedLocationOptions = SimulatedLocationOptions(),
        stopHandle: LocationStopHandle = LocationStopHandle()
    ) throws(LocationError) -> any LocationSource {
        switch self {
        case .gpsd(let endpoint):
            return GPSDSource(endpoint: endpoint, options: gpsd, stopHandle: stopHandle)
        case .nmea(let path, let baudRate):
            return try NMEASource(path: path, baudRate: baudRate, stopHandle: stopHandle)
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
            return try SimulatedLocationSource(route: route, options: simulation, stopHandle: stopHandle)
        }
    }
}
