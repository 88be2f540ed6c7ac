import BoxTreeModel
import Layout

/// What is worth keeping of a rendered variant once its bytes are written
/// or compared: enough for the run's tally.
public struct VariantSummary: Sendable {
    public var name: String
    public var display: DisplayStatus
    /// Warnings and notes; the error that explains a not-displayed variant is in `notDisplayedCode`.
    public var diagnostics: [Diagnostic]
    /// The diagnostic code of the reason a device would not display the message.
    public var notDisplayedCode: String?
    public var failure: RenderFailure?

    public init(_ rendered: RenderedVariant) {
        name = rendered.variant.name
        display = rendered.display
        diagnostics = rendered.diagnostics.filter { $0.severity != .error }
        notDisplayedCode = rendered.display.displayed ? nil : rendered.diagnostics.first { $0.severity == .error }?.code ?? "not-displayed"
        failure = rendered.failure
    }
}
