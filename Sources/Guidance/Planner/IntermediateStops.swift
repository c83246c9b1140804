import GuidanceModel

extension NavInfo {
    /// The step numbers of the arrive steps ahead that end at an intermediate stop rather than at
    /// the final destination: an arrive step is a stop when more steps of the route follow it
    /// (steps are numbered over the whole route), and the current arrive step is one when the
    /// next stop is nearer than the final destination (Android's figures). Otherwise it is the
    /// destination.
    ///
    /// Read on every update by the planner and the screens, so it walks the steps in place and
    /// allocates only when a route has arrive steps ahead.
    public var intermediateStops: Set<Int> {
        var stops: Set<Int> = []
        if let step = currentStep, step.maneuver.family == .arrive, !remainingSteps.isEmpty {
            stops.insert(step.stepNumber)
        }
        for index in remainingSteps.indices.dropLast() where remainingSteps[index].maneuver.family == .arrive
        {
            stops.insert(remainingSteps[index].stepNumber)
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
