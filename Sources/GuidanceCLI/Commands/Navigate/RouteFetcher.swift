import Foundation
import Navigation
import RouteImport
import Synchronization

/// Runs one route request at a time on a thread of its own, so the fixes keep flowing (and
/// the old route keeps being followed) while a routing server thinks or times out. The
/// navigation loop asks ``takeResult()`` after every report.
final class RouteFetcher: Sendable {
    private let client: RoutingClient
    private let state = Mutex<(busy: Bool, result: Result<ImportedRoute, RoutingError>?)>((false, nil))

    init(client: RoutingClient) {
        self.client = client
    }

    /// Whether a request is out.
    var isBusy: Bool { state.withLock { $0.busy } }

    /// Starts `request` unless one is already out; false when it was not started.
    @discardableResult
    func start(_ request: RouteRequest) -> Bool {
        let started = state.withLock { state in
            guard !state.busy else { return false }
            state = (true, nil)
            return true
        }
        guard started else { return false }
        let client = client
        Thread.detachNewThread { [self] in
            let result = Result { () throws(RoutingError) in try client.route(request) }
            state.withLock { $0 = (false, result) }
        }
        return true
    }

    /// The answer to the last request, once; nil while it is out or after it was taken.
    func takeResult() -> Result<ImportedRoute, RoutingError>? {
        state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }
}
