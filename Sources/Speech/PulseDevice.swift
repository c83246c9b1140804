import CPulse

/// A playback stream on a sound server that speaks the PulseAudio protocol: PulseAudio, or
/// PipeWire through pipewire-pulse. The stream carries a media role so that the server's policy
/// lowers other audio while a prompt plays (WirePlumber's role-based policy, PulseAudio's
/// module-role-ducking).
final class PulseDevice: PlaybackDevice {
    private var stream: OpaquePointer?
    /// The server as it names itself, e.g. `pulseaudio 16.1`.
    let serverName: String

    /// Connects to `server` (nil: the default one, from `PULSE_SERVER` or the user's runtime
    /// directory; a daemon is never started) and opens a 16-bit mono stream at `sampleRate`.
    init(server: String?, role: String, sampleRate: Int) throws(PlaybackError) {
        var error = [CChar](repeating: 0, count: 256)
        let opened = guidance_pulse_open(
            server, "Guidance", role, "Navigation prompt", UInt32(sampleRate),
            AlsaDevice.latencyMicroseconds, &error, error.count)
        guard let opened else {
            throw .deviceUnavailable(
                device: server ?? "sound server",
                reason: String(
                    decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        var name = [CChar](repeating: 0, count: 160)
        guidance_pulse_server_name(opened, &name, name.count)
        stream = opened
        serverName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    var description: String { "sound server \(serverName.isEmpty ? "(unnamed)" : serverName)" }

    func write(_ samples: UnsafeBufferPointer<Int16>) -> String? {
        guard let stream, let base = samples.baseAddress else { return nil }
        var error = [CChar](repeating: 0, count: 256)
        guard guidance_pulse_write(stream, base, samples.count, &error, error.count) == 0 else {
            return String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return nil
    }

    var pendingFrames: Int {
        guard let stream else { return 0 }
        let microseconds = guidance_pulse_pending_us(stream)
        return Int(microseconds * UInt64(AudioFormat.sampleRate) / 1_000_000)
    }

    func interruptWrite() {
        if let stream { guidance_pulse_interrupt(stream) }
    }

    func discardAndReset() {
        if let stream { guidance_pulse_flush(stream) }
    }

    func close() {
        if let stream { guidance_pulse_close(stream) }
        stream = nil
    }

    deinit {
        close()
    }
}
