import GuidanceModel

/// Turns OSRM `intersections[].lanes` (left to right, each with `indications` and `valid`) into
/// the navigator's lanes.
public enum OSRMLaneMapping {
    /// The lane arrow for an OSRM indication; a U-turn arrow points toward the oncoming traffic
    /// (left with right-hand traffic). `none` and unknown words give `unknown`.
    public static func shape(indication: String, drivingSide: DrivingSide) -> LaneShape {
        switch indication {
        case "straight": .straight
        case "slight left": .slightLeft
        case "slight right": .slightRight
        case "left": .normalLeft
        case "right": .normalRight
        case "sharp left": .sharpLeft
        case "sharp right": .sharpRight
        case "uturn": drivingSide == .left ? .uTurnRight : .uTurnLeft
        default: .unknown
        }
    }

    /// One lane: which of its arrows are recommended. OSRM marks whole lanes `valid`; when it also
    /// gives `valid_indication`, only that arrow is recommended; otherwise the arrow matching the
    /// maneuver's modifier, or, if none matches, every arrow of a valid lane.
    public static func lane(
        indications: [String], valid: Bool, validIndication: String?, modifier: OSRMModifier?,
        drivingSide: DrivingSide
    ) -> Lane {
        let chosen: Set<String>
        if !valid {
            chosen = []
        } else if let validIndication, indications.contains(validIndication) {
            chosen = [validIndication]
        } else if let modifier, indications.contains(modifier.rawValue) {
            chosen = [modifier.rawValue]
        } else if modifier == nil, indications.contains("straight") {
            chosen = ["straight"]
        } else {
            chosen = Set(indications)
        }
        let words = indications.isEmpty ? ["none"] : indications
        return Lane(
            directions: words.map { word in
                LaneDirection(
                    shape: shape(indication: word, drivingSide: drivingSide),
                    isRecommended: chosen.contains(word) || (valid && indications.isEmpty))
            })
    }
}
