/// Placeholder until the module lands.
enum LocalizationPlaceholder {}
