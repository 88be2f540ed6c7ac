import Foundation
import Pipeline

/// `golden record --prune`: deleting goldens no variant produces any more.
///
/// `preview.json` and the goldens folders are files a pull request may
/// change, and a prune deletes every `*.png` and `*.tree.json` it does not
/// expect, so it is held to the repository: it runs only when each goldens
/// folder, its real path with links followed, is inside the repository (the
/// folder of `preview.json`, or the current folder without one) and is not
/// the repository itself; and each file it deletes must be a regular file
/// whose real path is inside the real goldens folder (`OutputFolder.remove`).
/// Links are never followed while listing, so a linked sub-folder cannot
/// lead the listing out either.
extension GoldenWorkflow {
    /// A golden no variant of the plan produces.
    public struct StaleGolden: Hashable, Sendable {
        /// The goldens folder it is in.
        public var folder: URL
        /// Its path below the folder.
        public var path: String

        public var url: URL { folder.appendingPathComponent(path) }
    }

    /// What pruning did to one stale golden.
    public struct PruneOutcome: Sendable {
        public var golden: StaleGolden
        public var outcome: OutputFolder.RemoveOutcome
    }

    /// The folder `--prune` is confined to: `preview.json`'s, or the current
    /// folder for a run without one (`PreviewConfig.directory`).
    public var repositoryFolder: URL { config.directory }

    /// Refuses a prune before anything is recorded when a goldens folder of
    /// `plan` is not inside the repository (links followed), or is the
    /// repository itself (a prune would then sweep every image in it).
    /// A folder that does not exist yet is judged by where it would be made.
    public func checkPrunable(_ plan: VariantPlan) throws(WorkflowError) {
        guard let repository = OutputFolder.realPath(repositoryFolder.path) else {
            throw .pruneRefused(path: repositoryFolder.path, reason: "the repository folder cannot be resolved")
        }
        let folders = Set(try plannedOutputs(plan).values.map(\.folder)).sorted { $0.path < $1.path }
        for folder in folders {
            let real = Self.resolved(folder)
            let shown = config.displayPath(folder)
            if real == repository {
                throw .pruneRefused(path: shown, reason: "the goldens folder is the repository itself (\(repository)); --prune deletes "
                                    + "only inside a goldens folder below it")
            }
            guard OutputFolder.isInside(real, repository) else {
                let how = real == folder.path ? "" : " (it resolves to \(real): a symbolic link?)"
                throw .pruneRefused(path: shown, reason: "the goldens folder is outside the repository \(repository)\(how); --prune "
                                    + "deletes only inside goldens folders in the repository, the folder of preview.json")
            }
        }
    }

    /// `folder`'s real path, or for a folder not made yet, its nearest
    /// existing parent's real path with the rest of the path after it.
    static func resolved(_ folder: URL) -> String {
        var existing = folder.standardizedFileURL
        var rest: [String] = []
        while OutputFolder.realPath(existing.path) == nil, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let base = OutputFolder.realPath(existing.path) ?? existing.path
        return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
    }

    /// Goldens in the configured folders that no variant of `plan` produces,
    /// for `golden record --prune`. Only regular files with an extension some
    /// format of the folder writes are considered, so notes and READMEs stay;
    /// links and hidden files are never listed (`OutputFolder.regularFiles`).
    public func staleGoldenFiles(_ plan: VariantPlan) throws(WorkflowError) -> [StaleGolden] {
        let planned = try plannedOutputs(plan).values
        let expected = Set(planned.map(\.golden.path))
        var extensions: [URL: Set<String>] = [:]
        for output in planned { extensions[output.folder, default: []].insert(output.fileExtension) }
        var stale: [StaleGolden] = []
        for (folder, exts) in extensions.sorted(by: { $0.key.path < $1.key.path }) {
            for relative in OutputFolder(folder).regularFiles() where exts.contains(where: { relative.hasSuffix("." + $0) }) {
                let golden = StaleGolden(folder: folder, path: relative)
                if !expected.contains(golden.url.path) { stale.append(golden) }
            }
        }
        return stale
    }

    /// `staleGoldenFiles(_:)` as file URLs.
    public func staleGoldens(_ plan: VariantPlan) throws(WorkflowError) -> [URL] {
        try staleGoldenFiles(plan).map(\.url)
    }

    /// Deletes `stale` (from `staleGoldenFiles(_:)`), each through its goldens
    /// folder's confined removal, and the folders that leaves empty.
    public func prune(_ stale: [StaleGolden]) -> [PruneOutcome] {
        stale.map { PruneOutcome(golden: $0, outcome: OutputFolder($0.folder).remove($0.path)) }
    }
}
