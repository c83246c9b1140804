import MapsURL
import Testing

/// Encodings, empty values, invalid values and unknown parameters of the app schemes.
struct AppURLEdgeCaseTests {
    struct Rejection: Sendable, CustomTestStringConvertible {
        var url: String
        var kind: MapsURLError.Kind
        var parameter: String?
        var testDescription: String { url }
    }

    static let rejections: [Rejection] = [
        Rejection(url: "comgooglemaps://?center=91,0", kind: .invalidValue, parameter: "center"),
        Rejection(url: "comgooglemaps://?center=0,181", kind: .invalidValue, parameter: "center"),
        Rejection(url: "comgooglemaps://?center=abc", kind: .invalidValue, parameter: "center"),
        Rejection(url: "comgooglemaps://?center=1,2,3", kind: .invalidValue, parameter: "center"),
        Rejection(url: "comgooglemaps://?center=", kind: .invalidValue, parameter: "center"),
        Rejection(url: "comgooglemaps://?zoom=40", kind: .invalidValue, parameter: "zoom"),
        Rejection(url: "comgooglemaps://?zoom=-1", kind: .invalidValue, parameter: "zoom"),
        Rejection(url: "comgooglemaps://?zoom=ten", kind: .invalidValue, parameter: "zoom"),
        Rejection(url: "comgooglemaps://?zoom=1e1", kind: .invalidValue, parameter: "zoom"),
        Rejection(url: "comgooglemaps://?mapmode=flying", kind: .invalidValue, parameter: "mapmode"),
        Rejection(
            url: "comgooglemaps://?directionsmode=flying", kind: .invalidValue, parameter: "directionsmode"),
        Rejection(
            url: "comgooglemaps://?directionsmode=Driving", kind: .invalidValue, parameter: "directionsmode"),
        Rejection(url: "comgooglemaps://?views=night", kind: .invalidValue, parameter: "views"),
        Rejection(url: "comgooglemaps://?views=satellite,,traffic", kind: .invalidValue, parameter: "views"),
        Rejection(url: "comgooglemaps://?views=traffic,traffic", kind: .invalidValue, parameter: "views"),
        Rejection(url: "comgooglemaps://?q=", kind: .invalidValue, parameter: "q"),
        Rejection(url: "comgooglemaps://?daddr=91,10", kind: .invalidValue, parameter: "daddr"),
        Rejection(url: "comgooglemaps://?zoom=3&zoom=4", kind: .duplicateParameter, parameter: "zoom"),
        Rejection(url: "comgooglemaps://?q=%G1", kind: .badEncoding, parameter: "q"),
        Rejection(url: "comgooglemaps://?q=abc%2", kind: .badEncoding, parameter: "q"),
        Rejection(url: "comgooglemaps://?q=%C3", kind: .badEncoding, parameter: "q"),
        Rejection(
            url: "comgooglemaps-x-callback://?q=x&x-success=app://", kind: .missingParameter,
            parameter: "x-source"),
        Rejection(
            url: "comgooglemaps-x-callback://?q=x&x-source=App", kind: .missingParameter,
            parameter: "x-success"),
        Rejection(
            url: "comgooglemaps-x-callback://?q=x&x-source=App&x-success=resume", kind: .invalidValue,
            parameter: "x-success"),
        Rejection(
            url: "comgooglemaps-x-callback://?q=x&x-source=&x-success=app://", kind: .invalidValue,
            parameter: "x-source"),
        Rejection(url: "comgooglemaps://maps?q=x", kind: .malformedURL, parameter: nil),
        Rejection(url: "comgooglemaps://?q=x#top", kind: .malformedURL, parameter: nil),
        Rejection(url: "https://maps.google.com/?q=x", kind: .unsupportedScheme, parameter: nil),
        Rejection(url: "comgooglemaps:?q=x", kind: .malformedURL, parameter: nil),
    ]

    @Test(arguments: rejections)
    func invalidURLIsRejectedNamingTheParameter(_ case: Rejection) {
        do {
            let url = try MapsAppURL.parse(`case`.url)
            Issue.record("accepted \(url)")
        } catch {
            #expect(error.kind == `case`.kind)
            #expect(error.parameter == `case`.parameter)
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func errorDescriptionNamesParameterValueAndReason() {
        #expect(throws: MapsURLError.self) { try MapsAppURL.parse("comgooglemaps://?zoom=40") }
        do {
            _ = try MapsAppURL.parse("comgooglemaps://?zoom=40")
        } catch {
            #expect(error.description.contains("zoom"))
            #expect(error.description.contains("\"40\""))
        }
    }

    @Test(arguments: ["Times+Square", "Times%20Square", "Times+%20Square"])
    func plusAndPercentTwentyBothMeanSpace(_ encoded: String) throws {
        let url = try MapsAppURL.parse("comgooglemaps://?q=\(encoded)")
        let expected = encoded == "Times+%20Square" ? "Times  Square" : "Times Square"
        #expect(url.query == expected)
        #expect(url.description == "comgooglemaps://?q=" + expected.replacingSpaces())
    }

    @Test func percentEscapesDecodeAndReencode() throws {
        let url = try MapsAppURL.parse("comgooglemaps://?q=S%C3%A3o+Paulo+%26+Rio+1%2B1%3D2")
        #expect(url.query == "São Paulo & Rio 1+1=2")
        #expect(url.description == "comgooglemaps://?q=S%C3%A3o+Paulo+%26+Rio+1%2B1=2")
        #expect(try MapsAppURL.parse(url.description) == url)
    }

    @Test func lowerCaseEscapesAreAccepted() throws {
        #expect(try MapsAppURL.parse("comgooglemaps://?q=caf%c3%a9").query == "café")
    }

    @Test func builderEncodesReservedCharacters() throws {
        var url = MapsAppURL()
        url.query = "Rua #1 & 2; 100%"
        #expect(try url.build() == "comgooglemaps://?q=Rua+%231+%26+2%3B+100%25")
        #expect(try MapsAppURL.parse(url.build()).query == "Rua #1 & 2; 100%")
    }

    @Test func emptyViewsClearsAllAndRoundTrips() throws {
        let url = try MapsAppURL.parse("comgooglemaps://?center=1,2&views=")
        #expect(url.views == [])
        #expect(url.description == "comgooglemaps://?center=1,2&views=")
        #expect(try MapsAppURL.parse("comgooglemaps://?center=1,2").views == nil)
        #expect(try MapsAppURL.parse("comgooglemaps://?views").views == [])
    }

    @Test func emptyStartAddressMeansCurrentLocation() throws {
        let url = try MapsAppURL.parse("comgooglemaps://?saddr=&daddr=Lisboa")
        #expect(url.start == .currentLocation)
        #expect(url.destination == .query("Lisboa"))
        #expect(url.description == "comgooglemaps://?saddr=&daddr=Lisboa")
    }

    @Test func coordinateWaypointIsTyped() throws {
        let url = try MapsAppURL.parse("comgooglemaps://?daddr=-23.5614,+-46.6559")
        #expect(url.destination == .coordinate(try MapsCoordinate(latitude: -23.5614, longitude: -46.6559)))
        #expect(url.description == "comgooglemaps://?daddr=-23.5614,-46.6559")
    }

    @Test func unknownParametersArePreservedInOrder() throws {
        let text = "comgooglemaps://?utm=a+b&center=1.5,2&flag&zoom=3&x-source=Mine&utm=again&Zoom=99"
        let url = try MapsAppURL.parse(text)
        #expect(url.description == text)
        #expect(url.unknownParameters.map(\.name) == ["utm", "flag", "x-source", "utm", "Zoom"])
        #expect(url.unknownParameters.map(\.value) == ["a b", nil, "Mine", "again", "99"])
    }

    @Test func settersReplaceInPlaceAndRemove() throws {
        var url = try MapsAppURL.parse("comgooglemaps://?zoom=3&keep=1&center=1,2")
        url.zoom = try ZoomLevel(15.5)
        url.center = nil
        url.travelMode = .bicycling
        #expect(url.description == "comgooglemaps://?zoom=15.5&keep=1&directionsmode=bicycling")
    }

    @Test func settingACallbackSwitchesTheScheme() throws {
        var url = try MapsAppURL.parse("comgooglemaps://?q=Pizza")
        url.callback = XCallback(source: "My App", success: "myapp://done?x=1&y=2")
        #expect(url.scheme == .callback)
        #expect(
            try url.build()
                == "comgooglemaps-x-callback://?q=Pizza&x-source=My+App&x-success=myapp://done?x=1%26y=2")
        #expect(try MapsAppURL.parse(url.build()).callback?.success == "myapp://done?x=1&y=2")
        url.callback = nil
        #expect(try url.build() == "comgooglemaps://?q=Pizza")
    }

    @Test func validatorRejectsProgrammaticMistakes() throws {
        let stray = MapsAppURL(parameters: [.query("a"), .callbackSource("App")])
        #expect(throws: MapsURLError.self) { try stray.validate() }
        let twice = MapsAppURL(parameters: [.zoom(try ZoomLevel(3)), .zoom(try ZoomLevel(4))])
        #expect(throws: MapsURLError.self) { try twice.build() }
        let emptyQuery = MapsAppURL(parameters: [.destination(.query(""))])
        #expect(throws: MapsURLError.self) { try emptyQuery.build() }
        let onlySource = MapsAppURL(scheme: .callback, parameters: [.callbackSource("App")])
        #expect(throws: MapsURLError.self) { try onlySource.build() }
    }

    @Test func typedInitializersRejectOutOfRangeValues() {
        #expect(throws: MapsURLError.self) { try MapsCoordinate(latitude: 91, longitude: 0) }
        #expect(throws: MapsURLError.self) { try MapsCoordinate(latitude: .nan, longitude: 0) }
        #expect(throws: MapsURLError.self) { try ZoomLevel(40) }
        #expect(throws: MapsURLError.self) { try ZoomLevel(-0.5) }
    }

    @Test func zoomBoundsAndFractionsAreAccepted() throws {
        #expect(try MapsAppURL.parse("comgooglemaps://?zoom=0").zoom?.value == 0)
        #expect(try MapsAppURL.parse("comgooglemaps://?zoom=21").zoom?.value == 21)
        #expect(try MapsAppURL.parse("comgooglemaps://?zoom=15.5").zoom?.value == 15.5)
    }

    @Test func coordinatesAreWrittenWithoutExponent() throws {
        let coordinate = try MapsCoordinate(latitude: 0.00001, longitude: -0.0)
        #expect(coordinate.description == "0.00001,0")
        #expect(try MapsCoordinate(latitude: -1e-7, longitude: 120).description == "-0.0000001,120")
    }

    @Test func schemeIsCaseInsensitiveAndWhitespaceTrimmed() throws {
        let url = try MapsAppURL.parse("  COMGOOGLEMAPS://?q=x\n")
        #expect(url.description == "comgooglemaps://?q=x")
    }
}

extension String {
    fileprivate func replacingSpaces() -> String {
        String(map { $0 == " " ? "+" : $0 })
    }
}
