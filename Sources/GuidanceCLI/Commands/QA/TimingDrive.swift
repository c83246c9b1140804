import Guidance
import GuidanceModel
import GuidanceSpeech
import Localization
import LocalizationQA
import RouteImport
import Simulator
import Speech

/// One drive of `guidance qa timing`: a route simulated at a steady speed, its events through
/// the voice listener with real synthesis (no audio written), and what the audit needs back:
/// the spoken prompts with their lengths, and the drive's track.
struct TimingDrive {
    /// The route, imported once for every locale and speed.
    var route: ImportedRoute
    /// km/h.
    var speedKilometersPerHour: Double

    /// Drives the route in the renderer's locale, speaking through `speaker`.
    func run(renderer: TemplateRenderer, speaker: SynthesizingSpeaker) -> (
        prompts: [TimedPrompt], track: DriveTrack
    ) {
        var options = SimulationOptions()
        options.speed = .fixed(kilometersPerHour: speedKilometersPerHour)
        // A driver stands 10 s at a stop: the arrival is said before the next leg begins.
        options.stopSeconds = 10
        var records: [PromptRecord] = []
        let listener = VoiceListener(renderer: renderer, speaker: speaker) { records.append($0) }
        var track = DriveTrack()
        for event in NavigationSimulation(route: route, options: options) {
            track.add(event)
            listener.handle(event, setting: .alertsAndGuidance)
        }
        let prompts = records.compactMap { record -> TimedPrompt? in
            guard record.wasSpoken, let milliseconds = record.audioMilliseconds,
                let due = record.prompt.timestamp
            else { return nil }
            return TimedPrompt(
                id: record.prompt.id, stage: record.prompt.stage, step: record.prompt.step?.stepNumber,
                // A prompt whose audio was made when it was due starts that much later.
                due: due + (speaker.countsSynthesisWait ? record.synthesisWaitSeconds : 0),
                seconds: Double(milliseconds) / 1000, saidMeters: renderer.saidMeters(record.prompt),
                text: record.rendering.text.spoken)
        }
        return (prompts, track)
    }
}
