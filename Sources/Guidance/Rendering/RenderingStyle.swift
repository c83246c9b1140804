import Localization

/// What a locale asks of the renderer beyond its messages: how the templates' own words are
/// read aloud (`spoken.readings`, for a language whose written words the voice cannot read) and
/// whether a left-to-right value is set apart in right-to-left display text.
struct RenderingStyle: Sendable {
    /// Readings of the templates' words, for the spoken and SSML forms.
    let readings: SpokenReadings
    /// Whether the locale is written right to left: values holding Latin letters ("12A") are
    /// then isolated (FSI … PDI) in the display form, as `:road` isolates such names.
    let isolatesLeftToRight: Bool

    /// The style of a locale.
    init(facts: LocaleFacts) {
        readings = facts.spoken.readings
        isolatesLeftToRight = facts.textDirection == .rtl
    }
}
