import MapsURL
import Testing

/// Every URL printed in the scheme's reference page (seed 000), joined where the page breaks a
/// line for clarity.
struct SeedExampleTests {
    static let appExamples = [
        "comgooglemaps://?center=40.765819,-73.975866&zoom=14&views=traffic",
        "comgooglemaps://?center=37.788463,-122.392545&zoom=12",
        "comgooglemaps://?center=46.414382,10.013988&mapmode=streetview",
        "comgooglemaps://?q=Pizza&center=37.759748,-122.427135",
        "comgooglemaps://?q=Steamers+Lane+Santa+Cruz,+CA&center=37.782652,-122.410126&views=satellite,traffic"
            + "&zoom=15",
        "comgooglemaps://?q=Google+Japan,+Minato,+Tokyo,+Japan&center=35.660888,139.73073&zoom=15&views=transit",
        "comgooglemaps://?saddr=Google+Inc,+8th+Avenue,+New+York,+NY&daddr=John+F.+Kennedy+International+Airport,"
            + "+Van+Wyck+Expressway,+Jamaica,+New+York&directionsmode=transit",
        "comgooglemaps://?saddr=Google,+1600+Amphitheatre+Parkway,+Mountain+View,+CA+94043&daddr=Google+Inc,"
            + "+345+Spear+Street,+San+Francisco,+CA&center=37.422185,-122.083898&zoom=10",
        "comgooglemaps://?saddr=2025+Garcia+Ave,+Mountain+View,+CA,+USA&daddr=Google,+1600+Amphitheatre+Parkway,"
            + "+Mountain+View,+CA,+United+States&center=37.423725,-122.0877&directionsmode=walking&zoom=17",
        "comgooglemaps-x-callback://?center=40.765819,-73.975866&zoom=14"
            + "&x-success=sourceapp://?resume=true&x-source=SourceApp",
        "comgooglemaps-x-callback://?q=dessert&center=37.759748,-122.427135"
            + "&x-success=sourceapp://?resume=true&x-source=Nom+Nom",
        "comgooglemaps-x-callback://?daddr=John+F.+Kennedy+International+Airport,+Van+Wyck+Expressway,"
            + "+Jamaica,+New+York&x-success=sourceapp://?resume=true&x-source=AirApp",
        "comgooglemaps://",
        "comgooglemaps-x-callback://",
    ]

    @Test(arguments: appExamples)
    func appExampleRoundTripsExactly(_ text: String) throws {
        let url = try MapsAppURL.parse(text)
        #expect(try url.build() == text)
        #expect(try MapsAppURL.parse(url.build()) == url)
        #expect(url.unknownParameters.isEmpty)
    }

    @Test func centralParkExampleHasTypedValues() throws {
        let url = try MapsAppURL.parse(Self.appExamples[0])
        #expect(url.scheme == .standard)
        #expect(url.center == (try MapsCoordinate(latitude: 40.765819, longitude: -73.975866)))
        #expect(url.zoom?.value == 14)
        #expect(url.views == [.traffic])
    }

    @Test func searchExampleDecodesPlusAsSpace() throws {
        let url = try MapsAppURL.parse(Self.appExamples[4])
        #expect(url.query == "Steamers Lane Santa Cruz, CA")
        #expect(url.views == [.satellite, .traffic])
        #expect(url.zoom?.value == 15)
    }

    @Test func streetViewExampleHasMapMode() throws {
        #expect(try MapsAppURL.parse(Self.appExamples[2]).mapMode == .streetView)
    }

    @Test func directionsExampleHasWaypointsAndMode() throws {
        let url = try MapsAppURL.parse(Self.appExamples[6])
        #expect(url.start == .query("Google Inc, 8th Avenue, New York, NY"))
        #expect(
            url.destination
                == .query("John F. Kennedy International Airport, Van Wyck Expressway, Jamaica, New York"))
        #expect(url.travelMode == .transit)
    }

    @Test func callbackExampleHasBothCallbackParameters() throws {
        let url = try MapsAppURL.parse(Self.appExamples[10])
        #expect(url.scheme == .callback)
        #expect(url.callback == XCallback(source: "Nom Nom", success: "sourceapp://?resume=true"))
        #expect(url.query == "dessert")
    }

    @Test func airAppExampleStartsFromCurrentLocation() throws {
        let request = try DirectionsRequest.parse(Self.appExamples[11])
        #expect(request.start == .currentLocation)
        #expect(request.travelMode == nil)
        #expect(
            request.destination
                == .query("John F. Kennedy International Airport, Van Wyck Expressway, Jamaica, New York"))
    }

    static let desktopConversions: [(desktop: String, link: String, callback: XCallback?)] = [
        (
            "https://www.google.com/maps/preview/@42.585444,13.007813,6z",
            "comgooglemapsurl://www.google.com/maps/preview/@42.585444,13.007813,6z", nil
        ),
        (
            "https://maps.google.com/?q=@37.3161,-122.1836",
            "comgooglemapsurl://maps.google.com/?q=@37.3161,-122.1836", nil
        ),
        (
            "http://maps.google.com/maps?f=d&daddr=Tokyo+Tower,+Tokyo,+Japan&sll=35.6586,139.7454&sspn=0.2,0.1&nav=1",
            "comgooglemapsurl://maps.google.com/maps?f=d&daddr=Tokyo+Tower,+Tokyo,+Japan&sll=35.6586,139.7454"
                + "&sspn=0.2,0.1&nav=1&x-source=SourceApp&x-success=sourceapp://?resume=true",
            XCallback(source: "SourceApp", success: "sourceapp://?resume=true")
        ),
    ]

    @Test(arguments: 0..<3)
    func desktopExampleConvertsAndRoundTrips(_ index: Int) throws {
        let example = Self.desktopConversions[index]
        let link = try MapsDesktopLink.converting(example.desktop, callback: example.callback)
        #expect(try link.build() == example.link)
        let parsed = try MapsDesktopLink.parse(example.link)
        #expect(parsed.callback == example.callback)
        #expect(parsed.description == example.link)
        #expect(parsed.desktopURL.withoutScheme == link.desktopURL.withoutScheme)
    }

    @Test func universalLinkExampleMatchesThePattern() throws {
        let url = try DesktopMapsURL.parse("https://www.google.com/maps/@42.585444,13.007813,6z")
        #expect(url.form == .mapsPath)
        #expect(url.host == "www.google.com")
        #expect(url.pathAndQuery == "/maps/@42.585444,13.007813,6z")
    }

    @Test func bareDesktopSchemeIsAProbe() throws {
        #expect(try GoogleMapsURL.parse("comgooglemapsurl://") == .desktopLinkProbe)
    }

    @Test func tokyoTowerExampleReadsAsDirections() throws {
        let request = try DirectionsRequest.parse(Self.desktopConversions[2].link)
        #expect(request.destination == .query("Tokyo Tower, Tokyo, Japan"))
        #expect(request.travelMode == nil)
    }
}
