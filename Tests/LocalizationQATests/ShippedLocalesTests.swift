import Foundation
import LocalizationQA
import Speech
import Testing

/// The locales in the repository lint clean of errors, read from the repository itself.
struct ShippedLocalesTests {
    @Test func shippedLocalesHaveNoErrors() throws {
        let report = try QAFixtures.repositoryLint.get()
        print(report.text())
        #expect(report.locales.contains("en-US"))
        let errors = report.findings.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.formatted).joined(separator: "\n"))")
    }
}
