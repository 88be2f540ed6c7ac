/// Why a comparison of files, or the writing of its outputs, could not be done.
public enum ImageDiffError: Error, Equatable, CustomStringConvertible {
    /// The file is missing, not a PNG or JPEG, too large, or damaged.
    /// `role` says which input it is, e.g. "expected image".
    case unreadable(path: String, role: String, reason: String)
    /// An output could not be written; nothing was left at `path`.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let role, let reason): "cannot read \(role) \(path): \(reason)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
