/// Placeholder until the module lands.
enum LocalizationQAPlaceholder {}
