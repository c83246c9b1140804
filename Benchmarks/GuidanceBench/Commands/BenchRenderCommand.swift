import Arguments
import Foundation
import Guidance
import GuidanceCLI
import GuidanceModel
import Localization

/// `guidance-bench render`: what rendering an instruction in its three forms (display text,
/// spoken text, SSML document) costs a drive: the first time, on a renderer whose memos are
/// empty, and again from the memo of finished prompts.
struct BenchRenderCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench render",
        abstract:
            "Measure rendering: first rendering and memo lookup, ns per instruction (text + spoken + SSML).",
        discussion: """
            Each step of the inputs is rendered as its instruction, the prompt said at the
            maneuver ("Vire à direita na Rua Augusta."), which is what osrm-text-instructions
            makes of a step; and as a prepare prompt, the longest a drive says (distance
            lead-in, lane advice, and the next maneuver as a multi-cue where one follows).
            Every round makes a new renderer for each kind as `guidance run` does (not timed)
            and renders each prompt once, in order, as a drive renders it the first time (what
            an earlier prompt of the round left in the memos, a drive has too). Warm
            (firstRenderNsMedian for the instructions, firstPromptNsMedian for the prepare
            prompts): the renderer first renders the same steps with other names at another
            stage, so that its code and data are in the processor's caches, as
            osrm-text-instructions' are in its loop, while every measured prompt misses every
            memo. Cold (firstRenderColdNsMedian, firstPromptColdNsMedian): on the renderer
            just made, as the first prompts after a drive starts. It then renders the prepare
            prompts again --passes times, as a prompt prefetched before its trigger is rendered
            again when due (memoNsMedian). Medians over --rounds rounds, after one round not
            measured.
            Goals: Benchmarks/goals.json; scripts/bench-vs-oti.sh compares the first rendering
            with osrm-text-instructions.
            Example: guidance-bench render --locale pt-BR examples/sao-paulo.osrm.json
            """,
        options: [
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language (default pt-BR)."),
            OptionSpec("rounds", valueName: "N", help: "Measured rounds, a new renderer each (default 200)."),
            OptionSpec("passes", valueName: "N", help: "Memo lookups of each prompt per round (default 20)."),
            OptionSpec("data", valueName: "DIR", help: "Data directory with templates/ and locales/."),
            GoalBook.option,
        ],
        positionals: [PositionalSpec("FILE", help: "Routes or event feeds.", variadic: true)]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let rounds = try arguments.int("rounds") ?? 200
        let passes = try arguments.int("passes") ?? 20
        guard (1...100_000).contains(rounds), (1...10_000).contains(passes) else {
            throw UsageError("--rounds 1 to 100000, --passes 1 to 10000")
        }
        // The locale is read once, as a drive reads it; each round's renderer is made from it as
        // `guidance run` makes its renderer (RendererLoader.renderer), with its own empty memos.
        let bundle = try RendererLoader.bundle(
            locale: arguments.value("locale") ?? "pt-BR", dataDirectory: arguments.value("data"))
        var prompts: [PlannedPrompt] = []
        var instructions: [PlannedPrompt] = []
        for path in arguments.positionals {
            let steps = try StepSource.load(path, context: context).steps
            for (index, step) in steps.enumerated() {
                instructions.append(
                    PlannedPrompt(
                        id: instructions.count + 1, stage: .now, promptClass: .guidance, step: step,
                        routeVersion: 1))
                let following = index + 1 < steps.count ? steps[index + 1] : nil
                prompts.append(
                    PlannedPrompt(
                        id: prompts.count + 1, stage: .prepare, promptClass: .guidance, step: step,
                        following: (following?.timeFromPrevStepSeconds ?? 99) < 13 ? following : nil,
                        distanceMeters: 250, lanes: LaneHint(lanes: step.lanes), routeVersion: 1))
            }
        }
        guard !prompts.isEmpty else { throw UsageError("give at least one route or feed with steps") }
        var checksum = 0
        var times = Times()
        func newRenderer() throws -> TemplateRenderer {
            do {
                return try TemplateRenderer(bundle: bundle)
            } catch {
                throw CommandFailure(.dataError, error.description)
            }
        }
        /// Nanoseconds per prompt of rendering `measured` once each, in order.
        func firstRendering(_ measured: [PlannedPrompt], on renderer: TemplateRenderer) -> Double {
            let began = DispatchTime.now().uptimeNanoseconds
            for prompt in measured {
                let rendering = renderer.render(prompt)
                checksum &+= rendering.ssmlDocument.utf8.count &+ rendering.text.spoken.utf8.count
            }
            return Double(DispatchTime.now().uptimeNanoseconds - began) / Double(measured.count)
        }
        /// A new renderer that has rendered `Self.primer(of:)` the measured prompts: its code and
        /// the locale's data are in the processor's caches, as the peer's are in its loop, and
        /// every measured prompt still misses each memo (prompts, clauses, phrases).
        func primedRenderer(for measured: [PlannedPrompt]) throws -> TemplateRenderer {
            let renderer = try newRenderer()
            for prompt in Self.primer(of: measured) {
                checksum &+= renderer.render(prompt).text.display.utf8.count
            }
            return renderer
        }
        for round in -1..<rounds {  // one round to warm up
            let instructionsCold = firstRendering(instructions, on: try newRenderer())
            let instructionsWarm = firstRendering(instructions, on: try primedRenderer(for: instructions))
            let promptsCold = firstRendering(prompts, on: try newRenderer())
            let renderer = try primedRenderer(for: prompts)
            let promptsWarm = firstRendering(prompts, on: renderer)
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<passes {
                for prompt in prompts {
                    checksum &+= renderer.render(prompt).ssmlDocument.utf8.count
                }
            }
            let again = DispatchTime.now().uptimeNanoseconds
            guard round >= 0 else { continue }
            times.instructions.append(instructionsWarm)
            times.instructionsCold.append(instructionsCold)
            times.prompts.append(promptsWarm)
            times.promptsCold.append(promptsCold)
            times.memo.append(Double(again - start) / Double(prompts.count * passes))
        }
        var report = BenchReport("render")
        report.text("locale", bundle.tag)
        report.integer("instructions", prompts.count)
        report.integer("rounds", rounds)
        report.integer("passes", passes)
        report.number("firstRenderNsMedian", BenchTiming.median(times.instructions))
        report.number("firstRenderNsMin", times.instructions.min())
        report.number("firstRenderColdNsMedian", BenchTiming.median(times.instructionsCold))
        report.number("firstPromptNsMedian", BenchTiming.median(times.prompts))
        report.number("firstPromptNsMin", times.prompts.min())
        report.number("firstPromptColdNsMedian", BenchTiming.median(times.promptsCold))
        report.number("memoNsMedian", BenchTiming.median(times.memo))
        report.number("memoNsMin", times.memo.min())
        report.integer("checksum", checksum & 0xFFFF)
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }

    /// Each round's measured times, in nanoseconds per prompt.
    private struct Times {
        var instructions: [Double] = []
        var instructionsCold: [Double] = []
        var prompts: [Double] = []
        var promptsCold: [Double] = []
        var memo: [Double] = []
    }

    /// The prompts a renderer renders before it is measured: the measured prompts' steps with
    /// every name and sign changed (a letter added), at another stage than theirs. They run the
    /// same messages, functions and locale data, and share no memo key with a measured prompt:
    /// not the prompt's (another stage and other names), not its clause's (another lead-in),
    /// not a phrase's (other names).
    static func primer(of measured: [PlannedPrompt]) -> [PlannedPrompt] {
        func renamed(_ step: StepInfo) -> StepInfo {
            var step = step
            func changed(_ text: String?) -> String? { text.map { $0 + " B" } }
            step.fullRoadName = changed(step.fullRoadName)
            step.simpleRoadName = changed(step.simpleRoadName)
            step.destinations = changed(step.destinations)
            step.exitNumber = changed(step.exitNumber)
            step.roundaboutName = changed(step.roundaboutName)
            step.fullInstructionText = changed(step.fullInstructionText)
            return step
        }
        return measured.map { prompt in
            var primer = prompt
            primer.stage = prompt.stage == .now ? .early : .now
            primer.step = prompt.step.map(renamed)
            primer.following = prompt.following.map(renamed)
            primer.distanceMeters = primer.stage == .early ? 800 : nil
            return primer
        }
    }
}
