import Foundation
import Places
import Testing

/// Decoding the Places API (New) JSON and reporting malformed fields by path.
struct PlaceDecodingTests {
    static let full = """
        {
          "id": "ChIJV4k8_9UodTERU5KXbkYpSYs",
          "displayName": {"text": "Café Central", "languageCode": "pt"},
          "formattedAddress": "Avenida Paulista, 111, São Paulo, SP",
          "location": {"latitude": -23.5614, "longitude": -46.6559},
          "addressComponents": [
            {"longText": "Avenida Paulista", "shortText": "Av. Paulista", "types": ["route"], "languageCode": "pt"},
            {"longText": "São Paulo", "shortText": "SP", "types": ["administrative_area_level_1", "political"]}
          ],
          "regularOpeningHours": {
            "openNow": true,
            "periods": [{"open": {"day": 1, "hour": 8, "minute": 0}, "close": {"day": 1, "hour": 22, "minute": 30}}],
            "weekdayDescriptions": ["segunda-feira: 08:00–22:30"]
          },
          "currentOpeningHours": {
            "periods": [{
              "open": {"day": 1, "hour": 8, "minute": 0, "date": {"year": 2026, "month": 11, "day": 30}, "truncated": true},
              "close": {"day": 1, "hour": 22, "minute": 30, "date": {"year": 2026, "month": 11, "day": 30}}
            }],
            "specialDays": [{"date": {"year": 2026, "month": 12, "day": 25}}]
          },
          "regularSecondaryOpeningHours": [
            {"secondaryHoursType": "DELIVERY", "periods": [{"open": {"day": 1, "hour": 11, "minute": 0}, "close": {"day": 1, "hour": 21, "minute": 0}}]}
          ],
          "utcOffsetMinutes": -180,
          "businessStatus": "OPERATIONAL",
          "attributions": [{"provider": "Example Data", "providerUri": "https://example.org"}],
          "rating": 4.5
        }
        """

    @Test func decodesEveryField() throws {
        let place = try Place.decode(from: Data(Self.full.utf8))
        #expect(place.id == "ChIJV4k8_9UodTERU5KXbkYpSYs")
        #expect(place.displayName == LocalizedText(text: "Café Central", languageCode: "pt"))
        #expect(place.location == PlaceLocation(latitude: -23.5614, longitude: -46.6559))
        #expect(place.addressComponents?.count == 2)
        #expect(place.addressComponents?.last?.shortText == "SP")
        #expect(place.regularOpeningHours?.periods.first?.close?.minute == 30)
        #expect(place.regularOpeningHours?.weekdayDescriptions.count == 1)
        let current = try #require(place.currentOpeningHours)
        #expect(current.periods.first?.open.truncated == true)
        #expect(current.periods.first?.close?.truncated == false)
        #expect(current.periods.first?.open.date == CivilDate(year: 2026, month: 11, day: 30))
        #expect(
            current.specialDays.map(\.date) == [CivilDate(year: 2026, month: 12, day: 25)].compactMap { $0 })
        #expect(place.regularSecondaryOpeningHours?.first?.secondaryHoursType == .delivery)
        #expect(place.utcOffsetMinutes == -180)
        #expect(place.businessStatus == .operational)
        #expect(place.attributions?.first?.provider == "Example Data")
    }

    @Test func secondaryOpeningHoursAliasIsRead() throws {
        let json = #"{"secondaryOpeningHours": [{"secondaryHoursType": "DRIVE_THROUGH", "periods": []}]}"#
        let place = try Place.decode(from: Data(json.utf8))
        #expect(place.regularSecondaryOpeningHours?.first?.secondaryHoursType == .driveThrough)
    }

    @Test func missingBusinessStatusMeansOperational() throws {
        let place = try Place.decode(from: Data("{}".utf8))
        #expect(place.businessStatus == nil)
        #expect(place.effectiveBusinessStatus == .operational)
        let unspecified = try Place.decode(
            from: Data(#"{"businessStatus": "BUSINESS_STATUS_UNSPECIFIED"}"#.utf8))
        #expect(unspecified.effectiveBusinessStatus == .operational)
    }

    static let malformed: [(json: String, path: String)] = [
        (
            #"{"regularOpeningHours": {"periods": [{"open": {"day": 1, "hour": 25, "minute": 0}}]}}"#,
            "regularOpeningHours.periods[0].open.hour"
        ),
        (
            #"{"regularOpeningHours": {"periods": [{"open": {"day": 7, "hour": 1}}]}}"#,
            "regularOpeningHours.periods[0].open.day"
        ),
        (
            #"{"regularOpeningHours": {"periods": [{"open": {"day": 1}}, {"open": {"day": 2, "minute": 60}}]}}"#,
            "regularOpeningHours.periods[1].open.minute"
        ),
        (
            #"{"regularOpeningHours": {"periods": [{"open": {"day": "Monday"}}]}}"#,
            "regularOpeningHours.periods[0].open.day"
        ),
        (
            #"{"regularOpeningHours": {"periods": [{"close": {"day": 1}}]}}"#,
            "regularOpeningHours.periods[0].open"
        ),
        (
            #"{"currentOpeningHours": {"specialDays": [{"date": {"year": 2026, "month": 2, "day": 30}}]}}"#,
            "currentOpeningHours.specialDays[0].date.day"
        ),
        (
            #"{"currentOpeningHours": {"periods": [{"open": {"day": 2, "date": {"year": 2026, "month": 11, "day": 30}}}]}}"#,
            "currentOpeningHours.periods[0].open.day"
        ),
        (#"{"location": {"latitude": 91, "longitude": 0}}"#, "location.latitude"),
        (#"{"businessStatus": "OPEN"}"#, "businessStatus"),
        (#"{"utcOffsetMinutes": "-180"}"#, "utcOffsetMinutes"),
        (#"{"utcOffsetMinutes": 5000}"#, "utcOffsetMinutes"),
        (#"{"displayName": {"languageCode": "pt"}}"#, "displayName.text"),
        (#"{"displayName": {"text": null}}"#, "displayName.text"),
        (
            #"{"regularOpeningHours": {"periods": [{"open": {"day": 1.5}}]}}"#,
            "regularOpeningHours.periods[0].open.day"
        ),
        (#"{"addressComponents": {"types": []}}"#, "addressComponents"),
        (#"{"attributions": [{"provider": 7}]}"#, "attributions[0].provider"),
        (#"{"id": "x""#, ""),
        (#"[1, 2]"#, ""),
    ]

    @Test(arguments: 0..<18)
    func malformedFieldIsNamedByPath(_ index: Int) {
        let example = Self.malformed[index]
        do {
            let place = try Place.decode(from: Data(example.json.utf8))
            Issue.record("accepted \(place)")
        } catch {
            #expect(error.path == example.path)
            #expect(!error.reason.isEmpty)
            #expect(error.line == 1)
            #expect(
                error.description.hasPrefix("line 1: " + (example.path.isEmpty ? "" : example.path + ": ")))
        }
    }

    @Test func civilDateArithmeticAgreesWithTheCalendar() throws {
        let date = try #require(CivilDate(year: 2024, month: 2, day: 29))
        #expect(date.weekday == 4)
        #expect(CivilDate(dayNumber: date.dayNumber) == date)
        #expect(CivilDate(dayNumber: 0).description == "1970-01-01")
        #expect(CivilDate(dayNumber: -1).description == "1969-12-31")
        #expect(CivilDate(year: 2026, month: 2, day: 29) == nil)
    }

    @Test func fieldErrorNamesTheLineOfTheValue() {
        let text = """
            {
              "id": "x",
              "regularOpeningHours": {
                "periods": [
                  {"open": {"day": 1, "hour": 8}},
                  {"open": {"day": 2,
                            "hour": 25}}
                ]
              }
            }
            """
        do {
            _ = try Place.decode(from: Data(text.utf8), source: "cafe.json")
            Issue.record("accepted hour 25")
        } catch {
            #expect(error.line == 7)
            #expect(error.path == "regularOpeningHours.periods[1].open.hour")
            #expect(
                error.description
                    == "cafe.json:7: regularOpeningHours.periods[1].open.hour: must be 0...23, got 25")
        }
    }

    @Test func missingFieldNamesTheLineOfItsObject() {
        let text = "{\n  \"displayName\":\n    {\"languageCode\": \"pt\"}\n}"
        do {
            _ = try Place.decode(from: Data(text.utf8))
            Issue.record("accepted a display name without text")
        } catch {
            #expect(error.line == 3)
            #expect(error.description == "line 3: displayName.text: missing")
        }
    }

    @Test func placeInsideADocumentIsNamedByItsPath() throws {
        let text = """
            {"places": [
              {"id": "a"},
              {"id": "b", "location": {"latitude": 0, "longitude": 200}}
            ]}
            """
        let root = try PlaceReader(parsing: Data(text.utf8), source: "list.json")
        let elements = try root.required("places").elements()
        #expect(try Place(reading: elements[0]).id == "a")
        do {
            _ = try Place(reading: elements[1])
            Issue.record("accepted longitude 200")
        } catch {
            #expect(error.line == 3)
            #expect(error.path == "places[1].location.longitude")
            #expect(error.source == "list.json")
        }
    }

    @Test func syntaxErrorNamesLineAndColumn() {
        let text = "{\n  \"id\": \"x\",\n  \"utcOffsetMinutes\": -18O\n}"
        do {
            _ = try Place.decode(from: Data(text.utf8))
            Issue.record("accepted invalid JSON")
        } catch {
            #expect(error.path == "")
            #expect(error.line == 3)
            #expect(error.reason.contains("column 26"), "\(error.reason)")
        }
    }

    @Test func truncatedDocumentNamesTheEnd() {
        do {
            _ = try Place.decode(from: Data(#"{"id": "x""#.utf8))
            Issue.record("accepted truncated JSON")
        } catch {
            #expect(error.line == 1)
            #expect(error.reason.contains("end of file"), "\(error.reason)")
        }
    }
}
