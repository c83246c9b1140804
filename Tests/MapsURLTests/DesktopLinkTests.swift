import MapsURL
import Testing

/// `comgooglemapsurl://` conversion: the desktop URL pattern and its top-level domains.
struct DesktopLinkTests {
    static let accepted = [
        "https://maps.google.com/", "http://maps.google.com.br/maps?q=Paulista", "maps.google.co.uk/?q=x",
        "https://www.google.pt/maps/place/Lisboa", "google.de/maps/@52.5,13.4,12z",
        "https://goo.gl/maps/abc123",
        "HTTPS://WWW.GOOGLE.COM/maps/", "https://www.google.co.jp/maps/dir/Tokyo/Osaka/",
        "https://maps.google.cat/",
    ]

    @Test(arguments: accepted)
    func matchingURLConvertsByReplacingTheScheme(_ text: String) throws {
        let link = try MapsDesktopLink.converting(text)
        let withoutScheme = text.firstRange(of: "://").map { String(text[$0.upperBound...]) } ?? text
        #expect(link.description == "comgooglemapsurl://" + withoutScheme)
        #expect(try MapsDesktopLink.parse(link.description) == link)
    }

    static let rejected: [(url: String, reasonWord: String)] = [
        ("https://www.google.x1/maps/", "x1"),
        ("https://maps.google.comm/", "comm"),
        ("https://maps.google.com.xx/", "com.xx"),
        ("https://maps.google.co.uk.evil/", "co.uk.evil"),
        ("https://maps.google.com", "/"),
        ("https://maps.google.com?q=x", "/"),
        ("https://www.google.com/search?q=maps", "/maps/"),
        ("https://google.com/maps", "/maps/"),
        ("https://goo.gl/abc", "/maps/"),
        ("https://maps.yahoo.com/", "host"),
        ("https://www.maps.google.com/", "host"),
        ("ftp://maps.google.com/", "ftp"),
        ("https://maps.google.com:8080/", "com:8080"),
        ("https://maps.google.com/ q", "spaces"),
        ("", "host"),
    ]

    @Test(arguments: 0..<15)
    func nonMatchingURLIsRejectedWithTheReason(_ index: Int) {
        let example = Self.rejected[index]
        do {
            let link = try MapsDesktopLink.converting(example.url)
            Issue.record("accepted \(link)")
        } catch {
            #expect(error.kind == .notADesktopMapsURL)
            #expect(error.reason.contains(example.reasonWord), "\(error.reason)")
        }
    }

    @Test func callbackIsAppendedWithQuestionMarkWhenThereIsNoQuery() throws {
        let callback = XCallback(source: "Nom Nom", success: "sourceapp://?resume=true")
        let link = try MapsDesktopLink.converting("https://www.google.com/maps/@1,2,6z", callback: callback)
        #expect(
            link.description
                == "comgooglemapsurl://www.google.com/maps/@1,2,6z?x-source=Nom+Nom&x-success=sourceapp://?resume=true"
        )
        #expect(link.websiteURL() == "https://www.google.com/maps/@1,2,6z")
    }

    @Test func callbackGoesBeforeAFragment() throws {
        let callback = XCallback(source: "A", success: "a://")
        let link = try MapsDesktopLink.converting("maps.google.com/?q=x#hash", callback: callback)
        #expect(link.description == "comgooglemapsurl://maps.google.com/?q=x&x-source=A&x-success=a://#hash")
        #expect(try MapsDesktopLink.parse(link.description) == link)
    }

    @Test func halfACallbackIsRejected() {
        #expect(throws: MapsURLError.self) {
            try MapsDesktopLink.parse("comgooglemapsurl://maps.google.com/?x-source=A")
        }
        #expect(throws: MapsURLError.self) {
            try MapsDesktopLink.parse("comgooglemapsurl://maps.google.com/?x-success=a://")
        }
        #expect(throws: MapsURLError.self) {
            try MapsDesktopLink.converting(
                "maps.google.com/", callback: XCallback(source: "A", success: "nope"))
        }
    }

    @Test func callbackTwiceIsRejected() {
        let callback = XCallback(source: "A", success: "a://")
        #expect(throws: MapsURLError.self) {
            try MapsDesktopLink.converting("maps.google.com/?x-source=B&x-success=b://", callback: callback)
        }
    }

    @Test func callbackAlreadyInTheDesktopURLMustBeComplete() throws {
        #expect(throws: MapsURLError.self) { try MapsDesktopLink.converting("maps.google.com/?x-source=A") }
        let link = try MapsDesktopLink.converting("https://maps.google.com/?q=a&x-source=A&x-success=a://")
        #expect(link.callback == XCallback(source: "A", success: "a://"))
        #expect(try MapsDesktopLink.parse(link.build()) == link)
    }

    @Test func callbackInTheMiddleIsExtracted() throws {
        let link = try MapsDesktopLink.parse(
            "comgooglemapsurl://maps.google.com/?q=a&x-source=S&x-success=s://&z=1")
        #expect(link.callback == XCallback(source: "S", success: "s://"))
        #expect(link.desktopURL.pathAndQuery == "/?q=a&z=1")
    }

    @Test func anySchemeDispatches() throws {
        guard case .app = try GoogleMapsURL.parse("comgooglemaps://?q=x") else {
            Issue.record("not an app URL")
            return
        }
        guard case .desktopLink = try GoogleMapsURL.parse("comgooglemapsurl://goo.gl/maps/x") else {
            Issue.record("not a desktop link")
            return
        }
        #expect(throws: MapsURLError.self) { try GoogleMapsURL.parse("geo:1,2") }
    }
}
