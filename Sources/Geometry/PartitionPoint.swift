extension Range where Bound == Int {
    /// The first index at which `isPast` holds, for a predicate that stays true once it holds
    /// (distances or times along a route, which never decrease); the upper bound when it never
    /// does. The one binary search behind every "where along the route is this" question.
    package func partitionPoint(_ isPast: (Int) -> Bool) -> Int {
        var low = lowerBound
        var high = upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
