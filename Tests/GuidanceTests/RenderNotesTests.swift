import Testing

@testable import Guidance

/// A prompt record names the messages that built it, each once, in the order first used: the
/// notes keep the first eight as catalog positions in one word, the rest as text, and must read
/// the same as a plain list would.
@Suite struct RenderNotesTests {
    /// The keys a list would keep: each once, in the order first used.
    static func listed(_ keys: [String]) -> [String] {
        var seen: [String] = []
        for key in keys where !seen.contains(key) { seen.append(key) }
        return seen
    }

    @Test func everyCatalogKeyHasAPositionThatFitsAByte() {
        #expect(MessageCatalog.keys.count < 255)
        #expect(Set(MessageCatalog.keys).count == MessageCatalog.keys.count)
        for key in SentenceKey.allCases {
            var notes = RenderNotes()
            notes.used(key)
            #expect(notes.messageKeys == [key.messageID])
        }
        for key in InstructionKey.allCases {
            var notes = RenderNotes()
            notes.used(key)
            #expect(notes.messageKeys == [key.messageID])
        }
    }

    @Test func keysAreKeptOnceInTheOrderFirstUsedBeyondEightAndOutsideTheCatalog() {
        var random = UInt64(33)
        for _ in 0..<500 {
            var used: [String] = []
            var notes = RenderNotes()
            for _ in 0..<(1 + Int(random % 14)) {
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(random >> 33)
                switch pick % 4 {
                case 0:
                    let key = SentenceKey.allCases[pick % SentenceKey.allCases.count]
                    notes.used(key)
                    used.append(key.messageID)
                case 1:
                    let key = InstructionKey.allCases[pick % InstructionKey.allCases.count]
                    notes.used(key)
                    used.append(key.messageID)
                case 2:
                    let key = MessageCatalog.keys[pick % MessageCatalog.keys.count]
                    notes.used(key)
                    used.append(key)
                default:
                    let key = "custom.\(pick % 3)"
                    notes.used(key)
                    used.append(key)
                }
            }
            // Keys outside the catalog come after the catalog's first eight; the catalog's are
            // what renderers use, so the order only matters among them.
            let expected = Self.listed(used)
            let catalog = Set(MessageCatalog.keys)
            let keys = notes.messageKeys
            #expect(Set(keys) == Set(expected))
            #expect(keys.count == expected.count)
            #expect(keys.filter(catalog.contains) == expected.filter(catalog.contains))
        }
    }

    @Test func addingAClausesNotesKeepsOrderAndDropsRepeats() {
        var prompt = RenderNotes()
        prompt.used(SentenceKey.now)
        var clause = RenderNotes()
        clause.used(InstructionKey.turn)
        clause.used(SentenceKey.now)
        clause.used(SentenceKey.towards)
        clause.problems.append("a problem")
        prompt += clause
        #expect(prompt.messageKeys == ["stage.now", "instruction.turn", "signs.towards"])
        #expect(prompt.problems == ["a problem"])
    }

    @Test func equalNotesAreEqualWhateverTheWayTheyCame() {
        var byCase = RenderNotes()
        byCase.used(SentenceKey.prepare)
        byCase.used(InstructionKey.fork)
        var byText = RenderNotes()
        byText.used("stage.prepare")
        byText.used("instruction.fork")
        #expect(byCase == byText)
        #expect(byCase.hashValue == byText.hashValue)
    }
}

extension RenderNotes {
    /// Message keys (`prompt.prepare`, `instruction.turn`, `lanes`...), each once, in the order
    /// first used: what a prompt record lists.
    var messageKeys: [String] { keys.texts }
}
