import Foundation
import Guidance
import GuidanceModel
import Testing

/// Hostile names through every name-carrying message of every shipped locale: the SSML document
/// always parses, the name adds no element or attribute, and it appears as text, intact except
/// for the characters XML cannot hold.
@Suite struct SSMLInjectionTests {
    static let placeholder = "Xyzzy"

    @Test func everyLocaleIsChecked() {
        #expect(ShippedData.tags.count >= 3, "found \(ShippedData.tags) in \(ShippedData.directory)")
    }

    @Test(arguments: ShippedData.tags)
    func hostileNamesStayText(_ tag: String) throws {
        let renderer = try ShippedData.renderer(tag)
        let neutral = ShippedData.prompts(naming: Self.placeholder).map {
            XMLOutline(renderer.render($0).ssmlDocument)
        }
        for (index, name) in (InjectionCorpus.markup + InjectionCorpus.characters).enumerated() {
            let picked = Self.half(ShippedData.prompts(naming: name), neutral, name: index)
            check(name, renderer: renderer, prompts: picked.prompts, neutral: picked.neutral)
        }
    }

    /// Half the prompts of `ShippedData.prompts` for the name at `index`: of each maneuver's four
    /// stages, two (depart and prepare, or early and now, alternating from maneuver to maneuver
    /// and from name to name), and every continue and arrival prompt. Each name still goes
    /// through every maneuver's message and every stage's, in half the renderings.
    static func half(_ prompts: [PlannedPrompt], _ neutral: [XMLOutline], name index: Int)
        -> (prompts: [PlannedPrompt], neutral: [XMLOutline])
    {
        let staged = 4 * Maneuver.allCases.count
        let kept = prompts.indices.filter { $0 >= staged || ($0 / 4 + $0 % 4 + index) % 2 == 0 }
        return (kept.map { prompts[$0] }, kept.map { neutral[$0] })
    }

    /// Two names in a row between them check every prompt, and each checks every stage.
    @Test func twoNamesCheckEveryPrompt() {
        let prompts = ShippedData.prompts(naming: Self.placeholder)
        let neutral = prompts.map { _ in XMLOutline("<speak/>") }
        let first = Self.half(prompts, neutral, name: 4).prompts
        let second = Self.half(prompts, neutral, name: 5).prompts
        #expect(Set(first.map(\.id)).union(second.map(\.id)) == Set(prompts.map(\.id)))
        #expect(first.count < prompts.count && second.count < prompts.count)
        for stage in [PromptStage.depart, .early, .prepare, .now, .continue, .arrival] {
            #expect(first.contains { $0.stage == stage }, "no \(stage) prompt")
        }
        #expect(Set(first.compactMap(\.step?.maneuver)).count == Maneuver.allCases.count)
    }

    @Test(arguments: ShippedData.tags)
    func aSixtyFourKilobyteNameStaysWholeText(_ tag: String) throws {
        let renderer = try ShippedData.renderer(tag)
        let maneuvers: [Maneuver] = [
            .depart, .turnRight, .roundaboutLeftClockwise, .offRampRight, .destination,
        ]
        let neutral = ShippedData.prompts(naming: Self.placeholder, maneuvers: maneuvers).map {
            XMLOutline(renderer.render($0).ssmlDocument)
        }
        let prompts = ShippedData.prompts(naming: InjectionCorpus.long, maneuvers: maneuvers)
        check(InjectionCorpus.long, renderer: renderer, prompts: prompts, neutral: neutral)
    }

    /// Whether `text` holds `part`, compared as UTF-8 bytes in linear time (Knuth-Morris-Pratt;
    /// a grapheme-wise `contains` over a 64 KB name takes minutes).
    static func bytes(of text: String, contain part: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        if needle.isEmpty { return true }
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<needle.count {
            while length > 0, needle[index] != needle[length] { length = failure[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
        }
        var matched = 0
        for byte in haystack {
            while matched > 0, byte != needle[matched] { matched = failure[matched - 1] }
            if byte == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }

    private func check(
        _ name: String, renderer: TemplateRenderer, prompts: [PlannedPrompt], neutral: [XMLOutline]
    ) {
        let expectedText = InjectionCorpus.xmlText(name)
        let label = name.count > 80 ? "a \(name.utf8.count)-byte name" : name.debugDescription
        for (prompt, reference) in zip(prompts, neutral) {
            let document = renderer.render(prompt).ssmlDocument
            let outline = XMLOutline(document)
            let context =
                "\(renderer.localeTag) prompt \(prompt.stage.rawValue) \(prompt.step?.maneuver.wireName ?? "-") with \(label)"
            guard outline.parsed else {
                Issue.record(
                    "\(context): SSML does not parse (\(outline.error ?? "?")): \(document.prefix(400))")
                return
            }
            let allowedElements = Set(reference.elements).union(["sub"])
            let introduced = Set(outline.elements).subtracting(allowedElements)
            #expect(introduced.isEmpty, "\(context): elements \(introduced) in \(document.prefix(400))")
            let speakCount = outline.elements.filter { $0 == "speak" }.count
            #expect(speakCount == 1, "\(context): \(speakCount) speak elements")
            let attributes = Set(outline.attributes).subtracting(
                Set(reference.attributes).union(["sub@alias"]))
            #expect(attributes.isEmpty, "\(context): attributes \(attributes)")
            if reference.text.contains(Self.placeholder) {
                // A case ending may lengthen the name's last vowel (hu "Paulista" → "Paulistára"):
                // all but that letter must stay as it was.
                let intact =
                    Self.bytes(of: outline.text, contain: expectedText)
                    || Self.bytes(of: outline.text, contain: String(expectedText.dropLast()))
                #expect(
                    intact,
                    "\(context): the name is not intact text in \(outline.text.prefix(300).debugDescription)")
            }
        }
    }
}
