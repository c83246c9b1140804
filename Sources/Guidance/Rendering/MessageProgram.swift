import Localization
import MessageFormat

/// A guidance message compiled, when its locale loads, into a straight-line program: literal
/// text already in its three forms (display, spoken with the locale's readings, escaped SSML) as
/// UTF-8 bytes, the variant chosen through a table built from the selectors' keys, variables read
/// by slot, and placeholders typed (`:road` and `:distance` called directly with their options
/// resolved, numbers from tables made by the general engine). It writes the three forms straight
/// into byte buffers, as ``PartsRenderer`` would piece by piece.
///
/// A message it cannot run exactly as the engine does has no program (see
/// ``MessageProgram/init(model:context:numberCache:)``); a call whose values need the engine's handling (a
/// missing variable, an empty name, a distance that is not a number of metres, a number beyond
/// the tables) returns nil, and the catalog renders that call through the engine, so that the
/// text and the problems reported stay the same.
final class MessageProgram: Sendable {
    /// One placeholder or literal of a variant.
    enum Step: Sendable {
        /// Literal text: an index into ``literals``.
        case text(Int)
        /// A rendering in three forms (`{$instruction}`).
        case fragment(MessageSlot)
        /// Text as it is (`{$towards}`, `{$towards :string}`).
        case string(MessageSlot)
        /// `:road` with its options resolved: an index into ``roadOptions``.
        case road(MessageSlot, Int)
        /// `:distance` with its options resolved: an index into ``distanceOptions``.
        case distance(MessageSlot, Int)
        /// A number placeholder: an index into ``numbers``.
        case number(MessageSlot, Int)
    }

    /// Literal text in its forms, as ranges of ``bytes``.
    struct Literal: Sendable {
        var display: Range<Int>
        /// The display form after a value ending with a full stop: a leading "." dropped.
        var displayAfterFullStop: Range<Int>
        var spoken: Range<Int>
        var ssml: Range<Int>
    }

    /// A number placeholder's three forms for each small whole number, made by the engine when
    /// the locale loads; nil where the engine reports a problem.
    struct NumberForms: Sendable {
        struct Entry: Sendable {
            var text: RenderedText
            /// Whether the value's text ends with a full stop (German "3.").
            var endsWithFullStop: Bool
        }

        var entries: [Entry?]
    }

    /// A selector: a string compared with its keys, a name's gender or number (`:road
    /// select=gender|number`) compared with them, or a whole number matched on its exact value,
    /// then its plural category.
    struct Selector: Sendable {
        var slot: MessageSlot
        /// The distinct literal keys, in variant order.
        var keys: [String]
        /// For a number selector, per number from 0: the exact key and the category key it
        /// matches (-1 for none); nil for a string selector.
        var numberMatches: [(exact: Int, category: Int)]?
        /// For a `:road` selector, what of the name it selects on; nil for a plain string.
        var road: RoadFunction.Selection? = nil
        /// For a string selector on a keyword slot (``MessageSlot/keywords``): the key each
        /// code matches (-1 for none), so that a clause's keyword selects without its word.
        var codeKeys: [Int]? = nil
    }

    let bytes: [UInt8]
    let literals: [Literal]
    let variants: [[Step]]
    let selectors: [Selector]
    /// The keys of every variant, one row of `selectors.count` per variant: a selector's key
    /// index, or -1 for `*`.
    let variantKeys: [Int]
    /// For string selectors only: the variant chosen for every combination of matched keys
    /// (index `Σ (key + 1) × stride`, key -1 when no key matches), -1 when none is.
    let table: [Int]?
    let strides: [Int]
    let numbers: [NumberForms]
    /// The options of the `:road` and `:distance` placeholders, apart from the steps, so that a
    /// step is a few plain words to read (nothing retained or released per step).
    let roadOptions: [RoadFunction.DirectOptions]
    let distanceOptions: [DistanceFunction.DirectOptions]
    let road: RoadFunction
    let distance: DistanceFunction
    let isolatesLeftToRight: Bool

    init(
        bytes: [UInt8], literals: [Literal], variants: [[Step]], selectors: [Selector], variantKeys: [Int],
        table: [Int]?, strides: [Int], numbers: [NumberForms], roadOptions: [RoadFunction.DirectOptions],
        distanceOptions: [DistanceFunction.DirectOptions], road: RoadFunction, distance: DistanceFunction,
        isolatesLeftToRight: Bool
    ) {
        self.roadOptions = roadOptions
        self.distanceOptions = distanceOptions
        self.bytes = bytes
        self.literals = literals
        self.variants = variants
        self.selectors = selectors
        self.variantKeys = variantKeys
        self.table = table
        self.strides = strides
        self.numbers = numbers
        self.road = road
        self.distance = distance
        self.isolatesLeftToRight = isolatesLeftToRight
    }

    /// Renders the message with `arguments`, or returns nil when the call needs the engine;
    /// `capitalizing` upper-cases the first letter of each form, on the bytes (a finished
    /// sentence).
    func run(_ arguments: SlotArguments, capitalizing: Bool = false) -> RenderedText? {
        guard let variant = select(arguments) else { return nil }
        guard variant >= 0 else { return RenderedText(display: "", spoken: "", ssml: "") }
        return bytes.withUnsafeBufferPointer { bytes in
            FormBuffers.with { buffers in
                write(variants[variant], arguments, bytes, into: &buffers)
                    ? buffers.text(capitalizing: capitalizing) : nil
            }
        }
    }

    /// Writes a variant's steps; false when a value needs the engine.
    private func write(
        _ steps: [Step], _ arguments: SlotArguments, _ bytes: UnsafeBufferPointer<UInt8>,
        into buffers: inout FormBuffers
    ) -> Bool {
        var afterFullStop = false
        // By index: an iterator would hold (retain and release) the array.
        for position in steps.indices {
            let previous = afterFullStop
            afterFullStop = false
            switch steps[position] {
            case .text(let index):
                let literal = literals[index]
                let display = previous ? literal.displayAfterFullStop : literal.display
                buffers.display.append(UnsafeBufferPointer(rebasing: bytes[display]))
                buffers.spoken.append(UnsafeBufferPointer(rebasing: bytes[literal.spoken]))
                buffers.ssml.append(UnsafeBufferPointer(rebasing: bytes[literal.ssml]))
            case .fragment(let slot):
                guard let text = arguments[fragment: slot] else { return false }
                buffers.display.append(text.display)
                buffers.spoken.append(text.spoken)
                buffers.ssml.append(text.ssml)
                afterFullStop = Self.endsWithFullStop(text.display)
            case .string(let slot):
                guard let text = arguments[string: slot] else { return false }
                if isolatesLeftToRight, RoadPhrase.hasLeftToRightLetter(text) {
                    buffers.display.append("\u{2068}")
                    buffers.display.append(text)
                    buffers.display.append("\u{2069}")
                } else {
                    buffers.display.append(text)
                }
                buffers.spoken.append(text)
                buffers.ssml.append(SSML.escape(text))
                afterFullStop = Self.endsWithFullStop(text)
            case .road(let slot, let index):
                // The phrase's forms written into the buffers, each append a direct call.
                guard let name = arguments[string: slot],
                    let endsWithFullStop = road.directPhrase(name, roadOptions[index])?.write(into: &buffers)
                else { return false }
                afterFullStop = endsWithFullStop
            case .distance(let slot, let index):
                guard let meters = arguments.distance, slot == .distance,
                    let endsWithFullStop = distance.directWrite(
                        meters, distanceOptions[index], into: &buffers)
                else { return false }
                afterFullStop = endsWithFullStop
            case .number(let slot, let index):
                let entries = numbers[index].entries
                guard let number = arguments[integer: slot], number >= 0, number < entries.count,
                    let entry = entries[number]
                else { return false }
                buffers.display.append(entry.text.display)
                buffers.spoken.append(entry.text.spoken)
                buffers.ssml.append(entry.text.ssml)
                afterFullStop = entry.endsWithFullStop
            }
        }
        return true
    }

    /// Whether the text's last character is a full stop: most texts end otherwise, which their
    /// last byte tells without comparing characters.
    static func endsWithFullStop(_ text: String) -> Bool {
        text.utf8.last == UInt8(ascii: ".") && text.hasSuffix(".")
    }

    /// The variant to render (-1 when none matches), or nil when a selector's value needs the
    /// engine (missing, or a number beyond the tables).
    func select(_ arguments: SlotArguments) -> Int? {
        if selectors.isEmpty { return 0 }
        if let table {
            // Every selector is a string: the table's index is summed key by key, nothing
            // allocated.
            var index = 0
            for position in selectors.indices {
                guard let key = stringKey(position, arguments) else { return nil }
                index += (key + 1) * strides[position]
            }
            return table[index]
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * selectors.count) { matches -> Int? in
            for position in selectors.indices {
                if let numberMatches = selectors[position].numberMatches {
                    guard let number = arguments[integer: selectors[position].slot], number >= 0,
                        number < numberMatches.count
                    else { return nil }
                    matches[2 * position] = numberMatches[number].exact
                    matches[2 * position + 1] = numberMatches[number].category
                } else {
                    guard let key = stringKey(position, arguments) else { return nil }
                    matches[2 * position] = key
                    matches[2 * position + 1] = -1
                }
            }
            return Self.choose(
                UnsafeBufferPointer(matches), variantKeys: variantKeys, selectorCount: selectors.count)
        }
    }

    /// The key a string selector's value matches (-1 for none); nil when the value is missing.
    /// A `:road` selector compares the name's gender or number key ("feminine", "empty").
    private func stringKey(_ position: Int, _ arguments: SlotArguments) -> Int? {
        if let codeKeys = selectors[position].codeKeys, let code = arguments[code: selectors[position].slot],
            code < codeKeys.count
        {
            return codeKeys[code]
        }
        guard let text = arguments[string: selectors[position].slot] else { return nil }
        if let selection = selectors[position].road {
            return selectors[position].keys.firstIndex(of: road.directSelectionKey(text, selection)) ?? -1
        }
        return selectors[position].keys.firstIndex(of: text) ?? -1
    }

    /// The MF2 choice (as the engine's `selectPattern`): among the variants whose every key
    /// matches, the one whose keys rank best, selector by selector (an exact match before a
    /// plural category, any match before `*`); ties go to the first in source order. `matches`
    /// holds two key indices per selector, best first (-1 for none).
    static func choose(_ matches: UnsafeBufferPointer<Int>, variantKeys: [Int], selectorCount: Int) -> Int {
        func rank(_ position: Int, _ key: Int) -> Int {
            let first = matches[2 * position]
            let second = matches[2 * position + 1]
            if key < 0 { return (first >= 0 ? 1 : 0) + (second >= 0 ? 1 : 0) }
            if key == first { return 0 }
            if key == second { return first >= 0 ? 1 : 0 }
            return Int.max
        }
        var best = -1
        let variantCount = selectorCount == 0 ? 0 : variantKeys.count / selectorCount
        rows: for row in 0..<variantCount {
            let base = row * selectorCount
            for position in 0..<selectorCount where rank(position, variantKeys[base + position]) == Int.max {
                continue rows
            }
            if best < 0 {
                best = row
                continue
            }
            for position in 0..<selectorCount {
                let mine = rank(position, variantKeys[base + position])
                let theirs = rank(position, variantKeys[best * selectorCount + position])
                if mine != theirs {
                    if mine < theirs { best = row }
                    break
                }
            }
        }
        return best
    }
}
