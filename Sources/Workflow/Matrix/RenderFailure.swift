import Pipeline
import RenderCore

/// A variant no renderer output could be kept for.
public struct RenderFailure: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The format that failed, when one did.
    public var format: String?
    public var message: String
    /// An external plugin failed (its exit status, no output, a timeout), not
    /// this program: `render` exits 4 for these.
    public var isPluginFailure: Bool

    public init(format: String?, message: String, isPluginFailure: Bool) {
        self.format = format
        self.message = message
        self.isPluginFailure = isPluginFailure
    }

    init(_ error: OutputError) {
        switch error {
        case .renderFailed(let format, let underlying):
            self.init(format: format, message: error.description, isPluginFailure: underlying is PluginError)
        default:
            self.init(format: nil, message: error.description, isPluginFailure: false)
        }
    }

    public var description: String { message }
}
