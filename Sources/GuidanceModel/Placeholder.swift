/// Placeholder until the module lands.
enum GuidanceModelPlaceholder {}
