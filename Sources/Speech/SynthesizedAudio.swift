/// A whole synthesized prompt: what the cache stores, sinks write and players play.
public struct SynthesizedAudio: Sendable, Equatable {
    /// Signed 16-bit mono samples.
    public var samples: [Int16]
    /// Samples per second (22,050 for eSpeak NG).
    public var sampleRate: Int
    /// Word, sentence and mark events, in audio order.
    public var events: [SpeechEvent]
    /// The voice that actually spoke (differs from the request after a fallback).
    public var voice: String
    /// Non-fatal problems, e.g. a voice fallback.
    public var warnings: [SpeechWarning]

    /// Creates audio.
    public init(
        samples: [Int16], sampleRate: Int = AudioFormat.sampleRate, events: [SpeechEvent] = [],
        voice: String = "", warnings: [SpeechWarning] = []
    ) {
        self.samples = samples
        self.sampleRate = sampleRate
        self.events = events
        self.voice = voice
        self.warnings = warnings
    }

    /// Length of the audio.
    public var duration: Duration {
        guard sampleRate > 0 else { return .zero }
        return .nanoseconds(Int64(samples.count) * 1_000_000_000 / Int64(sampleRate))
    }

    /// Length of the audio in whole milliseconds.
    public var durationMilliseconds: Int {
        AudioFormat.milliseconds(samples: samples.count, sampleRate: sampleRate)
    }

    /// Memory taken by the samples, the figure the cache's byte bound counts.
    public var byteCount: Int {
        samples.count * MemoryLayout<Int16>.size
    }

    /// Root mean square of the samples, 0 for silence; a cheap "is anything audible" check.
    public var rootMeanSquare: Double {
        guard !samples.isEmpty else { return 0 }
        // Integer squares summed over the raw buffer: exact, and quick even in a debug build,
        // where iterating the array costs a generic call per sample (tests check thousands of
        // prompts; an Int64 holds the squares of 2^33 samples).
        let sum = samples.withUnsafeBufferPointer { buffer in
            var total: Int64 = 0
            var index = 0
            while index < buffer.count {
                let value = Int64(buffer[index])
                total &+= value * value
                index += 1
            }
            return total
        }
        return (Double(sum) / Double(samples.count)).squareRoot()
    }

    /// Names of the marks reached, in order.
    public var markNames: [String] {
        events.compactMap(\.markName)
    }
}

extension SynthesizedAudio {
    /// The audio at `rate` samples per second: itself when it is at that rate already, else
    /// linearly interpolated (events moved to the same instants). Raw PCM streams and the sound
    /// devices run at ``AudioFormat/sampleRate``; a neural voice may speak at another, and its
    /// WAV files keep it.
    public func resampled(to rate: Int) -> SynthesizedAudio {
        guard rate > 0, sampleRate > 0, rate != sampleRate, !samples.isEmpty else { return self }
        let step = Double(sampleRate) / Double(rate)
        let count = Int((Double(samples.count) / step).rounded(.down))
        var converted = [Int16](repeating: 0, count: count)
        samples.withUnsafeBufferPointer { source in
            for index in 0..<count {
                let position = Double(index) * step
                let left = Int(position)
                let right = min(left + 1, source.count - 1)
                let fraction = position - Double(left)
                let value = Double(source[left]) * (1 - fraction) + Double(source[right]) * fraction
                converted[index] = Int16(max(-32768, min(32767, value.rounded())))
            }
        }
        var result = self
        result.samples = converted
        result.sampleRate = rate
        result.events = events.map { event in
            var moved = event
            moved.sampleOffset = Int(Double(event.sampleOffset) / step)
            return moved
        }
        return result
    }
}
