import Location

/// A source that first gives back reports already read (those read while waiting for the first
/// position, to ask for the first route from it), then the rest: no fix is lost to the wait.
public struct ReplayedSource: LocationSource {
    /// Reports still to give back, oldest first.
    public var prefix: [LocationReport]
    /// The source they were read from.
    public var rest: any LocationSource

    /// Gives back `prefix`, then reads `rest`.
    public init(prefix: [LocationReport], rest: any LocationSource) {
        self.prefix = prefix
        self.rest = rest
    }

    /// The stop handle of the source underneath.
    public var stopHandle: LocationStopHandle { rest.stopHandle }

    /// The next report: a replayed one while any are left.
    public mutating func next() -> LocationReport? {
        if !prefix.isEmpty { return prefix.removeFirst() }
        return rest.next()
    }
}
