import MessageFormat

/// A distance rounded and worded by a locale: everything `:distance` resolves to, without the
/// message value around it, for callers that resolved the function's options when they loaded
/// (``DistanceFunction/wording(meters:style:units:rounding:)``).
public struct DistanceWording: Sendable {
    /// The rounded amount and unit.
    public var rounded: RoundedDistance
    /// The rounded amount as a number literal (`1.5`): the form exact variant keys match.
    public var literal: String
    /// The symbol form, e.g. "1,5 km", "< 10 m".
    public var symbolText: String
    /// The word form, e.g. "1,5 quilômetro", "menos de 10 metros".
    public var wordText: String
    /// The CLDR cardinal plural category of the rounded amount.
    public var pluralCategory: PluralCategory
    /// Which form ``displayText`` is.
    public var style: UnitMessages.Style
    /// What formatting reported (a unit message that fails at run time still yields text with
    /// `{...}` fallbacks); empty for every shipped locale.
    public var errors: [MessageError]

    /// The symbol form for `style=display`, the word form for `style=spoken`.
    public var displayText: String { style == .spoken ? wordText : symbolText }
}

extension DistanceFunction {
    /// Rounds and words a distance with options already resolved: what ``resolve(operand:options:context:)``
    /// does for `{$m :distance style=… units=… rounding=…}`, with no argument list, option
    /// lookup or message value. `units` nil means the locale's own system.
    ///
    /// - Returns: nil for a distance that is not a finite number of metres from 0 on, or a unit
    ///   system the locale has no table for (where `:distance` reports a bad operand or option).
    public func wording(
        meters: Double, style: UnitMessages.Style = .display, units: UnitSystem? = nil,
        rounding: RoundingPurpose = .voice
    ) -> DistanceWording? {
        guard meters.isFinite, meters >= 0,
            let (table, stepDigits) = roundingTable(units ?? facts.defaultUnits, for: rounding)
        else { return nil }
        let rounded = table.round(meters: meters, stepDigits: stepDigits)
        var wording = wordings.cached(rounded) ?? word(rounded)
        wording.style = style
        return wording
    }

    /// Words a rounded distance in both styles and keeps the wording in the memo.
    func word(_ rounded: RoundedDistance) -> DistanceWording {
        let literal = rounded.numberLiteral
        let category = units.plurals.category(for: literal)
        var errors: [MessageError] = []
        let (symbols, words) = units.word(
            rounded, literal: literal, category: category, symbols: facts.number, errors: &errors)
        let wording = DistanceWording(
            rounded: rounded, literal: literal, symbolText: symbols, wordText: words,
            pluralCategory: category, style: .display, errors: errors)
        wordings.store(wording, for: rounded)
        return wording
    }
}
