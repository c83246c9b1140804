/// Placeholder until the module lands.
enum SpeechPlaceholder {}
