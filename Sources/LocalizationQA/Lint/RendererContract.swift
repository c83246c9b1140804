import Guidance
import Localization
import MessageFormat

/// What the renderer needs from a locale and accepts in it: the message keys it calls and the
/// markup names it turns into SSML. Found by asking the renderer itself (compiling the source
/// locale without one message at a time, rendering a probe message per markup name), so that
/// the lint never drifts from the code it guards.
public struct RendererContract: Sendable, Hashable {
    /// Every key the renderer and the distance functions require, sorted.
    public var requiredKeys: [String]
    /// Markup names the renderer maps to SSML.
    public var mappedMarkup: Set<String>
    /// Markup names probed and found to have no mapping.
    public var unmappedMarkup: Set<String>

    /// Creates a contract from known lists (tests).
    public init(requiredKeys: [String], mappedMarkup: Set<String>, unmappedMarkup: Set<String> = []) {
        self.requiredKeys = requiredKeys
        self.mappedMarkup = mappedMarkup
        self.unmappedMarkup = unmappedMarkup
    }

    /// Variables the renderer passes to every message of a section whether the source uses them
    /// or not (docs/guidance.md: every instruction receives `maneuver` and `mode`, and the step's
    /// names, exits and direction), so a translation may select on them.
    public static let providedVariables: [String: Set<String>] = [
        "instruction.": [
            "maneuver", "mode", "direction", "road", "hasRoad", "towards", "hasTowards", "exit", "hasExit",
            "roundaboutExit", "hasRoundaboutExit",
        ]
    ]

    /// The variables a message may read besides the source's: by key prefix.
    static func provided(for key: String) -> Set<String> {
        var names: Set<String> = []
        for (prefix, variables) in providedVariables where key.hasPrefix(prefix) {
            names.formUnion(variables)
        }
        return names
    }

    /// Whether a markup name may be used (names never probed count as unknown).
    public func isMapped(_ name: String) -> Bool { mappedMarkup.contains(name) }

    /// Probes the renderer with the source locale's facts and templates.
    ///
    /// - Parameter markupNames: the markup names to probe (those the linted files use).
    public static func probe(facts: LocaleFacts, source: MessageResource, markupNames: Set<String>)
        -> RendererContract
    {
        var resource = source
        var required = Set(UnitMessages.requiredIDs)
        // Keys the source itself lacks: add a stub and try again, so the others can be probed.
        for _ in 0..<64 {
            guard case .missingMessage(let key, _)? = failure(facts, resource) else { break }
            required.insert(key)
            guard let stub = stubEntry(key: key, message: "x") else { break }
            resource.entries.append(stub)
        }
        for entry in resource.entries where !entry.key.hasPrefix("unit.") {
            var reduced = resource
            reduced.entries.removeAll { $0.key == entry.key }
            if case .missingMessage(let key, _)? = failure(facts, reduced), key == entry.key {
                required.insert(key)
            }
        }
        var mapped: Set<String> = []
        var unmapped: Set<String> = []
        let probeKey = "alert.rerouting"
        for name in markupNames {
            var probe = resource
            probe.entries.removeAll { $0.key == probeKey }
            guard let stub = stubEntry(key: probeKey, message: "{#\(name)}x{/\(name)}") else { continue }
            probe.entries.append(stub)
            guard let bundle = try? LocaleBundle(facts: facts, requestedTag: facts.tag, resources: [probe]),
                let renderer = try? TemplateRenderer(bundle: bundle)
            else { continue }
            let rendered = renderer.render(
                PlannedPrompt(id: 0, stage: .rerouting, promptClass: .alert, routeVersion: 0))
            if rendered.problems.contains(where: { $0.contains("{#\(name)}") }) {
                unmapped.insert(name)
            } else {
                mapped.insert(name)
            }
        }
        return RendererContract(
            requiredKeys: required.sorted(), mappedMarkup: mapped, unmappedMarkup: unmapped)
    }

    private static func failure(_ facts: LocaleFacts, _ resource: MessageResource) -> RendererError? {
        do {
            let bundle = try LocaleBundle(facts: facts, requestedTag: facts.tag, resources: [resource])
            _ = try TemplateRenderer(bundle: bundle)
            return nil
        } catch let error as RendererError {
            return error
        } catch {
            return .locale("\(error)")
        }
    }

    /// A parsed entry `key = message`, with the key's section.
    static func stubEntry(key: String, message: String) -> MessageResource.Entry? {
        let parts = key.split(separator: ".")
        let text: String
        if parts.count > 1 {
            text = "[\(parts.dropLast().joined(separator: "."))]\n\(parts.last ?? "") = \(message)\n"
        } else {
            text = "\(key) = \(message)\n"
        }
        return try? MessageResource.parse(text, file: "probe").entries.first
    }
}
