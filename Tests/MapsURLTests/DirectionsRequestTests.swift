import MapsURL
import Testing

/// The pipeline's convenience: directions links to a destination and back.
struct DirectionsRequestTests {
    @Test func linkToANamedDestination() throws {
        let request = DirectionsRequest(to: .query("Torre de Belém, Lisboa"), travelMode: .walking)
        #expect(
            try request.link() == "comgooglemaps://?daddr=Torre+de+Bel%C3%A9m,+Lisboa&directionsmode=walking")
    }

    @Test func linkToACoordinateWithStartAndCallback() throws {
        let destination = try MapsCoordinate(latitude: -23.5614, longitude: -46.6559)
        let request = DirectionsRequest(
            to: .coordinate(destination), from: .query("Sé"), travelMode: .transit)
        let link = try request.link(callback: XCallback(source: "Guidance", success: "guidance://resume"))
        #expect(
            link
                == "comgooglemaps-x-callback://?saddr=S%C3%A9&daddr=-23.5614,-46.6559&directionsmode=transit"
                + "&x-source=Guidance&x-success=guidance://resume")
        #expect(try DirectionsRequest.parse(link) == request)
    }

    @Test(arguments: MapsTravelMode.allCases)
    func everyModeRoundTrips(_ mode: MapsTravelMode) throws {
        let request = DirectionsRequest(to: .query("Porto"), travelMode: mode)
        #expect(try DirectionsRequest.parse(request.link()) == request)
    }

    @Test func websiteDirectionsAreRead() throws {
        let request = try DirectionsRequest.parse(
            "https://maps.google.com/maps?saddr=Lisboa&daddr=38.7,-9.1&dirflg=b")
        #expect(request.start == .query("Lisboa"))
        #expect(request.destination == .coordinate(try MapsCoordinate(latitude: 38.7, longitude: -9.1)))
        #expect(request.travelMode == .bicycling)
        let api = try DirectionsRequest.parse(
            "https://www.google.com/maps/dir/?api=1&destination=Porto&travelmode=walking")
        #expect(api.destination == .query("Porto"))
        #expect(api.travelMode == .walking)
    }

    @Test func missingDestinationIsAnError() {
        do {
            _ = try DirectionsRequest.parse("comgooglemaps://?q=Pizza")
            Issue.record("accepted a URL without daddr")
        } catch {
            #expect(error.kind == .missingParameter)
            #expect(error.parameter == "daddr")
        }
        #expect(throws: MapsURLError.self) {
            try DirectionsRequest.parse("https://maps.google.com/maps?daddr=x&dirflg=z")
        }
    }

    /// A `?` inside the fragment starts no query: such a URL names no destination, and says so
    /// rather than stopping the program.
    @Test func aQuestionMarkInTheFragmentIsNoQuery() throws {
        for url in ["https://maps.google.com/#x?daddr=a", "https://maps.google.com/maps#?daddr=a"] {
            do {
                _ = try DirectionsRequest.parse(url)
                Issue.record("accepted \(url)")
            } catch {
                #expect(error.kind == .missingParameter)
            }
        }
        let kept = try DirectionsRequest.parse("https://maps.google.com/maps?daddr=Porto#a?daddr=Faro")
        #expect(kept.destination == .query("Porto"))
    }
}
