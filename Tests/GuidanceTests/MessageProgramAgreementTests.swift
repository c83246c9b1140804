import Foundation
import GuidanceModel
import Localization
import RouteImport
import Simulator
import TestSupport
import Testing

@testable import Guidance

/// The message programs (compiled per locale when it loads) must say exactly what the general
/// MessageFormat engine says: the same display text, spoken text, SSML, SSML document and
/// problems, for every step of every example route and feed and engine fixture, at every stage,
/// with and without lanes and a following maneuver, at stops, and on screens, in every shipped
/// locale; plus names, numbers and distances that take the engine's fallbacks.
@Suite struct MessageProgramAgreementTests {
    /// Every step of the example routes, feeds and engine fixtures, without repeats.
    static let steps: [StepInfo] = {
        var files: [String] = []
        for directory in ["examples", "Tests/Fixtures/Engines"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: Repository.path(directory))) ?? []
            for name in names.sorted() where name.hasSuffix(".json") || name.hasSuffix(".ndjson") {
                files.append(Repository.path(directory + "/" + name))
            }
        }
        var found: [StepInfo] = []
        var seen = Set<String>()
        func add(_ step: StepInfo) {
            // What the words depend on: the same maneuver, names and signs say the same.
            let key = [
                "\(step.maneuver)", step.simpleRoadName ?? "-", step.fullRoadName ?? "-",
                step.destinations ?? "-",
                step.exitNumber ?? "-", "\(step.roundaboutTurnNumber)", step.roundaboutName ?? "-",
                "\(step.lanes.count)",
            ].joined(separator: "|")
            if seen.insert(key).inserted { found.append(step) }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let bytes = Array(data)
            if file.hasSuffix(".ndjson") {
                var parser = EventFeedParser()
                for item in parser.feed(bytes) + parser.finish() {
                    guard case .event(let event, _) = item, case .navInfo(let info) = event.payload else {
                        continue
                    }
                    info.currentStep.map(add)
                    info.remainingSteps.forEach(add)
                }
            } else if let route = try? RouteImporter.importRoute(data: bytes, source: file) {
                route.steps.forEach(add)
            }
        }
        return found
    }()

    /// Names that take the engine's fallbacks or the programs' edge cases: none, empty, blank,
    /// an abbreviation's full stop before the sentence's, markup signs, Latin in a right-to-left
    /// sentence, other scripts, names whose gender a `:road` selector chooses by.
    static let names: [String?] = [
        nil, "", "  ", "Bahnhofstr.", #"Rua <Augusta> & "Filhos""#, "12A", "Av. D. Pedro II",
        "улица Ленина", "شارع الملك فهد", "Rua “Nova”", "Place de l'Étoile", "جامعة الملك سعود",
    ]

    /// Steps made up around the names: every maneuver, with exits, signs and roundabout exits
    /// inside and beyond the programs' number tables.
    static let madeUpSteps: [StepInfo] = {
        var steps: [StepInfo] = []
        for (index, maneuver) in Maneuver.allCases.enumerated() {
            let name = names[index % names.count]
            var step = StepInfo(
                maneuver: maneuver, simpleRoadName: name, exitNumber: index % 3 == 0 ? "12A" : nil,
                stepNumber: index + 1, distanceFromPrevStepMeters: 500, timeFromPrevStepSeconds: 40,
                destinations: names[(index + 3) % names.count])
            step.roundaboutTurnNumber = [0, 1, 2, 3, 8, 11, 63, 64, 200][index % 9]
            step.roundaboutName = index % 4 == 0 ? names[(index + 5) % names.count] : nil
            steps.append(step)
        }
        return steps
    }()

    /// Every prompt the renderer makes of a step, and its screen texts.
    static func renderings(_ renderer: TemplateRenderer, _ step: StepInfo, next: StepInfo?) -> [String] {
        var out: [String] = []
        func add(_ prompt: PlannedPrompt) {
            let rendered = renderer.render(prompt)
            out.append(
                [
                    rendered.text.display, rendered.text.spoken, rendered.text.ssml, rendered.ssmlDocument,
                    rendered.problems.joined(separator: "|"),
                ].joined(separator: "\n"))
        }
        let distances: [Double] = [0, 37, 250, 1234.5, 80_000, -5, .nan]
        let lanes = [
            nil, LaneHint(count: 2, position: .left, total: 3),
            LaneHint(count: 70, position: .middle, total: 90),
        ]
        for (index, stage) in [PromptStage.depart, .early, .prepare, .now].enumerated() {
            for (round, following) in [nil, next].enumerated() {
                var prompt = PlannedPrompt(
                    id: 1, stage: stage, promptClass: .guidance, step: step, following: following,
                    distanceMeters: distances[(index + 2 * round + step.stepNumber) % distances.count],
                    lanes: lanes[(index + round + step.stepNumber) % lanes.count], routeVersion: 1)
                add(prompt)
                if round == 1 {
                    prompt.intermediateStops = Set(
                        [step.stepNumber] + (following.map { [$0.stepNumber] } ?? []))
                    add(prompt)
                }
            }
        }
        for meters in [distances[step.stepNumber % distances.count], 2300] {
            var prompt = PlannedPrompt(
                id: 1, stage: .continue, promptClass: .guidance, step: step, distanceMeters: meters,
                routeVersion: 1)
            prompt.currentRoad = step.simpleRoadName
            add(prompt)
        }
        for side in WaypointSide.allCases {
            var prompt = PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: step.simpleRoadName, side: side, isFinal: side == .left),
                routeVersion: 1)
            add(prompt)
            if side == .right {
                prompt.arrivalNote = .closed(opensHour: 9, opensMinute: 5, day: .weekday(step.stepNumber % 7))
                add(prompt)
            }
        }
        for stop in [false, true] {
            let text = renderer.instruction(for: step, endsAtStop: stop)
            out.append([text.display, text.spoken, text.ssml].joined(separator: "\n"))
            out.append(renderer.shortInstruction(for: step, endsAtStop: stop) ?? "-")
        }
        let following = renderer.followingInstruction(for: step)
        out.append([following.display, following.spoken, following.ssml].joined(separator: "\n"))
        for meters in [distances[step.stepNumber % distances.count]] {
            let shown = renderer.distance(meters)
            out.append("\(shown.meters) \(shown.text)")
            out.append(renderer.duration(meters * 7))
        }
        return out
    }

    static func alerts(_ renderer: TemplateRenderer) -> [RenderedPrompt] {
        let alerts: [PlannedPrompt.Alert] =
            [.traffic(.heavy), .traffic(.medium), .speeding(.minor), .speeding(.major)]
            + RouteStatus.allCases.map { .routeFailed($0) }
        return alerts.map {
            renderer.render(
                PlannedPrompt(id: 1, stage: .alert, promptClass: .alert, alert: $0, routeVersion: 1))
        } + [
            renderer.render(PlannedPrompt(id: 1, stage: .rerouting, promptClass: .guidance, routeVersion: 1))
        ]
    }

    @Test func instructionKeysKnowTheirPositions() {
        for (offset, key) in InstructionKey.allCases.enumerated() { #expect(key.position == offset) }
    }

    @Test func theInputsHaveSteps() {
        #expect(Self.steps.count > 50, "\(Self.steps.count) steps")
    }

    /// The programs run, rather than handing every call to the engine: a prepare prompt's
    /// sentence and a turn's clause render without it.
    @Test func theProgramsRunTheUsualCalls() throws {
        let bundle = try Shipped.bundle("pt-BR")
        let catalog = try TemplateRenderer(bundle: bundle).catalog
        var clause = SlotArguments()
        for (slot, value) in [(MessageSlot.direction, "left"), (.hasRoad, "yes"), (.road, "Rua Augusta")] {
            clause[string: slot] = value
        }
        let turn = catalog.program(.turn)?.run(clause)
        #expect(turn?.display == "vire à esquerda na Rua Augusta")
        var sentence = SlotArguments()
        sentence.set(.instruction, fragment: turn ?? RenderedText(display: "", spoken: "", ssml: ""))
        sentence.distance = 300
        #expect(
            catalog.program(.prepare)?.run(sentence)?.spoken
                == "Em 300 metros, vire à esquerda na Rua Augusta.")
        // An empty name fails to format: the call goes to the engine, which reports it.
        clause[string: .road] = ""
        #expect(catalog.program(.turn)?.run(clause) == nil)
    }

    /// A clause's keywords, filled as codes, become the words the general path gives: the
    /// maneuver's wire name, its direction, the mode, `yes` and `no`, the side.
    @Test func clauseCodesGiveTheirWords() {
        for maneuver in Maneuver.allCases {
            for mode in TravelMode.allCases {
                let slots = ClauseSlots(maneuver, mode: mode, lead: true)
                #expect(slots[string: .maneuver] == maneuver.wireName)
                #expect(slots[string: .direction] == maneuver.direction.rawValue)
                #expect(slots[string: .mode] == mode.rawValue)
                #expect(slots[string: .lead] == "yes")
                #expect(slots[string: .hasRoad] == "no" && slots[string: .side] == nil)
            }
        }
        var named = ClauseSlots(.destinationLeft, mode: .walk, lead: false)
        (named.road, named.side, named.stop, named.roundaboutExit) = ("Rua Augusta", 0, 1, 3)
        let text = SlotArguments(named)
        #expect(text[string: .road] == "Rua Augusta" && text[string: .hasRoad] == "yes")
        #expect(text[string: .side] == "left" && text[string: .stop] == "yes" && text[string: .lead] == "no")
        #expect(text[string: .hasRoundaboutExit] == "yes" && text[integer: .roundaboutExit] == 3)
        #expect(text[string: .ferry] == nil && text[string: .hasTowards] == "no")
    }

    /// Pieces of every length up to past the inline copy's 32 bytes, appended one after another
    /// at every offset, and on into the heap, keep their bytes in order.
    @Test func piecesOfEveryLengthAreCopiedWhole() {
        let source = (0..<64).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        var expected: [UInt8] = []
        let written = FormBuffers.with { buffers -> String in
            for round in 0..<12 {
                for length in 0...40 {
                    let start = (round * 7 + length) % 20
                    source.withUnsafeBufferPointer { bytes in
                        buffers.display.append(UnsafeBufferPointer(rebasing: bytes[start..<start + length]))
                    }
                    expected += source[start..<start + length]
                }
            }
            return buffers.display.string
        }
        #expect(expected.count > FormBuffers.room)
        #expect(Array(written.utf8) == expected)
    }

    /// A prompt says what the engine says where the programs' buffers spill to the heap (a very
    /// long name) and where a sentence starts with a letter the bytes cannot capitalize
    /// (Cyrillic, and an accented Latin letter): the texts and the SSML document, with lanes and
    /// a following maneuver.
    @Test(arguments: ["ru-RU", "pt-BR", "tr-TR"])
    func longNamesAndCapitalsSayWhatTheEngineSays(_ tag: String) throws {
        let bundle = try Shipped.bundle(tag)
        let programs = try TemplateRenderer(bundle: bundle, units: nil, mode: .drive, programs: true)
        let engine = try TemplateRenderer(bundle: bundle, units: nil, mode: .drive, programs: false)
        let long = String(repeating: "Avenida Ébano Pereira ", count: 60) + "Sul"
        for (name, maneuver) in [(long, Maneuver.turnLeft), ("Éden", .depart), ("улица Ленина", .straight)] {
            let step = StepInfo(
                maneuver: maneuver, simpleRoadName: name, stepNumber: 1, distanceFromPrevStepMeters: 500,
                timeFromPrevStepSeconds: 40, destinations: name)
            for stage in [PromptStage.depart, .prepare, .now] {
                for lanes in [nil, LaneHint(count: 2, position: .left, total: 3)] {
                    for following in [nil, step] {
                        let prompt = PlannedPrompt(
                            id: 1, stage: stage, promptClass: .guidance, step: step, following: following,
                            distanceMeters: 250, lanes: lanes, routeVersion: 1)
                        #expect(programs.render(prompt) == engine.render(prompt), "\(tag) \(name) \(stage)")
                    }
                }
            }
        }
    }

    static let locales = Repository.shippedLocales

    @Test(arguments: locales)
    func programsSayWhatTheEngineSays(_ tag: String) throws {
        let bundle = try Shipped.bundle(tag)
        let programs = try TemplateRenderer(bundle: bundle, units: nil, mode: .drive, programs: true)
        let engine = try TemplateRenderer(bundle: bundle, units: nil, mode: .drive, programs: false)
        #expect(engine.catalog.programCount == 0)
        // Every sentence and instruction message of the shipped locales has a program.
        #expect(
            programs.catalog.programCount == SentenceKey.allCases.count + InstructionKey.allCases.count,
            "\(tag): \(programs.catalog.programCount) programs")
        let steps = Self.steps + Self.madeUpSteps
        var differences = 0
        for (index, step) in steps.enumerated() {
            let next = steps[(index + 1) % steps.count]
            let mine = Self.renderings(programs, step, next: next)
            let theirs = Self.renderings(engine, step, next: next)
            for (line, (got, expected)) in zip(mine, theirs).enumerated() where got != expected {
                differences += 1
                if differences <= 5 {
                    Issue.record("\(tag) step \(index) rendering \(line):\n\(got)\n---- engine:\n\(expected)")
                }
            }
            #expect(mine.count == theirs.count)
        }
        #expect(Self.alerts(programs) == Self.alerts(engine))
        #expect(differences == 0, "\(tag): \(differences) renderings differ")
    }

    /// Steps drawn at random (a fixed seed per locale, so a failure repeats) from every maneuver,
    /// names of every shipped locale's examples and of the edge cases above, exits, signs, lanes
    /// and roundabout exits: the programs and the engine must say the same of each, the way a
    /// property holds for any input, not only for the routes we happened to write.
    @Test(arguments: locales)
    func generatedStepsSayWhatTheEngineSays(_ tag: String) throws {
        let bundle = try Shipped.bundle(tag)
        let programs = try TemplateRenderer(bundle: bundle, units: nil, mode: .drive, programs: true)
        let engine = try TemplateRenderer(bundle: bundle, units: nil, mode: .drive, programs: false)
        var random = SplitMix64(
            seed: UInt64(truncatingIfNeeded: tag.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let pool =
            Self.names + Self.steps.compactMap(\.simpleRoadName) + Self.steps.compactMap(\.destinations)
        var differences = 0
        for number in 1...60 {
            let step = Self.randomStep(number, pool: pool, using: &random)
            let next = Self.randomStep(number + 1, pool: pool, using: &random)
            let mine = Self.renderings(programs, step, next: next)
            let theirs = Self.renderings(engine, step, next: next)
            for (got, expected) in zip(mine, theirs) where got != expected {
                differences += 1
                if differences <= 3 {
                    Issue.record("\(tag) generated \(step):\n\(got)\n---- engine:\n\(expected)")
                }
            }
            #expect(mine.count == theirs.count)
        }
        #expect(differences == 0, "\(tag): \(differences) renderings differ")
    }

    /// A step with every field drawn from its range.
    static func randomStep(_ number: Int, pool: [String?], using random: inout SplitMix64) -> StepInfo {
        var step = StepInfo(
            maneuver: Maneuver.allCases.randomElement(using: &random) ?? .turnLeft,
            simpleRoadName: pool.randomElement(using: &random) ?? nil,
            exitNumber: Bool.random(using: &random) ? String(Int.random(in: 1...250, using: &random)) : nil,
            stepNumber: number, distanceFromPrevStepMeters: Double.random(in: 0...5000, using: &random),
            timeFromPrevStepSeconds: Double.random(in: 0...300, using: &random),
            destinations: Bool.random(using: &random) ? pool.randomElement(using: &random) ?? nil : nil)
        step.roundaboutTurnNumber = Int.random(in: -1...12, using: &random)
        step.roundaboutName =
            Int.random(in: 0..<4, using: &random) == 0 ? pool.randomElement(using: &random) ?? nil : nil
        let laneCount = Int.random(in: 0...5, using: &random)
        step.lanes = (0..<laneCount).map { _ in
            Lane(directions: [
                LaneDirection(
                    shape: LaneShape.allCases.randomElement(using: &random) ?? .straight,
                    isRecommended: Bool.random(using: &random))
            ])
        }
        return step
    }
}

extension MessageCatalog {
    /// How many of the catalog's sentence and instruction messages have a program.
    var programCount: Int {
        SentenceKey.allCases.count { program($0) != nil }
            + InstructionKey.allCases.count { program($0) != nil }
    }
}
