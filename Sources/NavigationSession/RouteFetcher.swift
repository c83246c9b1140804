import Foundation
import RouteImport
import Routing
import Synchronization

/// Runs one route request at a time on a thread of its own, so the fixes keep flowing (and
/// the old route keeps being followed) while a routing server thinks or times out. The drive
/// session asks ``takeResult()`` after every report.
public final class RouteFetcher: Sendable {
    private let source: any RouteSource
    private let state = Mutex<(busy: Bool, result: Result<ImportedRoute, RoutingError>?)>((false, nil))

    /// A fetcher that asks `source`.
    public init(source: any RouteSource) {
        self.source = source
    }

    /// Starts `request` unless one is already out; false when it was not started.
    @discardableResult
    public func start(_ request: RouteRequest) -> Bool {
        let started = state.withLock { state in
            guard !state.busy else { return false }
            state = (true, nil)
            return true
        }
        guard started else { return false }
        Thread.detachNewThread { [self] in
            let result = Result { () throws(RoutingError) in try source.route(request) }
            state.withLock { $0 = (false, result) }
        }
        return true
    }

    /// The answer to the last request, once; nil while it is out or after it was taken.
    public func takeResult() -> Result<ImportedRoute, RoutingError>? {
        state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }
}
