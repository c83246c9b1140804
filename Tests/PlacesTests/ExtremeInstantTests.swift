import Foundation
import Places
import Testing

/// Instants far outside any drive (an event stamped 1e300 s after 1970 reached
/// `Int64(instant.timeIntervalSince1970)` through `run --places` and trapped) give an unknown
/// state and no arrival note.
@Suite struct ExtremeInstantTests {
    @Test(arguments: [1e300, -1e300, 1e12, Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan])
    func instantsOutsideTheCalendarAreUnknown(seconds: Double) throws {
        let place = try PlaceFixtures.place(periods: PlaceFixtures.officeHours, offset: -180)
        let instant = Date(timeIntervalSince1970: seconds)
        let status = place.isOpen(at: instant)
        #expect(status.state == .unknown)
        #expect(status.basis == .instantOutOfRange)
        #expect(place.statusNote(arrivingAt: instant) == .none)
    }

    @Test func theEdgesOfTheCalendarStillEvaluate() throws {
        let place = try PlaceFixtures.place(periods: PlaceFixtures.officeHours, offset: 840)
        for seconds in [Place.supportedInstants.lowerBound, Place.supportedInstants.upperBound] {
            #expect(place.isOpen(at: Date(timeIntervalSince1970: seconds)).basis == .regularHours)
        }
        #expect(place.isOpen(at: .distantFuture).basis == .regularHours)
    }
}
