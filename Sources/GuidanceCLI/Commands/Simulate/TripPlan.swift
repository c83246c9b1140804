import MapsURL

/// What `guidance simulate --trip URL` takes from a Maps directions URL: the destination's name
/// for the arrival, and a pace for modes slower than driving (the route's own durations are a
/// car's).
struct TripPlan {
    let destinationName: String?
    let paceKilometersPerHour: Double?

    init(_ text: String) throws(CommandFailure) {
        let request: DirectionsRequest
        do {
            request = try DirectionsRequest.parse(text)
        } catch {
            throw CommandFailure(.usage, "option --trip: \(error)")
        }
        if case .query(let name) = request.destination {
            destinationName = name
        } else {
            destinationName = nil
        }
        switch request.travelMode {
        case .walking: paceKilometersPerHour = 5
        case .bicycling: paceKilometersPerHour = 16
        default: paceKilometersPerHour = nil
        }
    }
}
