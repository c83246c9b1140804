import Testing

@testable import StrictJSON

@Suite struct TopLevelKeysTests {
    @Test func keysAreTheSameWhateverTheLayout() {
        let oneLine =
            #"{"code":"Ok","routes":[{"legs":[{"steps":[{"maneuver":{"type":"turn"}}]}]}],"waypoints":[]}"#
        let pretty =
            "\u{FEFF}{\r\n  \"code\" : \"Ok\",\r\n  \"routes\" : [ { \"legs\" : [ ] } ],\r\n  \"waypoints\": []\r\n}\r\n"
        #expect(JSONParser.topLevelKeys(of: Array(oneLine.utf8)) == ["code", "routes", "waypoints"])
        #expect(JSONParser.topLevelKeys(of: Array(pretty.utf8)) == ["code", "routes", "waypoints"])
    }

    @Test func nestedKeysStringsAndEscapesDoNotCount() {
        let text = #"{"a":{"type":1,"b":[{"c":"}],\"x"}]},"d":"{\"type\":2}","e":[1,[2,{"f":3}]],"g":true}"#
        #expect(JSONParser.topLevelKeys(of: Array(text.utf8)) == ["a", "d", "e", "g"])
    }

    @Test func onlyTheFirstObjectOfAFeedIsRead() {
        let feed = "{\"timestamp\":0,\"type\":\"routeChanged\"}\n{\"routes\":1}\n"
        #expect(JSONParser.topLevelKeys(of: Array(feed.utf8)) == ["timestamp", "type"])
    }

    @Test func aTruncatedObjectGivesTheKeysSeenAndOtherDocumentsNil() {
        #expect(
            JSONParser.topLevelKeys(of: Array(#"{"code":"Ok","routes":[{"le"#.utf8)) == ["code", "routes"])
        #expect(JSONParser.topLevelKeys(of: Array("[1,2]".utf8)) == nil)
        #expect(JSONParser.topLevelKeys(of: Array("not json".utf8)) == nil)
        #expect(JSONParser.topLevelKeys(of: [UInt8]()) == nil)
    }
}
