import Guidance
import MapsURL

/// A trip given as a Maps directions URL (`--trip`), read once for both commands that take one:
/// `run` words prompts for its travel mode and hands the navigation over by its link; `simulate`
/// names the destination and drives at a walking or cycling pace.
struct Trip {
    /// The wording the travel mode asks for.
    let mode: Guidance.TravelMode
    /// A `comgooglemaps://` directions link to the destination, for screens to hand over.
    let handoff: String
    /// The destination's name, when the URL gives one rather than a coordinate.
    let destinationName: String?
    /// The pace of modes slower than driving (a route's own durations are a car's).
    let paceKilometersPerHour: Double?

    init(_ text: String) throws(CommandFailure) {
        let request: DirectionsRequest
        do {
            request = try DirectionsRequest.parse(text)
            handoff = try DirectionsRequest(
                to: request.destination, travelMode: request.travelMode ?? .driving
            )
            .link()
        } catch {
            throw CommandFailure(.usage, "option --trip: \(error)")
        }
        destinationName = if case .query(let name) = request.destination { name } else { nil }
        switch request.travelMode {
        case .walking:
            mode = .walk
            paceKilometersPerHour = 5
        case .bicycling:
            mode = .cycle
            paceKilometersPerHour = 16
        case .transit:
            mode = .transit
            paceKilometersPerHour = nil
        case .driving, nil:
            mode = .drive
            paceKilometersPerHour = nil
        }
    }
}
