/// The precision at which the simulator and the route follower report a drive: positions to
/// 1e-7 degree (about a centimetre), bearings to 0.1 degree, speeds to 0.01 m/s. Both write the
/// same numbers for the same place, so a followed drive and its simulation compare line by line.
package enum ReportedPrecision {
    /// A speed in metres per second, to 0.01 m/s.
    package static func speed(_ metersPerSecond: Double) -> Double {
        rounded(metersPerSecond, to: 100)
    }

    /// A road-snapped location: its coordinate, bearing and speed at the reported precision.
    package static func location(_ coordinate: Coordinate, bearing: Double, speed: Double?)
        -> RoadSnappedLocation
    {
        RoadSnappedLocation(
            coordinate: Coordinate(
                latitude: rounded(coordinate.latitude, to: 1e7),
                longitude: rounded(coordinate.longitude, to: 1e7)),
            bearing: rounded(bearing, to: 10), speed: speed.map(Self.speed))
    }

    /// `value` to the nearest 1 / `scale`.
    private static func rounded(_ value: Double, to scale: Double) -> Double {
        (value * scale).rounded() / scale
    }
}

extension NavInfo {
    /// The last update of a trip: stopped, nothing to go, screens clear.
    package static func stopped(at location: RoadSnappedLocation?) -> NavInfo {
        NavInfo(
            navState: .stopped, distanceToCurrentStepMeters: 0, timeToCurrentStepSeconds: 0,
            distanceToFinalDestinationMeters: 0, timeToFinalDestinationSeconds: 0, speedMetersPerSecond: 0,
            location: location)
    }
}
