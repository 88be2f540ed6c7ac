/// A run that cannot start.
public enum RunnerError: Error, Equatable, CustomStringConvertible {
    /// A session could not be made (the bundled fonts are missing): not the user's input.
    case sessionFailed(String)
    /// A format names no renderer and no plugin: the user's to fix.
    case unknownFormat(String)

    public var description: String {
        switch self {
        case .sessionFailed(let reason): reason
        case .unknownFormat(let reason): reason
        }
    }
}
