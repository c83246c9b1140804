/// A source whose fixes have been through a ``FixScreen``: what a route follower should consume.
public struct ScreenedLocationSource<Base: LocationSource>: LocationSource {
    private var base: Base
    private var screen: FixScreen

    /// Wraps `base`, screening with `options`.
    public init(_ base: Base, options: FixScreenOptions = FixScreenOptions()) {
        self.base = base
        screen = FixScreen(options: options)
    }

    /// The base source's handle: stopping it ends this source too.
    public var stopHandle: LocationStopHandle { base.stopHandle }

    /// The base source's next report, screened.
    public mutating func next() -> LocationReport? {
        base.next().map { screen.screen($0) }
    }
}
