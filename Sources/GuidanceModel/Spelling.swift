/// The field names that the navigator SDKs spell differently: iOS, Android and the Flutter and
/// React Native wrappers each log some fields under their own name. Every list gives the accepted
/// spellings of one field, ours first.
///
/// The wire decoder and the tests' reference decoder read the first spelling of a list that is present in an object and ignore the
/// others, so a line carrying two spellings of one field decodes the same way on both paths
/// (docs/events.md has the table).
enum Spelling {
    /// Lane: its arrows (iOS, Android, Flutter `laneDirections`).
    static let laneDirections = ["directions", "laneDirections"]
    /// Lane direction: the painted arrow (iOS, Android, Flutter `laneShape`).
    static let laneShape = ["shape", "laneShape"]
    /// Lane direction: whether the route follows it (Android, Flutter `isRecommended`).
    static let recommended = ["recommended", "isRecommended"]
    /// Step: the SDK's own sentence (Flutter `fullInstructions`, React Native `instruction`).
    static let instructionText = ["fullInstructionText", "fullInstructions", "instruction"]
    /// Step: its length (React Native's declared `distanceMeters`).
    static let stepDistance = ["distanceFromPrevStepMeters", "distanceMeters"]
    /// Step: its duration (React Native's declared `durationSeconds`).
    static let stepTime = ["timeFromPrevStepSeconds", "durationSeconds"]
    /// Update: the steps after the current one (React Native's `getRemainingSteps`).
    static let remainingSteps = ["remainingSteps", "getRemainingSteps"]
    /// Waypoint: the Places id (iOS and Flutter `placeID`).
    static let placeId = ["placeId", "placeID"]
    /// Waypoint: where it is (Android and React Native `position`, Flutter `target`).
    static let waypointCoordinate = ["coordinate", "position", "target"]
    /// Waypoint: whether it is the last stop, when the waypoint itself says so.
    static let waypointFinal = ["isFinal", "isFinalDestination"]
    /// Arrival event: whether the waypoint reached is the last (Android and React Native
    /// `ArrivalEvent.isFinalDestination`); read when the waypoint does not say.
    static let arrivalFinal = "isFinalDestination"
    /// Route status event: the status (the callbacks' `routeStatus`).
    static let routeStatus = ["status", "routeStatus"]
    /// Voice guidance event: the setting (iOS `voiceGuidance`, Android `audioGuidance`, Flutter
    /// `guidanceType`, React Native `guidanceMode`).
    static let voiceSetting = ["setting", "voiceGuidance", "audioGuidance", "guidanceType", "guidanceMode"]
}
