import GuidanceModel
import RouteImport

/// The steps of a route, from either kind of input the tool accepts: an OSRM/Valhalla route
/// response, or an event feed. An update lists only some of the steps after the current one
/// (`simulate` ten by default), so the steps of the feed's updates are joined in step order until
/// the numbering goes back (a reroute replaced the route).
package enum StepSource {
    /// The steps and where they came from.
    package struct Route {
        /// The steps in order.
        package var steps: [StepInfo]
        /// What the import reported about the input.
        package var warnings: [String]
    }

    /// The route response at `path` (`-` for stdin), imported, and the input's name: how every
    /// command that takes a route reads it, so that a missing file (66), an event feed given as
    /// a route and a route the importer refuses (65) read the same in all of them.
    package static func route(
        _ path: String, context: CommandContext, options: RouteImportOptions = RouteImportOptions()
    ) throws -> (route: ImportedRoute, name: String) {
        let (bytes, name) = try read(path, context: context)
        if DocumentKind.of(bytes) == .feed {
            throw CommandFailure(.dataError, DocumentKind.feedGivenAsRoute(name))
        }
        return (try imported(bytes, name: name, options: options), name)
    }

    /// The steps of the route or feed at `path` (`-` for stdin).
    package static func load(_ path: String, context: CommandContext) throws -> Route {
        let (bytes, name) = try read(path, context: context)
        if DocumentKind.of(bytes) == .route {
            let route = try imported(bytes, name: name)
            return Route(steps: route.steps, warnings: route.warnings.map { $0.formatted(source: name) })
        }
        // Through the feed readers' one decoder, so rejected lines and warnings read as in
        // every other command.
        var decoder = FeedDecoder(name: name, context: context)
        var found: [StepInfo] = []
        var previousCurrent: Int?
        var rerouted = false
        func collect(_ event: NavigatorEvent, _: Int) {
            guard !rerouted, case .navInfo(let info) = event.payload, let current = info.currentStep else {
                return
            }
            if let previousCurrent, current.stepNumber < previousCurrent {
                rerouted = true
                return
            }
            previousCurrent = current.stepNumber
            let last = found.last?.stepNumber ?? Int.min
            for step in [current] + info.remainingSteps where step.stepNumber > last {
                found.append(step)
            }
        }
        try decoder.take(bytes, handle: collect)
        try decoder.finish(handle: collect)
        let rejected = decoder.summary.rejectedLines.count
        guard !found.isEmpty else {
            throw CommandFailure(
                .dataError,
                "\(name): no route: neither a route response (OSRM or Valhalla with format=osrm)"
                    + " nor an event feed with a current step")
        }
        return Route(steps: found, warnings: rejected > 0 ? ["\(rejected) event lines were rejected"] : [])
    }

    /// The whole input at `path` (`-` for stdin) and its name in diagnostics; a missing or
    /// unreadable one is exit 66.
    private static func read(_ path: String, context: CommandContext) throws -> (bytes: [UInt8], name: String)
    {
        var input = try InputFile(path: path, context: context)
        return (try input.readAll(), input.displayName)
    }

    /// A route response imported; one the importer refuses is bad data (65).
    private static func imported(
        _ bytes: [UInt8], name: String, options: RouteImportOptions = RouteImportOptions()
    ) throws(CommandFailure) -> ImportedRoute {
        do {
            return try RouteImporter.importRoute(data: bytes, source: name, options: options)
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
    }
}
