import Foundation
import Location
import RouteImport

extension LocationSourceSpec {
    /// Opens the source the spec names: a receiver through Location's
    /// `openReceiver(gpsd:stopHandle:)` (gpsd, NMEA), or, for `simulate:ROUTEFILE`, imports the
    /// route and drives it with ``SimulatedLocationSource``. `stopHandle` ends the source from
    /// elsewhere (a signal handler, another thread), whichever kind it is.
    ///
    /// - Throws: `LocationError` when a file cannot be opened or read, a serial port not
    ///   configured, or a route not imported.
    public func open(
        gpsd: GPSDOptions = GPSDOptions(), simulation: SimulatedLocationOptions = SimulatedLocationOptions(),
        stopHandle: LocationStopHandle = LocationStopHandle()
    ) throws(LocationError) -> any LocationSource {
        guard case .simulate(let file) = self else {
            return try openReceiver(gpsd: gpsd, stopHandle: stopHandle)
        }
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
