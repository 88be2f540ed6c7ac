/// An input the command line names cannot be used. Unlike an `ArgumentError`
/// the command line itself is well formed, so no usage hint follows.
enum InputError: Error, Equatable, CustomStringConvertible {
    /// `role` says what the file is for, e.g. "campaign file".
    case fileNotFound(path: String, role: String)
    /// A directory where a file is expected.
    case isADirectory(path: String, role: String)
    case directoryNotFound(path: String, role: String)
    case notADirectory(path: String, role: String)
    case notWritable(path: String, role: String)
    /// A file that exists but cannot serve its purpose; `reason` says why in full.
    case unusableFile(path: String, reason: String)
    /// A config, campaign or result problem, already one line each (file, JSON path, expected, found).
    case problems([String])

    var description: String {
        switch self {
        case .fileNotFound(let path, let role): "\(role) not found: \(path)"
        case .isADirectory(let path, let role): "\(role) is a directory: \(path)"
        case .directoryNotFound(let path, let role): "\(role) does not exist: \(path)"
        case .notADirectory(let path, let role): "\(role) is not a directory: \(path)"
        case .notWritable(let path, let role): "\(role) is not writable: \(path)"
        case .unusableFile(_, let reason): reason
        case .problems(let lines): lines.joined(separator: "\n")
        }
    }
}
