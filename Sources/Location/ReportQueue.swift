/// Reports produced together (one read can complete many lines) and handed out one per `next()`.
struct ReportQueue: Sendable {
    private var reports: [LocationReport] = []
    private var head = 0

    /// Adds reports at the back.
    mutating func append(contentsOf more: some Sequence<LocationReport>) {
        reports.append(contentsOf: more)
    }

    /// Adds one report at the back.
    mutating func append(_ report: LocationReport) {
        reports.append(report)
    }

    /// The front report, removed; nil when empty.
    mutating func popFirst() -> LocationReport? {
        guard head < reports.count else {
            reports.removeAll(keepingCapacity: true)
            head = 0
            return nil
        }
        defer { head += 1 }
        return reports[head]
    }
}
