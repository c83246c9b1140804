import StrictJSON

extension NavigatorEvent {
    /// The event as one line of the wire format (no newline): our spellings, keys sorted, absent
    /// optionals and empty lanes left out, so that a recording or a simulated feed is the same
    /// bytes every time and reads back as the same event. `EventWireLineTests` holds it to the
    /// reference `Codable` encoding the tests keep.
    public func wireLine() throws(WireEncodingError) -> String {
        var json = JSONWriter()
        json.reserveCapacity(256)
        WireEncoding.write(self, to: &json)
        if let unwritable = json.unwritable {
            throw WireEncodingError(path: unwritable.path, value: unwritable.value)
        }
        return json.json
    }
}

/// The writer of wire lines. JSONWriter writes keys in the order given, so each object's fields
/// are written here in sorted order.
enum WireEncoding {
    static func write(_ event: NavigatorEvent, to json: inout JSONWriter) {
        switch event.payload {
        case .navInfo(let info): write(info, to: &json)
        case .arrival, .routeChanged: break
        case .remainingTime(let seconds): json.add("seconds", seconds)
        case .remainingDistance(let meters): json.add("meters", meters)
        case .delayCategory(let category): json.add("category", category.wireName)
        case .speeding(let percentage, let severity):
            json.add("percentage", percentage)
            json.add("severity", severity.wireName)
        case .lightingMode(let mode): json.add("mode", mode.wireName)
        case .routeStatus(let status): json.add("status", status.wireName)
        case .voiceGuidance(let setting): json.add("setting", setting.wireName)
        case .locale(let tag): json.add("locale", tag)
        }
        json.add("timestamp", event.timestamp)
        json.add("type", event.kind.rawValue)
        if case .arrival(let waypoint) = event.payload {
            json.addObject("waypoint") { write(waypoint, to: &$0) }
        }
    }

    private static func write(_ info: NavInfo, to json: inout JSONWriter) {
        if let step = info.currentStep {
            json.addObject("currentStep") { write(step, to: &$0) }
        }
        json.add("distanceToCurrentStepMeters", info.distanceToCurrentStepMeters)
        json.add("distanceToFinalDestinationMeters", info.distanceToFinalDestinationMeters)
        json.add("distanceToNextDestinationMeters", info.distanceToNextDestinationMeters)
        if let location = info.location {
            json.addObject("location") { inner in
                inner.add("bearing", location.bearing)
                inner.add("latitude", location.coordinate.latitude)
                inner.add("longitude", location.coordinate.longitude)
                inner.add("speed", location.speed)
            }
        }
        json.add("navState", info.navState.wireName)
        json.addObjects("remainingSteps", info.remainingSteps) { write($1, to: &$0) }
        json.add("routeChanged", info.routeChanged)
        json.add("speedMetersPerSecond", info.speedMetersPerSecond)
        json.add("timeToCurrentStepSeconds", info.timeToCurrentStepSeconds)
        json.add("timeToFinalDestinationSeconds", info.timeToFinalDestinationSeconds)
        json.add("timeToNextDestinationSeconds", info.timeToNextDestinationSeconds)
    }

    private static func write(_ step: StepInfo, to json: inout JSONWriter) {
        json.add("destinations", step.destinations)
        json.add("distanceFromPrevStepMeters", step.distanceFromPrevStepMeters)
        json.add("drivingSide", step.drivingSide.wireName)
        json.add("exitNumber", step.exitNumber)
        json.add("fullInstructionText", step.fullInstructionText)
        json.add("fullRoadName", step.fullRoadName)
        if !step.lanes.isEmpty {
            json.addObjects("lanes", step.lanes) { lane, each in
                lane.addObjects("directions", each.directions) { direction, arrow in
                    direction.add("recommended", arrow.isRecommended)
                    direction.add("shape", arrow.shape.wireName)
                }
            }
        }
        json.add("maneuver", step.maneuver.wireName)
        json.add("roundaboutName", step.roundaboutName)
        json.add("roundaboutTurnNumber", step.roundaboutTurnNumber)
        json.add("simpleRoadName", step.simpleRoadName)
        json.add("stepNumber", step.stepNumber)
        json.add("timeFromPrevStepSeconds", step.timeFromPrevStepSeconds)
    }

    private static func write(_ waypoint: Waypoint, to json: inout JSONWriter) {
        if let coordinate = waypoint.coordinate {
            json.addObject("coordinate") { inner in
                inner.add("latitude", coordinate.latitude)
                inner.add("longitude", coordinate.longitude)
            }
        }
        json.add("isFinal", waypoint.isFinal)
        json.add("placeId", waypoint.placeId)
        json.add("side", waypoint.side.wireName)
        json.add("title", waypoint.title)
    }
}
