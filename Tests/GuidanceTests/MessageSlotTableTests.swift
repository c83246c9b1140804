import GuidanceModel
import Testing

@testable import Guidance

/// The table of message variables (``MessageSlot/table``) is what the QA lint's contract is
/// derived from: what it says every instruction is given must be what the renderer gives.
@Suite struct MessageSlotTableTests {
    /// Each variable the contract promises every instruction has a value in the clause of every
    /// maneuver, in every travel mode, with or without a lead-in and with no name set.
    @Test func everyInstructionIsGivenWhatTheContractPromises() throws {
        let promised = try #require(TemplateContract.providedVariables["instruction."])
        #expect(
            promised.contains("maneuver") && promised.contains("road") && promised.contains("roundaboutExit"))
        for maneuver in Maneuver.allCases {
            for mode in [TravelMode.drive, .walk, .cycle, .transit] {
                for lead in [false, true] {
                    let arguments = SlotArguments(ClauseSlots(maneuver, mode: mode, lead: lead))
                    for name in promised {
                        let slot = try #require(MessageSlot(name: name), "\(name) is no slot")
                        #expect(arguments.has(slot), "\(maneuver.wireName) \(mode) lacks $\(name)")
                    }
                }
            }
        }
    }

    /// The variables left out of the contract are the ones some maneuver's clause is not given:
    /// a translation reading them in every instruction would fail to format.
    @Test func theContractLeavesOutWhatSomeClausesLack() throws {
        let promised = try #require(TemplateContract.providedVariables["instruction."])
        for slot in [MessageSlot.ferry, .side, .stop] {
            #expect(!promised.contains(slot.name))
            let clause = ClauseSlots(.straight, mode: .drive, lead: false)
            #expect(!SlotArguments(clause).has(slot), "a plain clause has $\(slot.name)")
        }
    }

    /// A keyword's code gives its word, and a code out of range gives none.
    @Test func keywordCodesGiveTheirWords() {
        #expect(
            MessageSlot.maneuver.keyword(Maneuver.roundaboutExitClockwise.rawValue)
                == "roundaboutExitClockwise")
        #expect(MessageSlot.side.keyword(1) == "right")
        #expect(MessageSlot.lead.keyword(1) == "yes")
        #expect(MessageSlot.side.keyword(7).isEmpty)
        #expect(MessageSlot.road.keyword(0).isEmpty)
        for slot in MessageSlot.allCases where slot.keywords != nil {
            #expect(slot.kind == .string, "keyword slot \(slot.name) is not text")
        }
    }
}

extension SlotArguments {
    /// Whether the slot has a value: what the contract's promise is checked against.
    func has(_ slot: MessageSlot) -> Bool {
        switch slot.kind {
        case .string: self[string: slot] != nil
        case .integer: self[integer: slot] != nil
        case .double: distance != nil
        case .fragment: self[fragment: slot] != nil
        }
    }
}
