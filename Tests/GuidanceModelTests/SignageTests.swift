import Testing

@testable import GuidanceModel

@Suite struct SignageTests {
    private func step(
        _ maneuver: Maneuver = .offRampRight, simple: String? = nil, full: String? = nil,
        destinations: String? = nil, exit: String? = nil
    ) -> StepInfo {
        StepInfo(
            maneuver: maneuver, fullRoadName: full, simpleRoadName: simple, exitNumber: exit, stepNumber: 1,
            destinations: destinations)
    }

    @Test func anUnnamedRampHasSignsAndNoRoad() {
        // As the importer writes an OSRM ramp without a name: the destinations are all it has.
        let signage = step(full: "SP-330: Campinas, Jundiaí", destinations: "SP-330: Campinas, Jundiaí")
            .signage
        #expect(signage.road == nil)
        #expect(signage.refs == ["SP-330"])
        #expect(signage.places == ["Campinas", "Jundiaí"])
        #expect(signage.signText == "SP-330, Campinas, Jundiaí")
    }

    @Test func blanksAroundNamesAndItemsAreTrimmedWhateverTheirKind() {
        // ASCII blanks take the byte path; a no-break space or an ideographic space the
        // Unicode one; both trim exactly what whitespace and newlines are.
        let signage = step(
            .straight, simple: " \tRua Augusta\u{00A0}", full: "\nRua Augusta / \u{3000}Centro ",
            destinations: "SP-330:  Campinas ,\tJundiaí\u{2003}, Itu\r\n"
        ).signage
        #expect(signage.road == "Rua Augusta")
        #expect(signage.refs == ["SP-330"])
        #expect(signage.places == ["Campinas", "Jundiaí", "Itu", "Centro"])
        #expect(step(simple: " \t ", destinations: "\u{00A0}").signage == Signage(road: nil))
    }

    @Test func theSDKsFullRoadNameIsSplitOnItsSeparator() {
        let signage = step(.straight, simple: "CA-85", full: "CA-85 / Mtn View").signage
        #expect(signage.road == "CA-85")
        #expect(signage.places == ["Mtn View"])
        #expect(signage.refs.isEmpty)
    }

    @Test func anExitLabelIsNeitherRoadNorSign() {
        let labelled = step(simple: "North First Street", full: "Exit 9A / North First Street", exit: "9A")
            .signage
        #expect(labelled.road == "North First Street")
        #expect(labelled.exit == "9A")
        #expect(!labelled.hasSigns)
        // Without an exit number the label gives it, on an exit ramp.
        let unnumbered = step(full: "Exit 9A / North First Street").signage
        #expect(unnumbered.exit == "9A")
        #expect(unnumbered.road == nil)
        #expect(unnumbered.places == ["North First Street"])
    }

    @Test func aRoadNumberKeepsTheNameItsSourceGivesBesideIt() {
        // As the importer writes an OSRM step with both `ref` and `name`: the number is the
        // road, the first segment of the full name its own name; Han script and ASCII.
        let chinese = step(.straight, simple: "G4", full: "京港澳高速 / 北京", destinations: "北京").signage
        #expect(chinese.road == "G4")
        #expect(chinese.roadName == "京港澳高速")
        #expect(chinese.places == ["北京"])
        let latin = step(
            .straight, simple: "SP-330", full: "Rodovia Anhanguera / Campinas", destinations: "Campinas"
        ).signage
        #expect(latin.road == "SP-330")
        #expect(latin.roadName == "Rodovia Anhanguera")
        // A road numbered with digits alone, as in Israel.
        let hebrew = step(.straight, simple: "20", full: "נתיבי איילון").signage
        #expect(hebrew.road == "20")
        #expect(hebrew.roadName == "נתיבי איילון")
        // No name beside a number: the SDK's full name starts with the number itself, or with
        // another number; a named road is no number.
        #expect(step(.straight, simple: "CA-85", full: "CA-85 / Mtn View").signage.roadName == nil)
        #expect(step(.straight, simple: "A1", full: "E20 / Lisboa").signage.roadName == nil)
        #expect(step(.straight, simple: "Rua Augusta", full: "Rua Augusta").signage.roadName == nil)
        #expect(step(.straight, full: "京港澳高速").signage.roadName == nil)
    }

    @Test func aNamedRoadKeepsItsNameAndItsSigns() {
        let signage = step(
            .turnRight, simple: "Rodovia dos Bandeirantes",
            full: "Rodovia dos Bandeirantes / SP-348: Campinas",
            destinations: "SP-348: Campinas"
        ).signage
        #expect(signage.road == "Rodovia dos Bandeirantes")
        #expect(signage.signText == "SP-348, Campinas")
    }

    @Test func aRoadNumberBothNamedAndSignedIsTheRoad() {
        let signage = step(
            .forkLeft, simple: "SP-330", full: "SP-330 / SP-330: Campinas", destinations: "SP-330: Campinas"
        )
        .signage
        #expect(signage.road == "SP-330")
        #expect(signage.refs.isEmpty)
        #expect(signage.places == ["Campinas"])
    }

    @Test func aRoadsOtherNameIsNotASign() {
        // OSRM's ref is the simple name and its name leads the full one.
        let signage = step(.mergeLeft, simple: "SP-330", full: "Rodovia Anhanguera").signage
        #expect(signage.road == "SP-330")
        #expect(!signage.hasSigns)
    }

    @Test func aPlaceOnTheSignIsNeverTheRoad() {
        let signage = step(.turnLeft, simple: "Campinas", full: "Campinas", destinations: "Campinas").signage
        #expect(signage.road == nil)
        #expect(signage.places == ["Campinas"])
    }

    @Test func plainStepsAreUntouched() {
        let signage = step(.turnLeft, simple: "Rua Augusta", full: "Rua Augusta").signage
        #expect(signage == Signage(road: "Rua Augusta"))
        #expect(step(.turnLeft).signage == Signage(road: nil))
        // A colon inside a name without the separator's space is text, not structure.
        #expect(step(.forkLeft, destinations: "file:///x").signage.places == ["file:///x"])
    }
}
