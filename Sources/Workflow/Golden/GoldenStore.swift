import Foundation
import Pipeline

/// The one way a golden is read or written, whether `golden check` compares
/// it, `golden record` renders it, or `golden record --from` takes it from a
/// CI result: through the format's goldens folder as an `OutputFolder`.
///
/// Goldens folders are committed files, so a pull request may turn a
/// campaign's folder into a symbolic link out of the repository; every read
/// and write here is therefore confined exactly as a matrix's outputs are: a
/// path that resolves outside the goldens folder is refused, never followed,
/// and a write is atomic and charged to the run's output budget.
struct GoldenStore: Sendable {
    /// The largest golden read back; goldens are repository files like any input.
    static let maxGoldenBytes = 64 << 20

    var goldens: GoldenFolders
    var outputBudget: OutputBudget?

    /// The golden of `path` (`campaign/variant.ext`) in `format`'s folder:
    /// its bytes, missing, or refused (outside the folder, too large, not a file).
    func read(_ path: String, format: String) -> OutputFolder.ReadOutcome {
        guard let folder = goldens.folder(for: format) else { return .missing }
        return OutputFolder(folder).read(path, limit: Self.maxGoldenBytes)
    }

    /// Writes `data` as the golden of `path` in `format`'s folder.
    func write(_ data: Data, to path: String, format: String) throws(AtomicFile.WriteError) {
        guard let folder = goldens.folder(for: format) else {
            throw .cannotWrite(path: path, reason: "no goldens folder for format \(format)")
        }
        try OutputFolder(folder, budget: outputBudget).write(data, to: path)
    }
}
