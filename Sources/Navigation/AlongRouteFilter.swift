/// A one-dimensional Kalman filter of the distance driven along the route: the fix's speed
/// predicts, the snapped fix corrects, each weighted by how much it can be trusted. Smooths a
/// receiver's noise (5 m of it gives about 2 m along the route) without lagging behind a
/// vehicle whose speed is known.
struct AlongRouteFilter: Sendable {
    /// Route meters driven, as estimated.
    private(set) var distance: Double = 0
    /// The estimate's variance, square meters.
    private(set) var variance: Double = .infinity

    /// The speed uncertainty (m/s) assumed when the fix gives a speed: acceleration between two
    /// fixes and the receiver's own speed error.
    static let speedUncertainty = 1.0
    /// The speed uncertainty (m/s) when the fix gives none: the prediction is then worth little.
    static let unknownSpeedUncertainty = 15.0

    /// Moves the estimate on by `meters` over `seconds`; without a known speed the estimate stays
    /// but loses its weight. `speedChange` (m/s between the two fixes) widens the uncertainty:
    /// the average of two speeds is only exact for an even acceleration.
    mutating func predict(by meters: Double, seconds: Double, speedKnown: Bool, speedChange: Double = 0) {
        let base = speedKnown ? Self.speedUncertainty : Self.unknownSpeedUncertainty
        let uncertainty = (base + abs(speedChange) / 2) * seconds
        distance += meters
        variance += uncertainty * uncertainty + 0.01
    }

    /// Blends in a measured distance with standard deviation `sigma` meters; the first
    /// measurement is taken as is.
    mutating func correct(toward measured: Double, sigma: Double) {
        let noise = sigma * sigma
        guard variance.isFinite else {
            distance = measured
            variance = noise
            return
        }
        let gain = variance / (variance + noise)
        distance += gain * (measured - distance)
        variance *= 1 - gain
    }

    /// Moves the estimate without touching its weight (a clamp).
    mutating func clamp(to distance: Double) {
        self.distance = distance
    }
}
