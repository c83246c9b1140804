import Foundation
import Geometry
import GuidanceModel
import Simulator

/// Seeded Gaussian position noise, so a simulated receiver wanders like a real one and the same
/// seed wanders the same way on every run and platform.
struct GaussianNoise: Sendable {
    /// The standard deviation of each horizontal axis (north and east), in meters.
    let standardDeviation: Double
    private var random: SplitMix64

    init(standardDeviation: Double, seed: UInt64) {
        self.standardDeviation = standardDeviation.isFinite ? max(0, standardDeviation) : 0
        random = SplitMix64(seed: seed)
    }

    /// `coordinate` moved by a random north and east offset (Box–Muller).
    mutating func perturb(_ coordinate: Coordinate) -> Coordinate {
        guard standardDeviation > 0 else { return coordinate }
        let radius = sqrt(-2 * log(1 - random.nextUnit()))
        let angle = 2 * Double.pi * random.nextUnit()
        let north = radius * cos(angle) * standardDeviation
        let east = radius * sin(angle) * standardDeviation
        let latitude = min(90, max(-90, coordinate.latitude + north / Geodesy.metersPerDegree))
        let scale = max(cos(coordinate.latitude * .pi / 180), 1e-6)
        let longitude = coordinate.longitude + east / (Geodesy.metersPerDegree * scale)
        return Coordinate(latitude: latitude, longitude: Geodesy.normalizedLongitude(longitude))
    }
}
