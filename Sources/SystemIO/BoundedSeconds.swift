extension Duration {
    /// A count of seconds a caller chose (a library option, a configuration value) as a time to
    /// wait, whatever the `Double` holds: none or less, NaN included, is no time; more than a
    /// billion seconds (some thirty years) is that long. An infinite timeout then waits as long
    /// as any will, where converting the count to whole milliseconds would trap.
    public static func seconds(bounded seconds: Double) -> Duration {
        .seconds(seconds > 0 ? min(seconds, 1e9) : 0)
    }
}
