import Testing

@testable import Speech

/// Samples must come back whole, in order and in an array of their exact size, however the
/// callbacks cut them and wherever the segment boundaries fall.
@Suite struct SampleAccumulatorTests {
    private func accumulate(_ total: Int, inPiecesOf piece: Int) -> [Int16] {
        let source = (0..<total).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        var accumulator = SampleAccumulator()
        source.withUnsafeBufferPointer { all in
            var start = 0
            while start < total {
                let end = min(start + piece, total)
                accumulator.append(UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end
            }
        }
        #expect(accumulator.count == total)
        let taken = accumulator.take()
        #expect(taken == source)
        #expect(accumulator.count == 0)
        return taken
    }

    @Test(arguments: [
        (0, 1), (1, 1), (1_323, 1_323), (SampleAccumulator.segmentCapacity, 1_323),
        (SampleAccumulator.segmentCapacity + 1, 1_323), (3 * SampleAccumulator.segmentCapacity, 4_096),
        (200_000, 1_323), (50_000, 70_000),
    ])
    func samplesComeBackWholeAndInOrder(total: Int, piece: Int) {
        _ = accumulate(total, inPiecesOf: piece)
    }

    @Test func theResultHoldsNoSpareRoom() {
        let taken = accumulate(200_000, inPiecesOf: 1_323)
        // The allocator may hand out a slightly larger block it had free (well under 1 %);
        // doubling would leave up to 100 % spare.
        #expect(taken.capacity - taken.count < taken.count / 100)
    }

    @Test func takingEmptiesTheAccumulatorForReuse() {
        var accumulator = SampleAccumulator()
        [Int16](repeating: 5, count: 40_000).withUnsafeBufferPointer { accumulator.append($0) }
        _ = accumulator.take()
        [Int16](repeating: 9, count: 3).withUnsafeBufferPointer { accumulator.append($0) }
        #expect(accumulator.take() == [9, 9, 9])
    }
}
