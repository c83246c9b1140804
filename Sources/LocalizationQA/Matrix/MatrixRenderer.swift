import Guidance
import Localization

/// Renders matrix cases with a locale's templates, through the same renderer the product uses.
public struct MatrixRenderer: Sendable {
    /// The locale.
    public let bundle: LocaleBundle
    private let renderers: [UnitSystem: TemplateRenderer]
    private let defaultRenderer: TemplateRenderer

    /// Compiles the locale's renderer once per unit system.
    public init(bundle: LocaleBundle) throws(RendererError) {
        try self.init(bundle: bundle, defaultRenderer: TemplateRenderer(bundle: bundle))
    }

    /// Compiles the unit systems' renderers and takes the default one already compiled (the lint
    /// shares it between its checks).
    init(bundle: LocaleBundle, defaultRenderer: TemplateRenderer) throws(RendererError) {
        self.bundle = bundle
        self.defaultRenderer = defaultRenderer
        var renderers: [UnitSystem: TemplateRenderer] = [:]
        for system in UnitSystem.allCases {
            renderers[system] = try TemplateRenderer(bundle: bundle, units: system)
        }
        self.renderers = renderers
    }

    /// The rows of every case of ``MatrixBuilder``.
    public func render() -> [MatrixRow] {
        MatrixBuilder(facts: bundle.facts).cases().map(render)
    }

    /// One case's row.
    public func render(_ matrixCase: MatrixCase) -> MatrixRow {
        let renderer = matrixCase.units.flatMap { renderers[$0] } ?? defaultRenderer
        switch matrixCase.input {
        case .prompt(let prompt):
            let rendered = renderer.render(prompt)
            return MatrixRow(
                matrixCase: matrixCase, display: rendered.text.display, spoken: rendered.text.spoken,
                ssml: rendered.text.ssml, ssmlDocument: rendered.ssmlDocument, problems: rendered.problems)
        case .screenInstruction(let step):
            return row(matrixCase, renderer.instruction(for: step))
        case .screenFollowing(let step):
            return row(matrixCase, renderer.followingInstruction(for: step))
        case .screenDuration(let seconds):
            return row(matrixCase, plain: renderer.duration(seconds))
        case .screenRerouting:
            return row(matrixCase, plain: renderer.reroutingText)
        }
    }

    /// The row of a screen text that has no markup: displayed and spoken the same.
    private func row(_ matrixCase: MatrixCase, plain text: String) -> MatrixRow {
        row(matrixCase, RenderedText(display: text, spoken: text, ssml: SSML.escape(text)))
    }

    private func row(_ matrixCase: MatrixCase, _ text: RenderedText) -> MatrixRow {
        MatrixRow(
            matrixCase: matrixCase, display: text.display, spoken: text.spoken, ssml: text.ssml,
            ssmlDocument: nil,
            problems: [])
    }
}
