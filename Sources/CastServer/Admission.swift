/// Who makes room when a connection arrives and a limit (the table, or one address's share of
/// it) is reached.
///
/// Only connections waiting for a request head with nothing owed to them may go, so closing one
/// loses no answer: first those whose last answer is out and that are only being drained, then
/// those that have never sent a complete head (a slowloris holds nothing else), the one waiting
/// longest first; then kept-alive connections idle between requests,
/// longest idle first. Feeds and connections with an answer on its way are never closed for a
/// newcomer; when only those are left, the newcomer is refused with 503.
enum Admission {
    /// The connection to close among `connections`, or nil when none may be closed.
    static func victim(among connections: some Sequence<Connection>) -> Connection? {
        var chosen: Connection?
        for connection in connections where connection.isWaitingForRequest || connection.role == .draining {
            if let current = chosen, rank(current) <= rank(connection) { continue }
            chosen = connection
        }
        return chosen
    }

    /// Lower goes first: connections already answered and draining, then never-complete heads,
    /// then idle keep-alives; older before newer.
    private static func rank(_ connection: Connection) -> (Int, Double) {
        if connection.role == .draining { return (0, connection.since) }
        return (connection.requestsServed == 0 ? 1 : 2, connection.since)
    }
}
