/// Placeholder until the module lands.
enum PlacesPlaceholder {}
