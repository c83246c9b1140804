/// Placeholder until the module lands.
enum CastServerPlaceholder {}
