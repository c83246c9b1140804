import Foundation
import GuidanceModel
import TestSupport
import Testing

@testable import Geometry
@testable import RouteImport
@testable import Simulator

@Suite struct RouteImporterTests {
    private func importError(_ text: String) -> RouteImportError? {
        do {
            _ = try RouteImporter.importRoute(data: Data(text.utf8), source: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func stepsAreNumberedAndMeasuredLikeTheNavigator() throws {
        let route = try TestRoutes.simple()
        let steps = route.steps
        #expect(steps.map(\.maneuver) == [.depart, .turnRight, .destinationLeft])
        #expect(steps.map(\.stepNumber) == [0, 1, 2])
        // The distance "from the previous step" is the driving that leads to the maneuver.
        #expect(steps.map(\.distanceFromPrevStepMeters) == [0, 1000, 500])
        #expect(steps.map(\.timeFromPrevStepSeconds) == [0, 100, 50])
        #expect(route.distanceMeters == 1500)
        #expect(route.durationSeconds == 150)
        #expect(route.waypoints.map(\.title) == ["Início", "Destino"])
        #expect(route.waypoints.map(\.isFinal) == [false, true])
        #expect(route.waypoints.last?.side == .left)
        #expect(route.legs.count == 1)
        #expect(route.legs[0].stepRange == 0..<3)
    }

    @Test func roadNamesSignsAndExits() throws {
        let data = TestRoutes.response(legs: [
            [
                TestStep(type: "depart", name: "Avenida dos Bandeirantes", meters: 100, seconds: 10),
                TestStep(
                    type: "off ramp", modifier: "slight right", name: "", meters: 200, seconds: 20,
                    extra: ["exits": "9A;9B", "destinations": "Mtn View"]),
                TestStep(
                    type: "merge", modifier: "slight left", name: "West Valley Freeway", meters: 100,
                    seconds: 5,
                    extra: ["ref": "CA-85; CA-87", "destinations": "Mtn View"]),
                TestStep(type: "arrive", name: "West Valley Freeway"),
            ]
        ])
        let steps = try TestRoutes.importing(data).steps
        #expect(steps[0].simpleRoadName == "Avenida dos Bandeirantes")
        #expect(steps[0].fullRoadName == "Avenida dos Bandeirantes")
        #expect(steps[1].exitNumber == "9A")
        #expect(steps[1].simpleRoadName == nil)
        #expect(steps[1].fullRoadName == "Mtn View")
        #expect(steps[1].destinations == "Mtn View")
        #expect(steps[2].simpleRoadName == "CA-85")
        #expect(steps[2].fullRoadName == "West Valley Freeway / Mtn View")
        #expect(steps[3].maneuver == .destination)
    }

    @Test func roundaboutExitBecomesTheTurnNumberAndLeftHandTrafficTurnsClockwise() throws {
        let data = TestRoutes.response(
            legs: [
                [
                    TestStep(type: "depart", meters: 100, seconds: 10),
                    TestStep(
                        type: "roundabout", modifier: "right", name: "Park Lane", meters: 50, seconds: 10,
                        extra: ["rotary_name": "Hyde Park Corner"], maneuverExtra: ["exit": 2]),
                    TestStep(
                        type: "exit roundabout", modifier: "right", name: "Park Lane", meters: 80, seconds: 8),
                    TestStep(type: "arrive", modifier: "left"),
                ]
            ], side: "left")
        let route = try TestRoutes.importing(data)
        #expect(route.steps[1].maneuver == .roundaboutRightClockwise)
        #expect(route.steps[1].roundaboutTurnNumber == 2)
        #expect(route.steps[1].drivingSide == .left)
        #expect(route.steps[2].maneuver == .roundaboutExitClockwise)
        #expect(route.steps[0].roundaboutTurnNumber == -1)
        #expect(route.routeSteps[1].rotaryName == "Hyde Park Corner")
    }

    @Test func lanesComeFromTheManeuversIntersection() throws {
        let lanes: [[String: Any]] = [
            ["indications": ["left"], "valid": false],
            ["indications": ["straight"], "valid": true],
            ["indications": ["straight", "right"], "active": true],
        ]
        let data = TestRoutes.response(legs: [
            [
                TestStep(type: "depart", meters: 100, seconds: 10),
                TestStep(
                    type: "continue", modifier: "straight", meters: 100, seconds: 10,
                    extra: ["intersections": [["lanes": lanes, "location": [0.0, 0.0]]]]),
                TestStep(type: "arrive"),
            ]
        ])
        let step = try TestRoutes.importing(data).steps[1]
        #expect(step.lanes.count == 3)
        #expect(step.lanes.map(\.isRecommended) == [false, true, true])
        #expect(step.lanes[2].directions.map(\.shape) == [.straight, .normalRight])
        #expect(step.lanes[2].directions.map(\.isRecommended) == [true, false])
    }

    @Test func unknownTypesBecomeUnknownWithAWarning() throws {
        let data = TestRoutes.response(legs: [
            [
                TestStep(type: "depart", meters: 100, seconds: 10),
                TestStep(type: "hyperjump", modifier: "left", meters: 100, seconds: 10),
                TestStep(type: "turn", modifier: "sideways", meters: 100, seconds: 10),
                TestStep(type: "arrive"),
            ]
        ])
        let route = try TestRoutes.importing(data)
        #expect(route.steps[1].maneuver == .unknown)
        #expect(route.steps[2].maneuver == .unknown)
        #expect(route.warnings.count == 3)
        #expect(route.warnings[0].field == "routes[0].legs[0].steps[1].maneuver.type")
        #expect(route.warnings[0].message.contains("hyperjump"))
        #expect(route.warnings[1].field == "routes[0].legs[0].steps[2].maneuver.modifier")
        #expect(route.warnings[0].line != nil)
    }

    @Test func boardingAFerryOrATrainBecomesTheFerryManeuvers() throws {
        let data = TestRoutes.response(legs: [
            [
                TestStep(type: "depart", meters: 100, seconds: 10),
                TestStep(
                    type: "notification", modifier: "straight", name: "Cacilhas - Cais do Sodré",
                    meters: 2000,
                    seconds: 600, extra: ["mode": "ferry"]),
                TestStep(
                    type: "notification", modifier: "straight", name: "Cacilhas - Cais do Sodré", meters: 100,
                    seconds: 60, extra: ["mode": "ferry"]),
                TestStep(type: "turn", modifier: "right", meters: 500, seconds: 60, extra: ["mode": "train"]),
                TestStep(type: "notification", modifier: "straight", meters: 100, seconds: 10),
                TestStep(type: "arrive"),
            ]
        ])
        let steps = try TestRoutes.importing(data).steps
        #expect(
            steps.map(\.maneuver) == [
                .depart, .ferryBoat, .nameChange, .ferryTrain, .nameChange, .destination,
            ])
    }

    @Test func aRouteOfOneStepImports() throws {
        let data = TestRoutes.response(legs: [[TestStep(type: "depart", meters: 300, seconds: 30)]])
        let route = try TestRoutes.importing(data)
        #expect(route.steps.count == 1)
        #expect(route.waypoints.count == 2)
        #expect(route.waypoints.last?.isFinal == true)
    }

    @Test func stepsInAnyOrderImport() throws {
        let data = TestRoutes.response(legs: [
            [
                TestStep(type: "arrive", meters: 0),
                TestStep(type: "turn", modifier: "left", meters: 200, seconds: 20),
                TestStep(type: "depart", meters: 100, seconds: 10),
            ]
        ])
        #expect(try TestRoutes.importing(data).steps.map(\.maneuver) == [.destination, .turnLeft, .depart])
    }

    @Test func multiLegRoutesNumberStepsAcrossLegs() throws {
        let data = TestRoutes.response(
            legs: [TestRoutes.simpleSteps, TestRoutes.simpleSteps], waypointNames: ["A", "B", "C"])
        let route = try TestRoutes.importing(data)
        #expect(route.steps.map(\.stepNumber) == Array(0..<6))
        #expect(route.legs.map(\.stepRange) == [0..<3, 3..<6])
        #expect(route.routeSteps.map(\.legIndex) == [0, 0, 0, 1, 1, 1])
        #expect(route.waypoints.map(\.isFinal) == [false, false, true])
        #expect(route.destinations.map(\.title) == ["B", "C"])
        #expect(route.distanceMeters == 3000)
    }

    @Test func waypointsAreDerivedWhenTheResponseHasNone() throws {
        let route = try TestRoutes.importing(TestRoutes.response(legs: [TestRoutes.simpleSteps]))
        #expect(route.waypoints.count == 2)
        #expect(route.waypoints[1].title == "Rua B")
        #expect(route.waypoints[1].coordinate != nil)
    }

    // MARK: Geometry formats

    private func polylineRoute(_ encoded: String, location: (Double, Double)?) -> String {
        let locationText = location.map { ",\"location\":[\($0.1),\($0.0)]" } ?? ""
        return """
            {"routes":[{"legs":[{"steps":[
              {"maneuver":{"type":"depart"\(locationText)},"name":"A","distance":10,"duration":1,
               "geometry":"\(encoded)"}
            ]}]}]}
            """
    }

    @Test func polylineFiveAndSixAreDetectedFromTheManeuverLocation() throws {
        let points = [
            Coordinate(latitude: 0.5, longitude: 0.25),
            Coordinate(latitude: 0.51, longitude: 0.26),
        ]
        for precision in Polyline.Precision.allCases {
            let text = polylineRoute(Polyline.encode(points, precision: precision), location: (0.5, 0.25))
            let route = try RouteImporter.importRoute(data: Data(text.utf8), source: "p.json")
            #expect(abs(route.routeSteps[0].geometry[0].latitude - 0.5) < 1e-6)
        }
    }

    @Test func polylineSixIsDetectedFromTheRangeWithoutLocations() throws {
        let text = polylineRoute(PolylineExamples.googleExampleSix, location: nil)
        let route = try RouteImporter.importRoute(data: Data(text.utf8), source: "p.json")
        #expect(abs(route.routeSteps[0].geometry[0].latitude - 38.5) < 1e-9)
    }

    @Test func aFixedPrecisionIsObeyed() throws {
        let text = polylineRoute(PolylineExamples.googleExample, location: nil)
        let route = try RouteImporter.importRoute(
            data: Data(text.utf8), source: "p.json", options: RouteImportOptions(polyline: .fixed(.six)))
        #expect(abs(route.routeSteps[0].geometry[0].latitude - 3.85) < 1e-9)
        let wrong = polylineRoute(PolylineExamples.googleExampleSix, location: nil)
        #expect(throws: RouteImportError.self) {
            try RouteImporter.importRoute(
                data: Data(wrong.utf8), source: "p.json", options: RouteImportOptions(polyline: .fixed(.five))
            )
        }
    }

    @Test func aFixedPrecisionThatMissesTheManeuverIsAnError() throws {
        let points = [
            Coordinate(latitude: -23.5614, longitude: -46.6559),
            Coordinate(latitude: -23.56, longitude: -46.66),
        ]
        let text = polylineRoute(Polyline.encode(points, precision: .five), location: (-23.5614, -46.6559))
        let error = try #require(throws: RouteImportError.self) {
            try RouteImporter.importRoute(
                data: Data(text.utf8), source: "p.json", options: RouteImportOptions(polyline: .fixed(.six)))
        }
        #expect(error.field == "routes[0].legs[0].steps[0].geometry")
        #expect(error.reason.contains("--polyline 5"))
    }

    @Test func bareRouteObjectsAndGeoJSONAreAccepted() throws {
        let text = """
            {"legs":[{"steps":[{"maneuver":{"type":"depart","location":[-9.15,38.72]},"name":"Rua X",
              "geometry":{"type":"LineString","coordinates":[[-9.15,38.72],[-9.15,38.73]]}}]}]}
            """
        let route = try RouteImporter.importRoute(data: Data(text.utf8), source: "-")
        #expect(route.routeSteps[0].geometry.count == 2)
        #expect(abs(route.routeSteps[0].distanceMeters - 1112) < 1)
    }

    @Test func valhallaOSRMOutputImports() throws {
        // Valhalla's format=osrm: polyline6, instructions, lanes with `active`, a rotary name.
        let depart = Polyline.encode(
            [
                Coordinate(latitude: 38.7216, longitude: -9.1462),
                Coordinate(latitude: 38.7240, longitude: -9.1485),
            ],
            precision: .six)
        let rotary = Polyline.encode(
            [
                Coordinate(latitude: 38.7240, longitude: -9.1485),
                Coordinate(latitude: 38.7262, longitude: -9.1490),
            ],
            precision: .six)
        let text = """
            {"code":"Ok","waypoints":[{"name":"Avenida da Liberdade","location":[-9.1462,38.7216]},
              {"name":"Avenida Fontes Pereira de Melo","location":[-9.1490,38.7262]}],
             "routes":[{"distance":600,"duration":60,"geometry":"\(depart)","legs":[{"steps":[
              {"maneuver":{"type":"depart","location":[-9.1462,38.7216],"bearing_after":326,
                "instruction":"Siga para noroeste na Avenida da Liberdade."},
               "name":"Avenida da Liberdade","distance":320,"duration":30,"driving_side":"right","mode":"driving",
               "geometry":"\(depart)"},
              {"maneuver":{"type":"rotary","modifier":"slight right","exit":2,"location":[-9.1485,38.7240],
                "bearing_before":326,"bearing_after":60,"instruction":"Entre na rotunda e saia na 2.ª saída."},
               "name":"Avenida Fontes Pereira de Melo","rotary_name":"Praça Marquês de Pombal","distance":280,
               "duration":30,"driving_side":"right","mode":"driving","geometry":"\(rotary)",
               "intersections":[{"location":[-9.1485,38.7240],"lanes":[
                 {"indications":["left"],"valid":false,"active":false},
                 {"indications":["straight"],"valid":true,"active":true,"valid_indication":"straight"}]}]},
              {"maneuver":{"type":"arrive","location":[-9.1490,38.7262]},"name":"Avenida Fontes Pereira de Melo",
               "distance":0,"duration":0,"geometry":"\(Polyline.encode([Coordinate(latitude: 38.7262, longitude: -9.1490)], precision: .six))"}
            ]}]}]}
            """
        let route = try RouteImporter.importRoute(data: Data(text.utf8), source: "valhalla.json")
        #expect(route.warnings.isEmpty)
        #expect(route.steps[0].fullInstructionText == "Siga para noroeste na Avenida da Liberdade.")
        #expect(route.steps[1].maneuver == .roundaboutSlightRightCounterClockwise)
        #expect(route.steps[1].roundaboutTurnNumber == 2)
        #expect(route.steps[1].lanes.map(\.isRecommended) == [false, true])
        #expect(route.routeSteps[1].bearingBefore == 326)
        #expect(route.routeSteps[1].rotaryName == "Praça Marquês de Pombal")
        #expect(abs(route.routeSteps[1].geometry[0].latitude - 38.724) < 1e-9)
        #expect(route.waypoints.map(\.title) == ["Avenida da Liberdade", "Avenida Fontes Pereira de Melo"])
        #expect(route.distanceMeters == 600)
    }

    // MARK: Errors

    @Test func missingTypeNamesThePathAndLine() throws {
        let text = """
            {"routes":[{"legs":[{"steps":[
              {"maneuver":{"type":"depart"},"geometry":"_p~iF~ps|U"},
              {"maneuver":{"modifier":"left"},"geometry":"_p~iF~ps|U"}
            ]}]}]}
            """
        let error = try #require(importError(text))
        #expect(error.field == "routes[0].legs[0].steps[1].maneuver.type")
        #expect(error.reason == "missing")
        #expect(error.line == 3)
        #expect(error.description == "bad.json:3: field routes[0].legs[0].steps[1].maneuver.type: missing")
    }

    @Test func wrongTypesNameTheFieldFoundType() throws {
        let text = """
            {"routes":[{"legs":[
              {"steps":[{"maneuver":{"type":"depart"},"geometry":"_p~iF~ps|U"}]},
              {"steps":[{"maneuver":{"type":"depart"},"geometry":"_p~iF~ps|U","distance":"far"}]}
            ]}]}
            """
        let error = try #require(importError(text))
        #expect(error.field == "routes[0].legs[1].steps[0].distance")
        #expect(error.reason == "expected a number, found a string")
        #expect(error.line == 3)
    }

    @Test func invalidJSONGivesLineAndColumn() throws {
        let error = try #require(importError("{\"routes\": [\n  {\"legs\": [}\n]}"))
        #expect(error.line == 2)
        #expect(error.field == nil)
        #expect(error.reason.hasPrefix("not valid JSON"))
    }

    @Test func duplicateKeysAreInvalidJSONWithTheirLine() throws {
        let text = """
            {"routes":[{"legs":[{"steps":[
              {"maneuver":{"type":"depart"},"geometry":"_p~iF~ps|U",
               "distance":10,"distance":20}
            ]}]}]}
            """
        let error = try #require(importError(text))
        #expect(error.description == "bad.json:3: not valid JSON: duplicate member \"distance\" (column 18)")
    }

    @Test func badPolylinesNameTheGeometry() throws {
        let error = try #require(
            importError(
                #"{"routes":[{"legs":[{"steps":[{"maneuver":{"type":"depart"},"geometry":"_p~iF"}]}]}]}"#))
        #expect(error.field == "routes[0].legs[0].steps[0].geometry")
        #expect(error.reason.contains("polyline"))
    }

    @Test func truncatedAndCorruptedFilesAreErrorsNotCrashes() throws {
        let bytes = Array(try Examples.data("lisbon.osrm.json"))
        for end in stride(from: 0, to: bytes.count - 2, by: 211) {
            #expect(throws: RouteImportError.self) {
                try RouteImporter.importRoute(data: bytes[..<end], source: "cut.json")
            }
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var mutated = bytes
            let index = Int(random.next() % UInt64(bytes.count))
            mutated[index] = UInt8(truncatingIfNeeded: random.next())
            do {
                _ = try RouteImporter.importRoute(data: mutated, source: "mutated.json")
            } catch {
                #expect(!error.reason.isEmpty)
            }
        }
    }

    @Test func structuralProblemsAreErrors() throws {
        #expect(importError("[]")?.reason.contains("expected a route response object") == true)
        #expect(importError("{}")?.field == "routes")
        #expect(importError(#"{"routes":[]}"#)?.field == "routes")
        #expect(importError(#"{"routes":[{"legs":[{"steps":[]}]}]}"#)?.reason.contains("steps=true") == true)
        #expect(
            importError(#"{"code":"NoRoute","message":"Impossible route"}"#)?.reason.contains("NoRoute")
                == true)
        #expect(importError(#"{"trip":{}}"#)?.reason.contains("format=osrm") == true)
        let negative =
            #"{"routes":[{"legs":[{"steps":[{"maneuver":{"type":"depart","location":[0,0]},"duration":-1}]}]}]}"#
        #expect(importError(negative)?.field == "routes[0].legs[0].steps[0].duration")
        let offGlobe =
            #"{"routes":[{"legs":[{"steps":[{"maneuver":{"type":"depart","location":[0,91]}}]}]}]}"#
        #expect(importError(offGlobe)?.field == "routes[0].legs[0].steps[0].maneuver.location[1]")
    }
}

/// Google's documented polyline examples (precision 5 and 6), as GeometryTests' PolylineTests
/// decode them, here inside engine answers.
private enum PolylineExamples {
    static let googleExample = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"
    static let googleExampleSix = "_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI"
}
