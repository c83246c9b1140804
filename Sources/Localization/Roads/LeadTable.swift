/// A locale's preposition and article forms by grammatical class, built when the locale loads:
/// the lead of a phrase is an array element, not lookups of class keys in dictionaries.
struct LeadTable: Sendable, Hashable {
    /// The forms of one preposition (or of the articles alone).
    struct Forms: Sendable, Hashable {
        /// By class: gender (in `GrammaticalGender.allCases` order) times two, plus one for plural.
        var byClass: [String?]
        /// The form without an article (`none`).
        var none: String?
        /// The form before an elision initial (`elided`).
        var elided: String?
        /// The form before an elision initial for one class (`feminine.elided`), by class slot.
        var elidedByClass: [String?]

        /// Reads a table keyed as locale files key it.
        init(_ table: [String: String]) {
            // Each class's key with `suffix`, by class slot.
            func slots(_ suffix: String) -> [String?] {
                GrammaticalGender.allCases.flatMap { gender in
                    GrammaticalNumber.allCases.map { number in
                        table[GrammaticalClass(gender, number).key + suffix]
                    }
                }
            }
            byClass = slots("")
            none = table["none"]
            elided = table["elided"]
            elidedByClass = slots(".elided")
        }

        /// The form before an elision initial for a class: its own (`feminine.elided`), else
        /// the one of every class (`elided`), else nil (the class does not elide).
        func elidedForm(_ grammaticalClass: GrammaticalClass) -> String? {
            elidedByClass[LeadTable.slot(grammaticalClass)] ?? elided
        }

        /// The form for a class (what `table[grammaticalClass.key]` gives).
        func form(_ grammaticalClass: GrammaticalClass) -> String? {
            byClass[LeadTable.slot(grammaticalClass)]
        }
    }

    /// By preposition.
    var prepositions: [String: Forms]
    /// The articles alone, for a phrase without preposition.
    var articles: Forms

    /// Builds the table.
    init(prepositions: [String: [String: String]], articles: [String: String]) {
        self.prepositions = prepositions.mapValues(Forms.init)
        self.articles = Forms(articles)
    }

    static func slot(_ grammaticalClass: GrammaticalClass) -> Int {
        let gender =
            switch grammaticalClass.gender {
            case .feminine: 0
            case .masculine: 1
            case .neuter: 2
            }
        return gender * 2 + (grammaticalClass.number == .plural ? 1 : 0)
    }
}
