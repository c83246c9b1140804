/// The neural voices a speech worker may speak with: which model says which eSpeak NG voice's
/// prompts, the runtime library, and where prepared models are kept. Made and checked by the
/// command (so that a missing runtime or a broken model stops it at start), then handed to the
/// worker on its command line.
public struct NeuralVoiceOptions: Sendable, Hashable {
    /// One model and the voice whose prompts it says.
    public struct Assignment: Sendable, Hashable {
        /// The eSpeak NG voice name of the prompts it says (`en-us`); a prompt in another voice of
        /// the same language goes to it when no model is assigned to that voice.
        public var voice: String
        /// The model.
        public var model: VoiceModel

        /// Assigns `model` to `voice`.
        public init(voice: String, model: VoiceModel) {
            self.voice = voice
            self.model = model
        }
    }

    /// The models, in the order given.
    public var assignments: [Assignment]
    /// The runtime library's path (``VoiceRuntime/locate(option:environment:)``).
    public var library: String
    /// The directory prepared models are kept in (the user's cache).
    public var cacheDirectory: String
    /// Threads the runtime may use for one prompt.
    public var threads: Int

    /// Creates the options.
    public init(assignments: [Assignment], library: String, cacheDirectory: String, threads: Int = 1) {
        self.assignments = assignments
        self.library = library
        self.cacheDirectory = cacheDirectory
        self.threads = threads
    }

    /// The model that says prompts in eSpeak NG voice `voice` (a variant such as `+f3` aside):
    /// the one assigned to that voice, else one of its language; nil when none speaks it.
    public func model(for voice: String) -> VoiceModel? {
        let base = String(voice.lowercased().prefix { $0 != "+" })
        if let exact = assignments.first(where: { $0.voice.lowercased() == base }) { return exact.model }
        let language = VoiceModel.language(of: base)
        return assignments.first { VoiceModel.language(of: $0.voice) == language }?.model
    }

    /// Checks every model file and makes its prepared copy in the cache (once per model): a
    /// broken model is found by the command at start, and the worker loads a ready copy.
    public func prepareModels() throws(SpeechError) {
        for assignment in assignments {
            _ = try ModelFile.prepare(assignment.model, cacheDirectory: cacheDirectory)
        }
    }

    /// The worker's command-line arguments for these options.
    public var workerArguments: [String] {
        ["--voice-library", library, "--voice-cache", cacheDirectory, "--voice-threads", String(threads)]
            + assignments.flatMap { ["--voice-model", "\($0.voice)=\($0.model.path)"] }
    }

    /// Reads worker arguments back (what ``workerArguments`` wrote), loading each model's
    /// description; nil when they are not such arguments.
    public static func parse(workerArguments arguments: ArraySlice<String>) throws(SpeechError)
        -> NeuralVoiceOptions?
    {
        var library: String?
        var cache: String?
        var threads = 1
        var assignments: [Assignment] = []
        var rest = arguments
        while let name = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch name {
            case "--voice-library": library = value
            case "--voice-cache": cache = value
            case "--voice-threads": threads = Int(value) ?? 1
            case "--voice-model":
                guard let equals = value.firstIndex(of: "=") else { return nil }
                let model = try VoiceModel.load(path: String(value[value.index(after: equals)...]))
                assignments.append(Assignment(voice: String(value[..<equals]), model: model))
            default: return nil
            }
        }
        guard let library, let cache, !assignments.isEmpty else { return nil }
        return NeuralVoiceOptions(
            assignments: assignments, library: library, cacheDirectory: cache, threads: threads)
    }
}
