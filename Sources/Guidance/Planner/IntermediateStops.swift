import GuidanceModel

extension NavInfo {
    /// The step numbers of the arrive steps ahead that end at an intermediate stop rather than at
    /// the final destination: an arrive step is a stop when more steps of the route follow it
    /// (steps are numbered over the whole route), and the current arrive step is one when the
    /// next stop is nearer than the final destination (Android's figures). Otherwise it is the
    /// destination.
    public var intermediateStops: Set<Int> {
        let steps = (currentStep.map { [$0] } ?? []) + remainingSteps
        var stops: Set<Int> = []
        for (position, step) in steps.enumerated()
        where step.maneuver.family == .arrive && position + 1 < steps.count {
            stops.insert(step.stepNumber)
        }
        if let step = currentStep, step.maneuver.family == .arrive,
            let next = distanceToNextDestinationMeters,
            let final = distanceToFinalDestinationMeters, final - next > Self.stopMarginMeters
        {
            stops.insert(step.stepNumber)
        }
        return stops
    }

    /// How much nearer the next stop must be than the final destination to be another place.
    static let stopMarginMeters = 50.0
}
