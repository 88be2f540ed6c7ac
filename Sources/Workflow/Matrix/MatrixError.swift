/// A matrix that names something that does not exist.
public enum MatrixError: Error, Equatable, CustomStringConvertible {
    case unknownDevice(String)

    public var description: String {
        switch self {
        case .unknownDevice(let id): "unknown device '\(id)'; 'preview-cli devices' lists them"
        }
    }
}
