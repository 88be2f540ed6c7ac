import RenderCore
import Foundation
import Imaging
import Pipeline

/// `golden record --from RESULT`: writes goldens from what another machine
/// (a CI job) rendered, instead of rendering here. Output is byte-stable
/// only with the same Debian packages, so the renderer CI runs is the one
/// whose bytes belong in the goldens, whatever machine accepts them.
///
/// The result (one file, or every shard of one run) must describe exactly
/// this config's outputs: a result made from other campaigns, another
/// matrix or an incomplete set of shards is refused as a whole, before any
/// golden is written. Each selected golden is written atomically from the
/// result's copy of the actual output, read only from inside the result's
/// folder. Goldens are read and written through `GoldenStore`, the same
/// confined path `golden record` uses: a goldens sub-folder that is a link
/// out of the goldens folder is refused here exactly as there.
extension GoldenWorkflow {
    /// The largest artifact accepted (a 3x iPad PNG is a few MiB).
    public static let maxArtifactBytes = 64 << 20

    /// Accepts `inputs` (the result files of one run) as goldens, writing the
    /// ones `mode` selects. Statuses are worked out again against the goldens
    /// here: a golden that already holds the result's bytes is unchanged.
    /// `selecting` limits the work to those output paths (`golden review`'s
    /// Accept buttons): only they are read, judged again and written, the
    /// others come back as the result has them; an empty set writes nothing
    /// and judges every output again.
    /// - Throws: `.resultMismatch` when the inputs do not cover exactly the
    ///   outputs `plan` describes; `.unreadableResult` for split mismatches;
    ///   `.outputBudgetExceeded` when the goldens would pass the output budget.
    public func accept(_ inputs: [ReportInput], plan: VariantPlan, mode: RecordMode,
                       selecting paths: Set<String>? = nil) throws(WorkflowError) -> GoldenRunResult {
        let merged = try GoldenReport(inputs)
        let planned = try plannedOutputs(plan)
        try Self.checkCoverage(merged, planned: planned, inputs: inputs)
        let store = GoldenStore(goldens: config.goldens, outputBudget: outputBudget)

        var outputs: [CheckedOutput] = []
        for var output in merged.outputs {
            guard let plannedOutput = planned[output.path] else { continue }  // checkCoverage proved every one planned
            let golden = plannedOutput.golden
            output.golden = config.displayPath(golden)
            // With a selection, the others are passed through as the result has them: not read, not judged again.
            guard output.status != .error, paths.map({ $0.isEmpty || $0.contains(output.path) }) ?? true else {
                outputs.append(output)
                continue
            }
            let existing: Data?
            switch store.read(output.path, format: plannedOutput.format) {
            case .data(let data): existing = data
            case .missing: existing = nil
            case .refused(let reason):
                // As `golden record` does: never recorded over, whatever the result holds.
                output.status = .error
                output.summary = "cannot read the golden: \(reason)"
                outputs.append(output)
                continue
            }
            guard let relative = output.artifacts?.actual, let source = merged.sources[output.path] else {
                // The result kept no copy: the output matched the golden CI compared it with.
                if existing == nil {
                    output.status = .new
                    output.summary = "no golden here, and the result has no copy of the output (it matched the golden CI had)"
                }
                outputs.append(output)
                continue
            }
            let data: Data
            do {
                data = try Self.readArtifact(relative, in: source.folder, isImage: output.comparison == .pixels)
            } catch {
                output.status = .error
                output.summary = "cannot take the output from the result: \(error.reason)"
                outputs.append(output)
                continue
            }
            let identical = existing == data
            if identical {
                output.status = .passed
                output.summary = "identical"
            } else if existing == nil {
                output.status = .new
                output.summary = "no golden"
            }
            if mode.selects(output.status, identical: identical), paths?.contains(output.path) ?? true {
                do {
                    try store.write(data, to: output.path, format: plannedOutput.format)
                    output.recorded = existing == nil ? .created : .updated
                } catch {
                    if let exceeded = error.budgetExceeded { throw .outputBudgetExceeded(exceeded) }
                    output.status = .error
                    output.summary = "cannot record the golden: \(error)"
                }
            }
            outputs.append(output)
        }
        return GoldenRunResult(shard: nil, recordMode: mode, outputs: outputs, tally: merged.tally, skipped: merged.skipped)
    }

    /// Refuses a result that is not this config's: other outputs, missing
    /// ones, or missing shards. Lists a few of each, so the cause is plain.
    static func checkCoverage(_ merged: GoldenReport, planned: [String: PlannedOutput], inputs: [ReportInput]) throws(WorkflowError) {
        let files = inputs.map { $0.file?.relativePath ?? $0.folder.relativePath }.joined(separator: ", ")
        if let shards = merged.shards, !shards.isComplete {
            throw .resultMismatch(path: files, reason: "shards \(shards.missing.map(String.init).joined(separator: ", ")) of "
                                  + "\(shards.count) are missing; give every shard's result of the run")
        }
        let inResult = Dictionary(merged.outputs.map { ($0.path, $0.format) }, uniquingKeysWith: { first, _ in first })
        let extra = inResult.keys.filter { planned[$0]?.format != inResult[$0] }.sorted()
        let missing = planned.keys.filter { inResult[$0] == nil }.sorted()
        guard extra.isEmpty, missing.isEmpty else {
            func few(_ paths: [String]) -> String {
                paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
            }
            var parts: [String] = []
            if !extra.isEmpty { parts.append("\(extra.count) outputs the config does not produce (\(few(extra)))") }
            if !missing.isEmpty { parts.append("\(missing.count) outputs of the config are not in it (\(few(missing)))") }
            throw .resultMismatch(path: files, reason: "the result does not match this preview.json's campaigns and matrix: "
                                  + parts.joined(separator: "; ") + "; check the same commit with the same config and record from that result")
        }
    }

    /// One artifact's bytes, from inside `folder` only (a result file is
    /// untrusted: `../` or a link out of the folder is refused), at most
    /// `maxArtifactBytes`; an image must decode.
    static func readArtifact(_ relative: String, in folder: URL, isImage: Bool) throws(ArtifactError) -> Data {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0.isEmpty }) else {
            throw ArtifactError(reason: "\(relative) is not a path inside the result's folder")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let url = URL(fileURLWithPath: root).appendingPathComponent(relative).resolvingSymlinksInPath()
        guard url.path.hasPrefix(root + "/") else {
            throw ArtifactError(reason: "\(relative) leads out of the result's folder")
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ArtifactError(reason: "\(relative) is missing from the result's folder (download the whole artifact)")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maxArtifactBytes + 1) ?? Data()
        } catch {
            throw ArtifactError(reason: "\(relative) cannot be read")
        }
        guard data.count <= maxArtifactBytes else {
            throw ArtifactError(reason: "\(relative) is larger than \(maxArtifactBytes >> 20) MiB")
        }
        if isImage {
            do {
                _ = try ImageDecoder.decode(data)
            } catch {
                throw ArtifactError(reason: "\(relative) is not a readable image: \(error)")
            }
        }
        return data
    }

    /// Why one artifact of a result could not be used.
    struct ArtifactError: Error {
        var reason: String
    }
}
