/// A source whose fixes have been through a ``FixScreen``: what a route follower should consume.
/// It holds its base as `any LocationSource`, so the source a ``LocationSourceSpec`` opens can be
/// screened directly (one existential call per fix costs nothing at receiver rates).
public struct ScreenedLocationSource: LocationSource {
    private var base: any LocationSource
    private var screen: FixScreen

    /// Wraps `base`, screening with `options`.
    public init(_ base: any LocationSource, options: FixScreenOptions = FixScreenOptions()) {
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
