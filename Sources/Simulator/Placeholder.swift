/// Placeholder until the module lands.
enum SimulatorPlaceholder {}
