/// Placeholder until the module lands.
enum GuidancePlaceholder {}
