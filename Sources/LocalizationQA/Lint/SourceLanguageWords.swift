/// Words of a source language that give away an untranslated piece of guidance. Kept short and
/// specific to navigation, and free of words other languages share (French "destination",
/// "continue", "ferry", "route", "miles"; German "in"), so that a hit is almost always a real defect.
public enum SourceLanguageWords {
    /// The lists by language subtag.
    public static let lists: [String: Set<String>] = [
        "en": [
            "turn", "left", "right", "exit", "onto", "toward", "towards", "then", "the", "take", "keep",
            "straight", "roundabout", "ramp", "lane", "lanes", "head", "bear", "arrived", "reached", "your",
            "sharp", "slight", "traffic", "heavy", "slow", "down", "speed", "limit", "rerouting",
            "ahead", "fork", "merge", "make", "board", "meters", "feet", "kilometers", "less", "than",
        ]
    ]

    /// The list for a language subtag (empty when none is kept).
    public static func words(for language: String) -> Set<String> {
        lists[language.lowercased()] ?? []
    }
}
