import Foundation
import Localization
import Testing

@Suite struct DataDirectoryTests {
    @Test func explicitDirectoryWins() throws {
        let directory = try TestData.scratchDirectory([:])
        #expect(
            try DataDirectory.locate(explicit: directory, environment: ["GUIDANCE_DATA": "/nonexistent"])
                == directory)
    }

    @Test func environmentComesNext() throws {
        let directory = try TestData.scratchDirectory([:])
        #expect(try DataDirectory.locate(environment: ["GUIDANCE_DATA": directory]) == directory)
    }

    @Test func wrongExplicitSettingsAreErrors() {
        #expect(throws: LocalizationError.self) { try DataDirectory.locate(explicit: "/nonexistent") }
        #expect(throws: LocalizationError.self) {
            try DataDirectory.locate(environment: ["GUIDANCE_DATA": "/nonexistent"])
        }
    }

    @Test func installedLayoutIsFound() throws {
        let prefix = try TestData.scratchDirectory([:])
        let share = prefix + "/share/guidance"
        for sub in ["bin", "share/guidance/templates", "share/guidance/locales"] {
            try FileManager.default.createDirectory(
                atPath: prefix + "/" + sub, withIntermediateDirectories: true)
        }
        let found = try DataDirectory.locate(
            environment: [:], executablePath: prefix + "/bin/guidance", sourceFile: "/nonexistent/x.swift")
        #expect(found == share)
    }

    @Test func checkoutIsFoundFromTheExecutableOrTheSource() throws {
        let fromExecutable = try DataDirectory.locate(
            environment: [:], executablePath: TestData.directory + "/.build/debug/guidance",
            sourceFile: "/nonexistent/x.swift")
        #expect(fromExecutable == TestData.directory)
        let fromSource = try DataDirectory.locate(
            environment: [:], executablePath: "/nonexistent/bin/guidance")
        #expect(fromSource == TestData.directory)
    }

    @Test func theRunningBinaryIsFoundWithoutBeingNamed() throws {
        let found = try DataDirectory.locate(environment: [:], sourceFile: "/nonexistent/x.swift")
        #expect(found == TestData.directory)
    }

    @Test func nothingFoundListsWhatWasTried() {
        #expect(throws: LocalizationError.self) {
            try DataDirectory.locate(
                environment: [:], executablePath: "/nonexistent/bin/guidance",
                sourceFile: "/nonexistent/src/x.swift")
        }
    }
}
