import Guidance
import MapsURL

/// A trip given as a Maps directions URL (`--trip`): its travel mode chooses the templates'
/// wording, and its destination becomes the hand-off link screens carry, so that a phone can
/// take the navigation over in the maps app.
struct TripLink {
    let mode: Guidance.TravelMode
    let handoff: String

    init(_ text: String) throws(CommandFailure) {
        let request: DirectionsRequest
        do {
            request = try DirectionsRequest.parse(text)
        } catch {
            throw CommandFailure(.usage, "option --trip: \(error)")
        }
        mode = Self.mode(request.travelMode)
        do {
            handoff = try DirectionsRequest(
                to: request.destination, travelMode: request.travelMode ?? .driving
            )
            .link()
        } catch {
            throw CommandFailure(.usage, "option --trip: \(error)")
        }
    }

    static func mode(_ travelMode: MapsURL.TravelMode?) -> Guidance.TravelMode {
        switch travelMode {
        case .walking: .walk
        case .bicycling: .cycle
        case .transit: .transit
        case .driving, nil: .drive
        }
    }
}
