import Foundation

/// Where each format's goldens live: one folder for all formats, or one per
/// format (`{"png": "goldens/png", "a11y": "goldens/a11y"}`). A golden's path
/// below its folder is the output's path: `<campaign>/<variant>.<ext>`.
public struct GoldenFolders: Hashable, Sendable {
    /// For formats without a folder of their own.
    public var shared: URL?
    public var byFormat: [String: URL]

    public init(shared: URL? = nil, byFormat: [String: URL] = [:]) {
        self.shared = shared
        self.byFormat = byFormat
    }

    /// The folder `format`'s goldens are in, if configured.
    public func folder(for format: String) -> URL? {
        byFormat[format] ?? shared
    }

    /// Every configured folder, each once, sorted.
    public var all: [URL] {
        Array(Set(Array(byFormat.values) + (shared.map { [$0] } ?? []))).sorted { $0.path < $1.path }
    }

    public var isEmpty: Bool { shared == nil && byFormat.isEmpty }
}
