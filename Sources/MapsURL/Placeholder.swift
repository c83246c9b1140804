/// Placeholder until the module lands.
enum MapsURLPlaceholder {}
