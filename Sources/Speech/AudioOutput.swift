/// Where a player sends prompts: a sound server when one runs, else ALSA, or one of them by
/// choice. On a modern head unit the sound server owns the device and lowers other audio while
/// a navigation prompt plays, by the stream's role; ALSA is for systems without one.
public enum AudioOutput: String, Sendable, Hashable, CaseIterable {
    /// The sound server when one answers, else the ALSA device.
    case automatic = "auto"
    /// A PulseAudio server (`PULSE_SERVER` or the user's runtime directory).
    case pulse
    /// PipeWire through its PulseAudio-protocol server (pipewire-pulse): the same client as
    /// `pulse`, named for the systems that run PipeWire.
    case pipewire
    /// The ALSA device directly.
    case alsa

    /// Whether this output may use the sound server.
    var triesServer: Bool { self != .alsa }
    /// Whether this output may fall back to (or use) ALSA.
    var triesALSA: Bool { self == .automatic || self == .alsa }
}

/// How a player reaches its output: which output, the ALSA device name, the sound server and
/// the media role the stream carries.
public struct PlaybackTarget: Sendable, Hashable {
    /// The media role WirePlumber's role-based policy gives navigation prompts (it ducks
    /// lower-priority streams while one plays); pipewire-pulse passes it through unchanged, and
    /// PulseAudio's module-role-ducking matches it when listed in its `trigger_roles`.
    public static let navigationRole = "Navigation"

    /// Which output.
    public var output: AudioOutput
    /// The ALSA device for `alsa` and for the fallback of `automatic`.
    public var alsaDevice: String
    /// The sound server's address (`unix:/path`, `tcp:host:port`); nil for the default one.
    public var server: String?
    /// The stream's `media.role`.
    public var role: String

    /// Creates a target.
    public init(
        output: AudioOutput = .automatic, alsaDevice: String = "default", server: String? = nil,
        role: String = PlaybackTarget.navigationRole
    ) {
        self.output = output
        self.alsaDevice = alsaDevice
        self.server = server
        self.role = role
    }

    /// Opens the output: the sound server first when allowed, then ALSA when allowed. The error
    /// names every output tried.
    func open() throws(PlaybackError) -> any PlaybackDevice {
        var reasons: [String] = []
        if output.triesServer {
            do {
                return try PulseDevice(server: server, role: role, sampleRate: AudioFormat.sampleRate)
            } catch {
                guard output.triesALSA else { throw error }
                reasons.append(error.description)
            }
        }
        do {
            return try AlsaDevice(name: alsaDevice, sampleRate: AudioFormat.sampleRate)
        } catch {
            guard !reasons.isEmpty else { throw error }
            throw .deviceUnavailable(
                device: "sound server or ALSA \"\(alsaDevice)\"",
                reason: (reasons + [error.description]).joined(separator: "; "))
        }
    }
}
