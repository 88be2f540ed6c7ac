import Foundation

/// Whether a renderer's output is text a terminal can show, or bytes that
/// belong in a file.
public enum RenderOutputKind: String, Sendable, Equatable, CaseIterable {
    /// UTF-8 text: printed to standard output when no output file is given.
    case text
    /// Anything else (PNG, PDF): needs an output file.
    case binary
    /// Not known before rendering (external plugins): printed when the
    /// bytes turn out to be UTF-8 text without NUL bytes, else a file is needed.
    case unknown

    /// Whether `data` may be written to a terminal for this kind of output.
    public func isPrintable(_ data: Data) -> Bool {
        switch self {
        case .text: true
        case .binary: false
        case .unknown: !data.contains(0) && String(validating: data, as: UTF8.self) != nil
        }
    }
}
