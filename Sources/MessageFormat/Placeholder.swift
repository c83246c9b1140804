/// Placeholder until the module lands.
enum MessageFormatPlaceholder {}
