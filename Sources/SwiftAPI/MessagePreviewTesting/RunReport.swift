#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Workflow

/// The failures of every `assertPreview` in one test process, gathered into
/// the HTML report `golden check` writes (with its JUnit and summary): one
/// folder, `<artifacts>/report/`, rewritten after each failing assertion,
/// its path named in each failure and printed once when the process ends.
///
/// Each assertion is one input of the report; its outputs are listed under
/// the test file's name (`WelcomeTests/welcome-modal/iphone-15-...png`), so
/// two test files checking the same campaign do not collide.
final class RunReport: @unchecked Sendable {
    static let shared = RunReport()
    /// A run with more failing assertions keeps the first ones (the report merges at most as many inputs as a run has shards).
    static let maxAssertions = Shard.maxCount

    private let lock = NSLock()
    private var inputs: [String: ReportInput] = [:]
    private var folder: URL?
    private var problemCount = 0

    /// Adds an assertion's result and rewrites the report.
    /// - Returns: the report page, or nil when it could not be written (the failure still names the files).
    func add(_ result: GoldenRunResult, check: PreviewGoldenCheck, testFile: String, artifactsRoot: URL) -> URL? {
        lock.lock()
        defer { lock.unlock() }
        let stem = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        var prefixed = result
        prefixed.outputs = result.outputs.map { output in
            var output = output
            output.path = "\(stem)/\(output.path)"
            output.variant = "\(stem)/\(output.variant)"
            output.campaign = "\(stem)/\(output.campaign)"
            return output
        }
        let key = check.artifacts.path
        guard inputs[key] != nil || inputs.count < Self.maxAssertions else { return folder?.appendingPathComponent(GoldenReport.htmlFile) }
        inputs[key] = ReportInput(result: prefixed, folder: check.artifacts)
        // A test that cleaned its artifacts up (a scratch folder) has nothing
        // left to show; its input would make the whole report fail to write.
        inputs = inputs.filter { FileManager.default.fileExists(atPath: $0.key) }
        let folder = artifactsRoot.appendingPathComponent("report", isDirectory: true)
        do {
            let report = try GoldenReport(inputs.keys.sorted().compactMap { inputs[$0] })
            try report.write(to: folder, title: "assertPreview failures")
            problemCount = report.problems.count
        } catch {
            return nil
        }
        if self.folder == nil { atexit { RunReport.shared.printLocation() } }
        self.folder = folder
        return folder.appendingPathComponent(GoldenReport.htmlFile)
    }

    /// The closing line, once, on standard error: where the run's failures are.
    private func printLocation() {
        lock.lock()
        defer { lock.unlock() }
        guard let folder, problemCount > 0 else { return }
        let page = folder.appendingPathComponent(GoldenReport.htmlFile).path
        FileHandle.standardError.write(Data("assertPreview: \(problemCount) \(problemCount == 1 ? "output" : "outputs") to review; report: \(page)\n".utf8))
    }
}
